// A server-rendered page is hydrated in slices, not in one long task (issue 14, TBT). Hydrated at
// React's default priority, the providers, the router and the layout's frame above the Suspense
// boundaries were one task of ~100–170 ms on a phone (4× CPU): a first render at that priority is
// never sliced. boot.tsx hydrates as a transition, which React renders in slices of ~5 ms and
// yields between them.
//
// How it is seen: React's scheduler runs its work in tasks it posts to itself on a MessageChannel.
// Every channel's deliveries are counted; the channel that was delivering when React committed for
// the first time (the DevTools hook is called after each commit) is the scheduler's, and nothing
// else schedules React work before the page is hydrated. Hydrated in one task, that first commit
// comes in the scheduler's first delivery; in slices, after several.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openContext, see, settle } from './support/browser.js';
import { origins, PHONE_USER_AGENT, viewports } from './support/origins.js';
import { ProblemLog } from './support/problems.js';
import { signInFrom } from './support/sign-in.js';

const MEMBER = '09120000001';

/** The scheduler's deliveries up to and including the one React first committed in (0: outside any). */
type FirstCommit = { deliveries: number } | null;

/** Installed before the app's scripts. */
function recordFirstCommit(): void {
  const state = { first: null as FirstCommit };
  (window as unknown as { __firstCommit: typeof state }).__firstCommit = state;
  const counts: number[] = [];
  let delivering: number | null = null;
  const setter = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!;
  const Native = window.MessageChannel;
  window.MessageChannel = class extends Native {
    constructor() {
      super();
      const port = this.port1;
      const id = counts.push(0) - 1;
      let handler: ((event: MessageEvent) => unknown) | null = null;
      Object.defineProperty(port, 'onmessage', {
        configurable: true,
        get: () => handler,
        set(value: ((event: MessageEvent) => unknown) | null) {
          handler = value;
          setter.call(
            port,
            value &&
              ((event: MessageEvent) => {
                counts[id]! += 1;
                delivering = id;
                try {
                  return value.call(port, event);
                } finally {
                  delivering = null;
                }
              }),
          );
        },
      });
    }
  };
  (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject() {
      return 1;
    },
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot() {
      if (state.first) return;
      state.first = { deliveries: delivering === null ? 0 : counts[delivering]! };
    },
  };
}

const phone = viewports.find((viewport) => viewport.mobile)!;
const problems = new ProblemLog();
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await openContext(browser, phone, problems, { userAgent: PHONE_USER_AGENT });
  await context.addInitScript(recordFirstCommit);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

async function firstCommit(pathname: string): Promise<FirstCommit> {
  await page.goto(`${origins().web}${pathname}`);
  const rendered = await page.evaluate(() => document.getElementById('clorofil-server-state') !== null);
  expect(rendered, `${pathname} arrived rendered by the server`).toBe(true);
  await page.waitForFunction(
    () => (window as unknown as { __firstCommit: { first: FirstCommit } }).__firstCommit.first,
  );
  await settle(page);
  return page.evaluate(() => (window as unknown as { __firstCommit: { first: FirstCommit } }).__firstCommit.first);
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
    const first = await onSlowPhone(() => firstCommit('/'));
    expect(first!.deliveries, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
  });

  it('is hydrated over several of the scheduler tasks for a member too (/rewards)', async () => {
    await signInFrom(page, origins(), { from: '/dashboard', mobile: MEMBER });
    await settle(page);
    const first = await onSlowPhone(() => firstCommit('/rewards'));
    expect(first!.deliveries, 'scheduler tasks up to the first commit').toBeGreaterThan(1);
    await see(page, page.locator('[data-testid="reward-card"] [data-kind]').first(), "the member's rewards");
  });
});

it('saw no console error, failed request or page error', () => {
  expect(problems.problems, `problems seen:\n${problems.describe()}`).toEqual([]);
});
