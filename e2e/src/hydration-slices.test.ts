// A server-rendered page is hydrated in slices, not in one long task (issue 14, TBT). Hydrated at
// React's default priority, the providers, the router and the layout's frame above the Suspense
// boundaries were one task of ~100–170 ms on a phone (4× CPU): a first render at that priority is
// never sliced. boot.tsx hydrates as a transition, which React renders in slices of ~5 ms and
// yields between them.
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

const MEMBER = '09120000001';

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
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
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
  it('is hydrated over several of the scheduler tasks, not in one (a visitor on /)', async () => {
    const tasks = await onSlowPhone(() => tasksToFirstCommit('/'));
    expect(tasks, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
  });

  it('is hydrated over several of the scheduler tasks for a member too (/rewards)', async () => {
    await signInFrom(page, origins(), { from: '/dashboard', mobile: MEMBER });
    await settle(page);
    const tasks = await onSlowPhone(() => tasksToFirstCommit('/rewards'));
    expect(tasks, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
    await see(page, page.locator('[data-testid="reward-card"] [data-kind]').first(), "the member's rewards");
  });
});

it('saw no console error, failed request or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
