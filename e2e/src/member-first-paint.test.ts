// A member's pages arrive rendered: the app leaves a cookie with no secret in it,
// «a member signed in on this browser» (@clorofil/auth member-hint.ts), and for it the web server
// renders what a page shows before the session is read — the layout, the page's own words (the
// profile's title and what it is for among them), the public rewards catalogue and open missions,
// the member's parts as placeholders, the financial guard's loader —
// which the browser hydrates and completes once it has read the tab's session. Without the
// cookie, or once the member has signed out, a page is the browser-rendered shell as before; a
// visitor who sets the cookie by hand sees no member's data and is sent to sign in.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arriveAt, launchBrowser, openContext, screenshot, see, settle, WAIT_MS } from './support/browser.js';
import { memberMenu } from './support/member.js';
import { origins, PHONE_USER_AGENT, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';

// A teacher under review (apps/api seed data). wheel.test.ts signs in with this member too (on
// desktop, and spins once); this file reads no figure that a spin changes.
const MEMBER = '09120000004';
const HINT = 'clorofil_member';
const problems = new ProblemLog();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The server state block of a rendered page (apps/web/src/hydration/server-state.ts). */
function serverState(
  html: string,
): { memberAssumed?: boolean; queries: { queries: { queryKey: unknown[] }[] } } | null {
  const block = /<script type="application\/json" id="clorofil-server-state">([^<]*)<\/script>/.exec(html);
  return block ? JSON.parse(block[1]!) : null;
}

describe('the document of /rewards', () => {
  it('is the browser-rendered shell without the member hint', async () => {
    const html = await (await fetch(`${origins().web}/rewards`)).text();
    expect(html).not.toContain('data-testid="reward-catalogue"');
    expect(serverState(html)).toBeNull();
  });

  it('carries the public catalogue and nothing of a member with it', async () => {
    const response = await fetch(`${origins().web}/rewards`, { headers: { cookie: `${HINT}=1` } });
    expect(response.headers.get('vary') ?? '').toMatch(/\bCookie\b/);
    const html = await response.text();
    expect(html).toContain('data-testid="reward-catalogue"');
    expect(html).toContain('بسته دفتر و خودکار');
    const state = serverState(html)!;
    expect(state.memberAssumed).toBe(true);
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key[0], JSON.stringify(key)).toBe('public');
    // The member parts are placeholders: no balance, no card's state.
    expect(html).not.toContain('موجودی:');
    expect(html).not.toContain('data-kind=');
  });
});

/**
 * The other member pages rendered for the hint (FeatureRoute's renderedForMembers), each with what
 * its document must carry: the page's own words or its guard's loader, never the member's data.
 */
const otherPages = [
  { pathname: '/dashboard', frame: 'با هر خرید کلروفیل بگیرید و آن را با جایزه و کد تخفیف عوض کنید.' },
  // The profile's title and what the page is for; the member's review status and form come with their session.
  { pathname: '/account', frame: 'پس از بررسی و تأیید، امکانات باشگاه متناسب با آن برایتان فعال می‌شود.' },
  { pathname: '/financial/commission', frame: 'لطفاً چند لحظه صبر کنید' },
  { pathname: '/commission', frame: 'لطفاً چند لحظه صبر کنید' },
];

describe.each(otherPages)('the document of $pathname', ({ pathname, frame }) => {
  it('is the browser-rendered shell without the member hint', async () => {
    const html = await (await fetch(`${origins().web}${pathname}`)).text();
    // (The shell's own placeholder says «لطفاً چند لحظه صبر کنید» too; it has no layout.)
    expect(html).not.toContain('id="main-content"');
    expect(serverState(html)).toBeNull();
  });

  it('carries the layout and the page’s frame for the hint, and nothing of a member', async () => {
    const response = await fetch(`${origins().web}${pathname}`, { headers: { cookie: `${HINT}=1` } });
    expect(response.headers.get('vary') ?? '').toMatch(/\bCookie\b/);
    const html = await response.text();
    expect(html).toContain(frame);
    expect(html).toContain('id="main-content"');
    const state = serverState(html)!;
    expect(state.memberAssumed).toBe(true);
    for (const query of state.queries.queries) expect(query.queryKey[0], JSON.stringify(query.queryKey)).toBe('public');
    // No member was known to the server: the greeting is the general one, no mobile number.
    expect(html).not.toMatch(/سلام [^<،]+، خوش آمدید/);
    expect(html).not.toMatch(/۰۹۱۲|0912/);
  });
});

describe('the document of /scores', () => {
  it('is the browser-rendered shell without the member hint', async () => {
    const html = await (await fetch(`${origins().web}/scores`)).text();
    expect(html).not.toContain('data-testid="mission-card"');
    expect(serverState(html)).toBeNull();
  });

  it('carries the open missions for the hint, each one’s progress loading, and nothing of a member', async () => {
    const open = (await (await fetch(`${origins().api}/api/Missions/Open`)).json()) as { title: string }[];
    expect(open.length).toBeGreaterThan(0);
    const response = await fetch(`${origins().web}/scores`, { headers: { cookie: `${HINT}=1` } });
    expect(response.headers.get('vary') ?? '').toMatch(/\bCookie\b/);
    const html = await response.text();
    for (const mission of open) expect(html).toContain(mission.title);
    expect(html.match(/data-testid="mission-card"/g)).toHaveLength(open.length);
    expect(html.match(/data-testid="mission-status-loading"/g)).toHaveLength(open.length);
    expect(html).not.toMatch(/data-testid="(mission-left|mission-done|summary-tile|pending-item)"/);
    const state = serverState(html)!;
    expect(state.memberAssumed).toBe(true);
    const keys = state.queries.queries.map((query) => query.queryKey);
    expect(keys).toContainEqual(['public', 'missions']);
    for (const key of keys) expect(key[0], JSON.stringify(key)).toBe('public');
  });
});

describe.each(viewports)('a member opening /rewards at $width px', (viewport) => {
  let context: BrowserContext;
  let page: Page;
  const hint = async (target: BrowserContext) =>
    (await target.cookies(origins().web)).find((cookie) => cookie.name === HINT)?.value;

  beforeAll(async () => {
    context = await openContext(browser, viewport, problems, viewport.mobile ? { userAgent: PHONE_USER_AGENT } : {});
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('gets the member hint once signed in', async () => {
    await signInFrom(page, origins(), { from: '/rewards', mobile: MEMBER });
    await settle(page);
    expect(await hint(context)).toBe('1');
  });

  it('receives the page rendered, then sees the member’s own parts in it', async () => {
    const response = await page.goto(`${origins().web}/rewards`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="reward-catalogue"');
    // Hydrated and completed: the balance and each card's state, and no catalogue stand-in left.
    await see(page, page.getByTestId('balance-chip').getByText('کلروفیل'), 'the balance beside the title');
    await see(page, page.locator('[data-testid="reward-card"] [data-kind]').first(), 'a card’s state');
    expect(await page.getByTestId('reward-catalogue').count()).toBe(0);
    expect(await page.getByTestId('availability-loading').count()).toBe(0);
    await screenshot(page, 'rewards-first-paint', { fullPage: false });
    // Still the app: a card opens its page through the router.
    await page.getByTestId('reward-card').first().click();
    await page.waitForURL((url) => /^\/rewards\/\d+$/.test(url.pathname), { timeout: WAIT_MS, waitUntil: 'commit' });
  });

  it('receives the dashboard rendered, completed once the session is read', async () => {
    const response = await page.goto(`${origins().web}/dashboard`);
    expect(serverState((await response?.text()) ?? '')?.memberAssumed).toBe(true);
    await see(page, page.getByRole('heading', { name: 'سلام رضا، خوش آمدید' }), 'the greeting by name');
    await screenshot(page, 'first-paint-dashboard', { fullPage: false });
  });

  it('receives the open missions rendered, then the member’s progress in the same cards', async () => {
    const response = await page.goto(`${origins().web}/scores`);
    const html = (await response?.text()) ?? '';
    expect(html).toContain('data-testid="mission-status-loading"');
    await see(page, page.getByTestId('summary-tile').first(), 'the member’s summary');
    await see(page, page.getByTestId('mission-left').first(), 'what is left of a mission');
    expect(await page.getByTestId('mission-status-loading').count()).toBe(0);
    expect(await page.getByTestId('mission-card').count()).toBeGreaterThan(0);
    await see(page, page.getByRole('heading', { name: 'ریز کلروفیل‌ها' }), 'the history below the missions');
    await screenshot(page, 'first-paint-scores', { fullPage: false });
  });

  it('shows a member who is not a partner the financial guard’s loader, then /403', async () => {
    const response = await page.goto(`${origins().web}/financial/commission`);
    expect(serverState((await response?.text()) ?? '')?.memberAssumed).toBe(true);
    await arriveAt(page, origins().web, '/403');
  });

  it('loses the hint when the member signs out', async () => {
    await page.goto(`${origins().web}/rewards`);
    await settle(page);
    const menu = await memberMenu(page, viewport);
    await menu.getByRole('button', { name: 'خروج' }).click();
    await arriveAt(page, origins().web, '/', undefined, 40_000);
    expect(await hint(context)).toBeUndefined();
  });

  it('sends a visitor with a hint set by hand to sign in', async () => {
    const visitor = await openContext(
      browser,
      viewport,
      problems,
      viewport.mobile ? { userAgent: PHONE_USER_AGENT } : {},
    );
    try {
      await visitor.addCookies([{ name: HINT, value: '1', url: origins().web }]);
      const tab = await visitor.newPage();
      await tab.goto(`${origins().web}/rewards`);
      await tab.waitForURL((url) => url.origin === origins().issuer && url.pathname.startsWith('/interaction/'), {
        timeout: WAIT_MS,
        waitUntil: 'commit',
      });
      // The visitor's tab has no session: it dropped the hint on its way out.
      expect(await hint(visitor)).toBeUndefined();
    } finally {
      await visitor.close();
    }
  });
});

it('saw no console error, page error or CSP violation (hydration included)', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
