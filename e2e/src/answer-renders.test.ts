// What an answer re-renders on a phone (it counts towards TBT). A query's answer updates React
// synchronously (useSyncExternalStore): React renders and commits it at once, in one task, however
// much it re-renders. So an answer must re-render what shows it, not the page around it — the
// sections take their data in deferred renders (transitions, rendered in slices of a few
// milliseconds) and the parts an answer does not change are memoised. Without that, an answer
// re-renders hundreds of components in one task on a phone.
// (bench/web/renders.mjs prints every commit of a page, with the components that started it.)
//
// How it is seen: React calls the DevTools hook after each commit with the committed tree; a
// component that rendered in the commit is a fiber React made anew with PerformedWork set. The
// commit is synchronous when it happens inside the microtask React queues for synchronous work
// (support/react-commits.ts).
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, see, settle } from './support/browser.js';
import { origins, PHONE_USER_AGENT, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { readCommits, recordCommits } from './support/react-commits.js';
import { signInFrom } from './support/sign-in.js';

// The demo teacher: a commission partner, so the financial pages open (the bench's member too).
const MEMBER = '09120000002';
/**
 * At most this many components re-rendered by one synchronous update: 39 at most now (a province
 * list's answer on /account), with room for the two lists of a type's form landing in the same one.
 */
const SYNC_BUDGET = 64;

const phone = viewports.find((viewport) => viewport.mobile)!;
const problems = new ProblemLog();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, phone, problems, { userAgent: PHONE_USER_AGENT });
  await context.addInitScript(recordCommits);
  page = await context.newPage();
  await signInFrom(page, origins(), { from: '/dashboard', mobile: MEMBER });
  await settle(page);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

const pages = [
  { pathname: '/dashboard', done: (p: Page) => p.getByRole('heading', { name: /^سلام .+، خوش آمدید$/ }) },
  { pathname: '/rewards', done: (p: Page) => p.locator('[data-testid="reward-card"] [data-kind]') },
  { pathname: '/scores', done: (p: Page) => p.getByRole('heading', { name: 'ریز کلروفیل‌ها' }) },
  { pathname: '/account', done: (p: Page) => p.getByRole('checkbox') },
  { pathname: '/financial/commission', done: (p: Page) => p.getByText('جمع کل') },
];

describe.each(pages)('a member opening $pathname on a phone', ({ pathname, done }) => {
  it(`re-renders at most ${SYNC_BUDGET} components in any one synchronous update`, async () => {
    await page.goto(`${origins().web}${pathname}`);
    await see(page, done(page), `${pathname} with the member's data`);
    await settle(page);
    const commits = await readCommits(page);
    // The hook saw the page being built (hydration or the first render), so it counts.
    expect(Math.max(...commits.map((commit) => commit.rendered))).toBeGreaterThan(SYNC_BUDGET);
    // An answer the route's loader had in the cache before the page rendered makes no update at all.
    const sync = commits.filter((commit) => commit.sync).map((commit) => commit.rendered);
    expect(Math.max(0, ...sync), `components per synchronous commit: ${sync.join(', ')}`).toBeLessThanOrEqual(
      SYNC_BUDGET,
    );
  });
});

it('saw no console error, failed request or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
