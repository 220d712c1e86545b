// Signing in and out like a member: the app sends the browser to the identity provider's Persian
// pages, the member types the mobile number and the code that "arrived by SMS" (the development
// outbox), and the app brings them back to the page that asked.
import type { Frame, Page } from 'playwright-core';
import { arriveAt, check, screenshot, see, settle, WAIT_MS } from './browser.js';
import type { StackOrigins } from './stack.js';

const persianDigits = '۰۱۲۳۴۵۶۷۸۹';
export const toPersianDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => persianDigits[Number(digit)] ?? digit);

/**
 * The latest one-time code the provider "sent" to `mobile`; with `interaction`, the one of that
 * sign-in (files running side by side sign the same member in at once, and the number's latest
 * code is then as often the other sign-in's: CI saw a 400 for the code so typed).
 */
export async function readOutboxCode(issuer: string, mobile: string, interaction?: string): Promise<string> {
  const query = interaction === undefined ? '' : `&interaction=${encodeURIComponent(interaction)}`;
  const response = await fetch(`${issuer}/dev/outbox?mobile=${mobile}${query}`);
  if (!response.ok) throw new Error(`no one-time code in ${issuer}/dev/outbox for ${mobile} (HTTP ${response.status})`);
  const body = (await response.json()) as { code?: string };
  if (!body.code || !/^\d{6}$/.test(body.code)) throw new Error(`the outbox answered ${JSON.stringify(body)}`);
  return body.code;
}

/** On the provider's first page: checks it is the Persian one, then types the number. */
export async function submitMobile(
  page: Page,
  origins: StackOrigins,
  mobile: string,
  typePersian: boolean,
  shoot = false,
): Promise<void> {
  const input = page.locator('input#mobile');
  await see(page, input, 'the mobile number field of the sign-in page');
  const html = page.locator('html');
  await check(
    page,
    (await html.getAttribute('lang')) === 'fa' && (await html.getAttribute('dir')) === 'rtl',
    'the sign-in page to be Persian and right-to-left',
  );
  await see(page, page.getByRole('heading', { name: 'ورود یا عضویت' }), 'the heading «ورود یا عضویت»');
  // A phone keyboard set to Persian types Persian digits; the provider must accept both.
  await input.fill('');
  await input.pressSequentially(typePersian ? toPersianDigits(mobile) : mobile);
  // Typed with Latin digits or Persian ones, the number shows in Persian, as everywhere in the club.
  // The page's script converts on input, and may take over the field a moment after it shows (then
  // it converts what is there): wait for that moment before judging.
  const shown = toPersianDigits(mobile);
  await page
    .waitForFunction((want) => document.querySelector<HTMLInputElement>('input#mobile')?.value === want, shown, {
      timeout: 5_000,
    })
    .catch(() => undefined);
  await check(page, (await input.inputValue()) === shown, 'the typed number in Persian digits');
  const typeface = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replace(/"/g, '') === 'Vazirmatn' && face.status === 'loaded',
    );
  });
  await check(page, typeface, 'the sign-in page set in the club’s Vazirmatn');
  if (shoot) await screenshot(page, 'sign-in-mobile');
  await page.getByRole('button', { name: 'دریافت کد تأیید' }).click();
}

/** On the code page: reads the code from the outbox and types it. */
export async function submitCode(page: Page, origins: StackOrigins, mobile: string, shoot = false): Promise<void> {
  const input = page.locator('input#code');
  await see(page, input, 'the one-time code field');
  // The provider's page is /interaction/<uid>/…: the code of this sign-in, not the number's latest.
  const interaction = /\/interaction\/([^/?#]+)/.exec(new URL(page.url()).pathname)?.[1];
  await input.fill(await readOutboxCode(origins.issuer, mobile, interaction));
  if (shoot) await screenshot(page, 'sign-in-code');
  await page.getByRole('button', { name: 'ورود', exact: true }).click();
}

/**
 * Opens `from` (a page that needs a member) signed out, goes through the provider and returns once
 * the browser is back on `from`.
 */
export async function signInFrom(
  page: Page,
  origins: StackOrigins,
  {
    from,
    mobile,
    typePersian = false,
    screenshots = false,
  }: { from: string; mobile: string; typePersian?: boolean; screenshots?: boolean },
): Promise<void> {
  await page.goto(`${origins.web}${from}`);
  const redirected = await page
    .waitForURL((url) => url.origin === origins.issuer && url.pathname.startsWith('/interaction/'), {
      timeout: WAIT_MS,
      waitUntil: 'commit',
    })
    .then(() => true)
    .catch(() => false);
  await check(page, redirected, `${from} to send a signed-out visitor to the identity provider's sign-in page`);
  await submitMobile(page, origins, mobile, typePersian, screenshots);
  await submitCode(page, origins, mobile, screenshots);
  const target = new URL(from, origins.web);
  await arriveAt(page, origins.web, target.pathname, target.search, WAIT_MS * 2);
}

/**
 * Opens `path` in a tab that is already signed in and fails if the app went to the identity
 * provider on the way (the session must survive a reload).
 */
export async function openAsMember(page: Page, origins: StackOrigins, path: string): Promise<void> {
  const visitedProvider: string[] = [];
  const onNavigation = (frame: Frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(origins.issuer)) visitedProvider.push(frame.url());
  };
  page.on('framenavigated', onNavigation);
  try {
    await page.goto(`${origins.web}${path}`);
    await settle(page);
  } finally {
    page.off('framenavigated', onNavigation);
  }
  await check(
    page,
    visitedProvider.length === 0,
    `${path} to open without going back to the identity provider (went to ${visitedProvider[0]})`,
  );
}
