// The operator console end to end on the real stack: the demo admin (09120000012) opens /operator
// and lands on the roles screen, grants the operator role to 09120000004 by a mobile typed in Persian
// digits, sees it in the list, finds the grant in the audit trail with its before and after, and
// revokes it again (so the run leaves the seed as it found it); the demo reviewer (09129999999)
// works the review queue at /operator/review; a plain member (09120000001) opening /operator gets
// /403. Every console screen passes axe's WCAG 2.2 A/AA rules at 1280 and 390 px.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocking, runAxe } from './support/axe.js';
import { arriveAt, launchBrowser, see, settle } from './support/browser.js';
import { axeAtBothWidths, desktop, phone, signedInPage } from './support/operator.js';
import { origins } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { toPersianDigits } from './support/sign-in.js';

const ADMIN = '09120000012';
const REVIEWER = '09129999999';
const MEMBER = '09120000001';
const GRANTEE = '09120000004';
const SHOTS = process.env.E2E_SHOTS_DIR;

const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const signedIn = (mobile: string, from: string) => signedInPage(browser, problems, mobile, from);

describe('the operator console', () => {
  let admin: Page;
  beforeAll(async () => {
    admin = await signedIn(ADMIN, '/operator/roles');
  });

  it('opens /operator on the admin’s first screen, the roles', async () => {
    await admin.goto(`${origins().web}/operator`);
    await arriveAt(admin, origins().web, '/operator/roles');
    await see(admin, admin.getByRole('heading', { name: 'نقش‌ها و دسترسی‌ها' }), 'the roles screen');
    await see(admin, admin.getByRole('table', { name: 'دارندگان نقش' }), 'the role holders');
    expect(await axeAtBothWidths(admin, 'operator-roles')).toEqual([]);
  });

  it('grants the operator role by mobile, and the list shows it', async () => {
    const form = admin.getByRole('form', { name: 'اعطای نقش' });
    await form.getByRole('textbox', { name: /موبایل عضو/ }).fill(toPersianDigits(GRANTEE));
    await form.getByRole('combobox', { name: /نقش/ }).selectOption('operator');
    await form.getByRole('textbox', { name: /دلیل/ }).fill('همکار تازهٔ بخش جایزه‌ها');
    await form.getByRole('button', { name: 'اعطای نقش' }).click();
    await see(admin, admin.getByText(`نقش «کارشناس عملیات» به ${toPersianDigits(GRANTEE)} داده شد`), 'the grant toast');
    const row = admin
      .getByRole('table', { name: 'دارندگان نقش' })
      .getByTestId('data-table-row')
      .filter({ hasText: toPersianDigits(GRANTEE) })
      .filter({ hasText: 'کارشناس عملیات' });
    await see(admin, row, 'the new holding in the list');
  });

  it('shows the grant in the audit trail with its before and after', async () => {
    await admin.getByRole('navigation', { name: 'منوی کنسول' }).getByRole('link', { name: 'گزارش تغییرات' }).click();
    await arriveAt(admin, origins().web, '/operator/audit');
    await admin.getByRole('combobox', { name: 'نوع تغییر' }).selectOption('role.grant');
    await admin.getByRole('button', { name: 'اعمال فیلتر' }).click();
    await arriveAt(admin, origins().web, '/operator/audit', '?kind=role.grant');
    await settle(admin);
    const row = admin
      .getByTestId('data-table-row')
      .filter({ hasText: toPersianDigits(GRANTEE) })
      .first();
    await see(admin, row, 'the grant in the trail');
    await row.getByRole('button', { name: /جزئیات تغییر/ }).click();
    const diff = admin.getByRole('table', { name: 'پیش و پس از تغییر' });
    await see(admin, diff, 'the before/after of the grant');
    expect(await diff.locator('tr[data-changed]').count()).toBeGreaterThan(0);
    expect(await diff.textContent()).toContain('operator');
    expect(await axeAtBothWidths(admin, 'operator-audit')).toEqual([]);
  });

  it('opens the console menu in the phone drawer', async () => {
    await admin.setViewportSize({ width: phone.width, height: phone.height });
    await admin.getByRole('button', { name: 'باز کردن منو' }).click();
    const drawer = admin.getByRole('dialog');
    await see(admin, drawer.getByRole('link', { name: 'نقش‌ها و دسترسی‌ها' }), 'the console menu in the drawer');
    // The drawer slides in even with reduced motion asked for; the picture waits for it to stop.
    await admin.waitForTimeout(600);
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/operator-drawer-390.png` });
    const report = blocking(await runAxe(admin, 'operator-drawer'));
    expect(report).toBe('');
    await drawer.getByRole('link', { name: 'نقش‌ها و دسترسی‌ها' }).click();
    await arriveAt(admin, origins().web, '/operator/roles');
    await admin.setViewportSize({ width: desktop.width, height: desktop.height });
  });

  it('revokes the role after a confirmation', async () => {
    await admin.goto(`${origins().web}/operator/roles?role=operator`);
    const row = admin.getByTestId('data-table-row').filter({ hasText: toPersianDigits(GRANTEE) });
    await see(admin, row, 'the holding to revoke');
    await row.getByRole('button', { name: /لغو نقش/ }).click();
    const dialog = admin.getByRole('alertdialog');
    await see(admin, dialog, 'the revoke confirmation');
    expect(await dialog.getByRole('button').filter({ hasText: /./ }).allTextContents()).toEqual([
      'انصراف',
      'بله، لغو شود',
    ]);
    await dialog.getByRole('button', { name: 'بله، لغو شود' }).click();
    await see(admin, admin.getByText(/از .* گرفته شد/), 'the revoke toast');
    await row.waitFor({ state: 'detached' });
  });

  it('works the review queue at /operator/review for the reviewer', async () => {
    const reviewer = await signedIn(REVIEWER, '/operator');
    await arriveAt(reviewer, origins().web, '/operator/review');
    await see(reviewer, reviewer.getByRole('heading', { name: 'بررسی درخواست‌ها' }), 'the review queue');
    await see(
      reviewer,
      reviewer.getByTestId('review-card').or(reviewer.getByText('درخواستی در انتظار بررسی نیست')),
      'the requests or the empty queue',
    );
    const nav = reviewer.getByRole('navigation', { name: 'منوی کنسول' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['بررسی درخواست‌ها']);
    expect(await axeAtBothWidths(reviewer, 'operator-review')).toEqual([]);
    await reviewer.goto(`${origins().web}/review`);
    await arriveAt(reviewer, origins().web, '/operator/review');
  });

  it('sends a plain member opening /operator to 403', async () => {
    const member = await signedIn(MEMBER, '/dashboard');
    // The console's guard asks the API for her staff rights, and the API refuses them.
    problems.expectFailedLoad(403, /\/api\/staff\/Me$/);
    await member.goto(`${origins().web}/operator`);
    await arriveAt(member, origins().web, '/403');
    await see(member, member.getByText(/شما به این صفحه دسترسی ندارید/), 'the 403 page');
    expect(await member.getByRole('link', { name: 'کنسول مدیریت' }).count()).toBe(0);
  });

  it('showed no console error, CSP violation or page error', () => {
    expect(problems.describe()).toBe('');
  });
});
