// The signed-in member's own controls, which live in different places per viewport: the side
// menu on desktop, the profile header's menu drawer on phones (SPEC §2 profile layout).
import type { Locator, Page } from 'playwright-core';
import { see } from './browser.js';
import type { Viewport } from './origins.js';

export const DEMO = {
  student: '09120000001',
  partner: '09120000002',
} as const;

/** Personal data of the demo members that must never reach web storage (apps/api seed data). */
export const SENSITIVE_VALUES = [
  '0072145366', // national code of 09120000001
  '0448123797', // national code of 09120000002
  'IR050120000000004512389760', // the partner's IBAN
  '4512389760', // the partner's account number
  '6104337912458039', // the partner's card number
];

/** The member menu: the desktop sidebar, or the phone's drawer (opened on the way). */
export async function memberMenu(page: Page, viewport: Viewport): Promise<Locator> {
  if (!viewport.mobile) {
    const aside = page.locator('aside');
    await see(page, aside, 'the side menu of the profile layout');
    return aside;
  }
  const drawer = page.getByRole('dialog');
  if (!(await drawer.isVisible())) {
    const open = page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' });
    await see(page, open, 'the menu button in the profile header');
    await open.click();
  }
  await see(page, drawer, 'the menu drawer');
  return drawer;
}

export async function closeMemberMenu(page: Page, viewport: Viewport): Promise<void> {
  if (!viewport.mobile) return;
  const drawer = page.getByRole('dialog');
  if (await drawer.isVisible()) {
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
  }
}
