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
//
// And a server-rendered page is hydrated in slices, not in one long task (TBT).
// Hydrated at React's default priority, the providers, the router and the layout's frame above
// the Suspense boundaries would be one task of ~100–170 ms on a phone (4× CPU): a first render at
// that priority is never sliced. boot.tsx hydrates as a transition, which React renders in slices of
// ~5 ms and yields between them.
//
// How it is seen (support/react-commits.ts): React's scheduler runs its work in tasks it posts to
// itself on a MessageChannel. Every channel's deliveries are counted; the channel that was
// delivering when React committed for the first time (the DevTools hook is called after each
// commit) is the scheduler's, and nothing else schedules React work before the page is hydrated.
// Hydrated in one task, that first commit comes in the scheduler's first delivery; in slices,
// after several.
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
    const sync = commits.filter((commit) => commit.sync).map((commit) => commit.rendered);
    expect(sync.length, 'answers arrived as synchronous updates').toBeGreaterThan(0);
    expect(Math.max(...sync), `components per synchronous commit: ${sync.join(', ')}`).toBeLessThanOrEqual(SYNC_BUDGET);
  });
});

/** The scheduler tasks React took up to its first commit of `pathname`, a server-rendered page. */
async function tasksToFirstCommit(pathname: string): Promise<number> {
  await page.goto(`${origins().web}${pathname}`);
  const rendered = await page.evaluate(() => document.getElementById('clorofil-server-state') !== null);
  expect(rendered, `${pathname} arrived rendered by the server`).toBe(true);
  await page.waitForFunction(() => (window as unknown as { __commits: unknown[] }).__commits.length > 0);
  await settle(page);
  const [first] = await readCommits(page);
  return first!.schedulerTasks;
}

/** Runs `work` with the page's CPU slowed like Lighthouse's phone: a ~5 ms slice is then far
 * shorter than the frame's render, on any machine. */
async function onSlowPhone<T>(work: () => Promise<T>): Promise<T> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    return await work();
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

describe('a server-rendered page on a phone', () => {
  it('is hydrated over several of the scheduler tasks, not in one (/)', async () => {
    const tasks = await onSlowPhone(() => tasksToFirstCommit('/'));
    expect(tasks, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
  });

  it('is hydrated over several of the scheduler tasks for a member too (/rewards)', async () => {
    const tasks = await onSlowPhone(() => tasksToFirstCommit('/rewards'));
    expect(tasks, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
    await see(page, page.locator('[data-testid="reward-card"] [data-kind]').first(), "the member's rewards");
  });
});

it('saw no console error, failed request or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
