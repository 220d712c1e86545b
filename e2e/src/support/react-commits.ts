// What React committed while a page loaded, seen from inside the page (what TBT counts): a stand-in
// for React's DevTools hook, which React calls after each commit with the committed tree.
import type { Page } from 'playwright-core';

export type Commit = {
  /** Components that rendered in the commit: fibers React made anew with PerformedWork set. */
  rendered: number;
  /** Inside the microtask React queues for synchronous work (an answer's or a store's update). */
  sync: boolean;
  /**
   * How many times the MessageChannel that was delivering when React committed had delivered by
   * then (0: outside any). React's scheduler runs its work in tasks it posts to itself on such a
   * channel, so for the first commit of a page this counts the scheduler tasks it took.
   */
  schedulerTasks: number;
};

/**
 * Installed before the app's scripts (`context.addInitScript(recordCommits)`); self-contained, as
 * the browser runs it from its source. Read the commits with `readCommits`.
 */
export function recordCommits(): void {
  const commits: Commit[] = [];
  (window as unknown as { __commits: Commit[] }).__commits = commits;
  let inMicrotask = 0;
  const queue = window.queueMicrotask.bind(window);
  window.queueMicrotask = (callback) =>
    queue(() => {
      inMicrotask += 1;
      try {
        callback();
      } finally {
        inMicrotask -= 1;
      }
    });
  // Every channel's deliveries counted, and which one is delivering right now.
  const deliveries: number[] = [];
  let delivering: number | null = null;
  const setOnMessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage')!.set!;
  window.MessageChannel = class extends window.MessageChannel {
    constructor() {
      super();
      const port = this.port1;
      const id = deliveries.push(0) - 1;
      let handler: ((event: MessageEvent) => unknown) | null = null;
      Object.defineProperty(port, 'onmessage', {
        configurable: true,
        get: () => handler,
        set(value: ((event: MessageEvent) => unknown) | null) {
          handler = value;
          setOnMessage.call(
            port,
            value &&
              ((event: MessageEvent) => {
                deliveries[id]! += 1;
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
  type Fiber = { tag: number; flags: number; child: Fiber | null; sibling: Fiber | null };
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  let before = new WeakSet<Fiber>();
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
    onCommitFiberRoot(_id: number, root: { current: Fiber }) {
      const now = new WeakSet<Fiber>();
      let rendered = 0;
      const walk = (first: Fiber | null) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          now.add(fiber);
          if (COMPONENT_TAGS.has(fiber.tag) && !before.has(fiber) && (fiber.flags & PERFORMED_WORK) !== 0) rendered++;
          walk(fiber.child);
        }
      };
      walk(root.current.child);
      before = now;
      commits.push({
        rendered,
        sync: inMicrotask > 0,
        schedulerTasks: delivering === null ? 0 : deliveries[delivering]!,
      });
    },
  };
}

/** The commits recorded since the page's document started. */
export function readCommits(page: Page): Promise<Commit[]> {
  return page.evaluate(() => (window as unknown as { __commits: Commit[] }).__commits);
}
