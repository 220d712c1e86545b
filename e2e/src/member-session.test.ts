// A member's whole session, at desktop and phone widths: sign in from a protected page, land back
// on it, see the balance, survive a reload, sign out to / — and what web storage holds meanwhile
// (SECURITY 9) and how the API's personal answers are cached (SECURITY 23); and a sign-in
// cancelled at the provider, which returns the visitor to where it started.
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, check, launchBrowser, openContext, screenshot, see, settle } from './support/browser.js';
import { closeMemberMenu, DEMO, memberMenu, SENSITIVE_VALUES } from './support/member.js';
import { origins, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { openAsMember, signInFrom, toPersianDigits } from './support/sign-in.js';
import { entriesHolding, personalDataIn, readWebStorage, sessionTokens } from './support/web-storage.js';

const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(viewports)('member session at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  let tokens: ReturnType<typeof sessionTokens> = {};
  let lastAccessToken: string | undefined;
  let signedOutAt = 0;
  // Probed from the sign-out click on, beside the steps after it: the refusal's time is then
  // measured, not the time the steps between the click and the check took on a busy machine.
  let firstRefusal: Promise<{ status: number; elapsed: number }> | undefined;
  const personalResponses: { url: string; cacheControl: string }[] = [];
  // The phone test also brings a query string back, to prove the full address is the return state.
  const from = viewport.mobile ? '/dashboard?from=e2e' : '/dashboard';

  beforeAll(async () => {
    context = await openContext(browser, viewport, problems);
    context.on('response', async (response: Response) => {
      if (!response.url().startsWith(origins().api)) return;
      const authorization = await response.request().headerValue('authorization');
      if (authorization)
        personalResponses.push({
          url: response.url(),
          cacheControl: (await response.headerValue('cache-control')) ?? '',
        });
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it(`signs in from ${from} and lands back on it`, async () => {
    await signInFrom(page, origins(), { from, mobile: DEMO.student, typePersian: viewport.mobile, screenshots: true });
    await settle(page);
    const url = new URL(page.url());
    expect(`${url.pathname}${url.search}`).toBe(from);
  });

  it('shows the balance the API holds in the member menu', async () => {
    // Other files spend this member's points (rewards.test.ts buys with them): compare, not a fixed ۱٬۲۵۰.
    const balance = await apiBalanceOf(page);
    const menu = await memberMenu(page, viewport);
    await see(page, menu.getByText(`شما ${balance} کلروفیل دارید`), `the score ${balance} in the member menu`);
    await see(page, menu.getByText(toPersianDigits(DEMO.student)), 'the member’s mobile number in Persian digits');
    if (viewport.mobile) await screenshot(page, 'dashboard-menu', { fullPage: false });
    await closeMemberMenu(page, viewport);
    await settle(page);
    await screenshot(page, 'dashboard', { fullPage: !viewport.mobile });
  });

  it('keeps the session out of localStorage and personal data out of web storage', async () => {
    const entries = await readWebStorage(page);
    tokens = sessionTokens(entries);
    expect(tokens.access, 'an access token in sessionStorage (the session this test inspects)').toBeTruthy();
    const persistent = entries.filter((entry) => entry.area !== 'sessionStorage');
    expect(
      entriesHolding(persistent, [tokens.refresh ?? '', tokens.access ?? '']),
      'tokens in localStorage/IndexedDB',
    ).toEqual([]);
    expect(
      persistent
        .filter((entry) => /refresh/i.test(entry.key) || /refresh_token/i.test(entry.value))
        .map((entry) => entry.key),
      'refresh-token entries in localStorage/IndexedDB',
    ).toEqual([]);
    expect(personalDataIn(entries, SENSITIVE_VALUES), 'national code, IBAN or card number in web storage').toEqual([]);
  });

  it('gets personal API answers marked Cache-Control: no-store', () => {
    expect(personalResponses.length, 'authenticated API calls made by the app').toBeGreaterThan(0);
    expect(personalResponses.filter((response) => !/no-store/.test(response.cacheControl))).toEqual([]);
  });

  it('stays signed in across a reload', async () => {
    await openAsMember(page, origins(), '/dashboard');
    const balance = await apiBalanceOf(page);
    const menu = await memberMenu(page, viewport);
    await see(page, menu.getByText(`شما ${balance} کلروفیل دارید`), `the score ${balance} after a reload`);
    await closeMemberMenu(page, viewport);
  });

  it('loads a page’s code as soon as the member reaches for its link, before the click', async () => {
    await openAsMember(page, origins(), '/dashboard');
    const asked: string[] = [];
    const onRequest = (request: { url(): string }) => {
      const file = new URL(request.url()).pathname;
      if (/^\/assets\/rewards-page-[\w-]+\.js$/.test(file)) asked.push(file);
    };
    page.on('request', onRequest);
    try {
      const menu = await memberMenu(page, viewport);
      const rewards = menu.getByRole('link', { name: 'جایزه‌ها' });
      await see(page, rewards, 'the rewards link in the member menu');
      expect(asked, 'the rewards page’s code before anyone reached for it').toEqual([]);
      // A mouse resting on the link; a finger pressing it (the click comes when it is lifted).
      if (viewport.mobile) await rewards.dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
      else await rewards.hover();
      await page.waitForTimeout(500);
      expect(
        asked,
        'the rewards page’s code once the member reached for the link, still on the dashboard',
      ).toHaveLength(1);
      expect(new URL(page.url()).pathname).toBe('/dashboard');
      await rewards.click();
      await see(page, page.getByRole('heading', { level: 1, name: 'جایزه‌ها' }), 'the rewards page after the click');
      expect(asked, 'no second download of it').toHaveLength(1);
    } finally {
      page.off('request', onRequest);
      await closeMemberMenu(page, viewport);
    }
  });

  it('signs out and lands on /', async () => {
    // The access token the page holds right before sign-out: the API must refuse it afterwards.
    lastAccessToken = sessionTokens(await readWebStorage(page)).access;
    expect(await apiStatusWith(lastAccessToken), 'the API answers the token before sign-out').toBe(200);
    const menu = await memberMenu(page, viewport);
    signedOutAt = Date.now();
    firstRefusal = probeUntilRefused(lastAccessToken, signedOutAt);
    // Its failure is the refusal test's to report, not an unhandled rejection meanwhile.
    firstRefusal.catch(() => undefined);
    await menu.getByRole('button', { name: 'خروج' }).click();
    await arriveAt(page, origins().web, '/', undefined, 40_000);
    await settle(page);
    if (viewport.mobile) {
      await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
      await see(
        page,
        page.getByRole('dialog').getByRole('button', { name: 'ورود / ثبت‌نام' }),
        'the sign-in button in the menu after sign-out',
      );
      await page.keyboard.press('Escape');
    } else {
      await see(
        page,
        page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' }),
        'the sign-in button in the header after sign-out',
      );
    }
  });

  it('leaves nothing of the session in web storage after sign-out', async () => {
    const entries = await readWebStorage(page);
    const oidcEntries = entries.filter((entry) => entry.key.startsWith('oidc.'));
    expect(
      oidcEntries.map((entry) => `${entry.area} ${entry.key} = ${entry.value.slice(0, 300)}`),
      'oidc-client-ts entries',
    ).toEqual([]);
    const leftovers = [
      tokens.access,
      tokens.refresh,
      tokens.id,
      tokens.sub,
      DEMO.student,
      toPersianDigits(DEMO.student),
    ];
    expect(
      entriesHolding(
        entries,
        leftovers.filter((value): value is string => Boolean(value)),
      ),
      'session leftovers',
    ).toEqual([]);
    expect(personalDataIn(entries, SENSITIVE_VALUES)).toEqual([]);
  });

  it('the API refuses the signed-out access token within seconds (SECURITY: sign-out ends the session)', async () => {
    // The real pair: the identity provider publishes the ended sid, the API polls it (every 2 s).
    expect(firstRefusal, 'the token probed from the sign-out click on').toBeDefined();
    const { status, elapsed } = await firstRefusal!;
    console.info(`the signed-out access token got 401 ${elapsed} ms after the sign-out click`);
    expect(status).toBe(401);
    expect(elapsed, 'ms from the sign-out click to the first 401').toBeLessThan(5_000);
  });

  it('asks for sign-in again on a protected page after sign-out', async () => {
    await page.goto(`${origins().web}/dashboard`);
    await page.waitForURL((url) => url.origin === origins().issuer, { waitUntil: 'commit' }).catch(() => undefined);
    await check(
      page,
      page.url().startsWith(`${origins().issuer}/interaction/`),
      'the identity provider to ask for the mobile number again',
    );
    await see(page, page.locator('input#mobile'), 'the mobile number field (the provider session ended too)');
  });

  it('cancelling sign-in at the provider brings the visitor back to the page it started from, signed out, without an error', async () => {
    await page.goto(`${origins().web}/page/faq`);
    await see(page, page.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' }), 'the FAQ page');
    await settle(page);
    let signInButton = page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' });
    if (viewport.mobile) {
      await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
      signInButton = page.getByRole('dialog').getByRole('button', { name: 'ورود / ثبت‌نام' });
    }
    await see(page, signInButton, 'the sign-in button');
    await signInButton.click();
    await page.waitForURL((url) => url.origin === origins().issuer, { waitUntil: 'commit' }).catch(() => undefined);
    await see(page, page.locator('input#mobile'), 'the provider’s mobile number page');
    await page.getByRole('button', { name: 'انصراف و بازگشت' }).click();
    await arriveAt(page, origins().web, '/page/faq', undefined, 40_000);
    await see(page, page.getByRole('heading', { level: 1, name: 'پرسش‌های متداول' }), 'the FAQ page again');
    await settle(page);
    await check(page, (await page.getByRole('alert').count()) === 0, 'no error message after cancelling');
    await check(
      page,
      (await page.getByText(/ورود لغو شد|ورود انجام نشد|ورود دوباره/).count()) === 0,
      'no word of a failed sign-in after cancelling',
    );
    if (viewport.mobile) {
      await page.getByRole('banner').getByRole('button', { name: 'باز کردن منو' }).click();
      await see(
        page,
        page.getByRole('dialog').getByRole('button', { name: 'ورود / ثبت‌نام' }),
        'the sign-in button in the menu: still a visitor',
      );
      await page.keyboard.press('Escape');
    } else {
      await see(
        page,
        page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' }),
        'the sign-in button in the header: still a visitor',
      );
    }
    const entries = await readWebStorage(page);
    expect(
      entries.filter((entry) => entry.key.startsWith('oidc.user:')).map((entry) => entry.key),
      'a signed-in user after cancelling',
    ).toEqual([]);
    await screenshot(page, 'sign-in-cancelled');
  });
});

// The public header's own way out (1280 px): the menu under the member's name on / has «خروج» too.
// Its unit test (jsdom) chooses it from the keyboard; here a person's clicks in Chromium.
describe('signing out from the public header’s profile menu at 1280 px', () => {
  const desktop = viewports.find((viewport) => !viewport.mobile)!;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await openContext(browser, desktop, problems);
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('signs out with «خروج» in the menu under the member’s name and stays on / as a visitor', async () => {
    await signInFrom(page, origins(), { from: '/dashboard', mobile: DEMO.partner });
    await openAsMember(page, origins(), '/');
    const token = sessionTokens(await readWebStorage(page)).access;
    expect(await apiStatusWith(token), 'the API answers the token before sign-out').toBe(200);
    const trigger = page.getByRole('banner').locator('button[aria-haspopup="menu"]');
    await see(page, trigger, 'the profile menu button of the public header');
    await trigger.click();
    const signOut = page.getByRole('menu').getByRole('menuitem', { name: 'خروج' });
    await see(page, signOut, '«خروج» in the profile menu');
    // The menu hangs under a button in the sticky header. Scrolled with the menu open, it must not
    // move: an `absolute` menu was carried along with the page for a frame, and a press on «خروج»
    // in that frame was released over the button (pointerdown on the item, pointerup on the button:
    // the click went to <body> and nothing happened — CI, when Playwright scrolled before a retry).
    const shift = await page.getByRole('menu').evaluate(async (menu) => {
      await Promise.all(menu.getAnimations({ subtree: true }).map((animation) => animation.finished));
      const before = menu.getBoundingClientRect().top;
      window.scrollBy(0, 200);
      const moved = window.scrollY > 0;
      const after = menu.getBoundingClientRect().top;
      window.scrollTo(0, 0);
      return { scrolled: moved, by: Math.abs(after - before) };
    });
    expect(shift.scrolled, 'the page scrolls under the open menu').toBe(true);
    expect(shift.by, 'px the open menu moved on the screen when the page scrolled').toBeLessThan(1);
    // The page is on / already, so arriving at / proves nothing until the browser has left it
    // for the provider's sign-out (a revocation and two redirects: seconds when CI is busy).
    const leftForProvider = page.waitForURL((url) => url.origin === origins().issuer, {
      timeout: 40_000,
      waitUntil: 'commit',
    });
    await signOut.click();
    await leftForProvider.catch(async () => check(page, false, 'the browser to leave / for the provider’s sign-out'));
    await arriveAt(page, origins().web, '/', undefined, 40_000);
    await settle(page);
    await see(
      page,
      page.getByRole('banner').getByRole('button', { name: 'ورود / ثبت‌نام' }),
      'the sign-in button in the header after sign-out',
    );
    const left = (await readWebStorage(page)).filter((entry) => entry.key.startsWith('oidc.'));
    expect(left, 'nothing of the session in web storage').toEqual([]);
    await expect
      .poll(() => apiStatusWith(token), { timeout: 5_000, interval: 250, message: 'the signed-out token refused' })
      .toBe(401);
  });
});

/** The member's balance as GET /api/Profile answers it for the page's token, in Persian digits. */
async function apiBalanceOf(page: Page): Promise<string> {
  const token = sessionTokens(await readWebStorage(page)).access;
  if (!token) throw new Error('no access token in the page’s session storage');
  const response = await fetch(`${origins().api}/api/Profile`, { headers: { authorization: `Bearer ${token}` } });
  const { score } = (await response.json()) as { score: number };
  return new Intl.NumberFormat('fa-IR').format(score);
}

/** The status GET /api/Profile answers with this bearer token, straight from Node (no browser). */
/** Asks the API with `token` every 100 ms until it is refused or 10 s have passed since `since`. */
async function probeUntilRefused(
  token: string | undefined,
  since: number,
): Promise<{ status: number; elapsed: number }> {
  let status = await apiStatusWith(token);
  while (status === 200 && Date.now() - since < 10_000) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = await apiStatusWith(token);
  }
  return { status, elapsed: Date.now() - since };
}

async function apiStatusWith(token: string | undefined): Promise<number> {
  if (!token) throw new Error('no access token in the page’s session storage');
  const response = await fetch(`${origins().api}/api/Profile`, { headers: { authorization: `Bearer ${token}` } });
  await response.body?.cancel();
  return response.status;
}

it('saw no CSP violation, console error or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
