// `pnpm --filter @clorofil/bench renders [route …]`: what React renders while a page loads, commit by
// commit, on Lighthouse's phone with the CPU slowed 4×. For each commit: how many components
// rendered, the components that started it (rendered while their parent did not: a state or a
// store update, a context, a deferred value), the most rendered ones, and the task it ran in —
// `micro` is the microtask React flushes synchronous work in (every query or store answer: one
// task, however much it re-renders), `sched` the scheduler's task (hydration, transitions, deferred
// renders; sliced). Long tasks are listed too, and per commit the Suspense boundaries it hydrated and
// those still waiting to. Needs `pnpm build` first; PROFILE_DIST=DIR measures another build, e.g.
// an unminified one with readable component names (bench/README.md). e2e answer-renders.test.ts
// keeps the synchronous commits small.
import path from 'node:path';
import { launchChromium, openAsPhone } from './browser.mjs';
import { MEMBER, MEMBER_ROUTES } from './run.mjs';
import { startProduct } from './stack.mjs';

const repo = path.resolve(import.meta.dirname, '../..');
const rawDir = path.join(repo, 'bench/results/raw');
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : MEMBER_ROUTES;

/** Runs in the page before its scripts: times React's tasks and walks each committed tree. */
function recordRenders() {
  const tasks = [];
  const commits = [];
  window.__renders = { tasks, commits };
  let current = null;
  const timed = (kind, callback) =>
    function run(...args) {
      const outer = current;
      const task = { kind, start: performance.now(), duration: 0 };
      current = outer ?? task;
      try {
        return callback.apply(this, args);
      } finally {
        current = outer;
        task.duration = performance.now() - task.start;
        if (!outer) tasks.push(task);
      }
    };
  const onmessage = Object.getOwnPropertyDescriptor(MessagePort.prototype, 'onmessage');
  Object.defineProperty(MessagePort.prototype, 'onmessage', {
    configurable: true,
    get: onmessage.get,
    set(handler) {
      onmessage.set.call(this, typeof handler === 'function' ? timed('sched', handler) : handler);
    },
  });
  const queue = window.queueMicrotask.bind(window);
  window.queueMicrotask = (callback) => queue(timed('micro', callback));
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      tasks.push({ kind: 'long task', start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });

  const nameOf = (type) => {
    if (!type) return '?';
    if (typeof type === 'string') return type;
    return (
      type.displayName ||
      type.name ||
      (type.render && (type.render.displayName || type.render.name)) ||
      (type.type && nameOf(type.type)) ||
      '(anonymous)'
    );
  };
  // Function, class, forwardRef, memo and simple memo components.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  let before = new WeakSet();
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    isDisabled: false,
    checkDCE() {},
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const now = new WeakSet();
      const starters = new Map();
      const names = new Map();
      let rendered = 0;
      // Suspense boundaries the server rendered that React has not hydrated yet (a dehydrated
      // fragment), and those this commit hydrated.
      let waiting = 0;
      let hydrated = 0;
      const walk = (first, parentRendered) => {
        for (let fiber = first; fiber; fiber = fiber.sibling) {
          now.add(fiber);
          if (fiber.tag === 18) waiting++;
          if (fiber.tag === 13 && fiber.alternate?.memoizedState?.dehydrated && !fiber.memoizedState?.dehydrated)
            hydrated++;
          const component = COMPONENT_TAGS.has(fiber.tag);
          // A fiber React made anew in this commit and rendered (PerformedWork).
          const did = component && !before.has(fiber) && (fiber.flags & 1) === 1;
          if (did) {
            rendered++;
            const name = nameOf(fiber.type);
            names.set(name, (names.get(name) ?? 0) + 1);
            if (!parentRendered) starters.set(name, (starters.get(name) ?? 0) + 1);
          }
          walk(fiber.child, component ? did : parentRendered);
        }
      };
      walk(root.current.child, false);
      before = now;
      commits.push({
        at: performance.now(),
        task: current ? { kind: current.kind, start: current.start } : null,
        rendered,
        waiting,
        hydrated,
        starters: [...starters],
        most: [...names].sort((a, b) => b[1] - a[1]).slice(0, 6),
      });
    },
  };
}

const dist = process.env.PROFILE_DIST ? path.resolve(process.env.PROFILE_DIST) : path.join(repo, 'apps/web/dist');
const product = await startProduct({ target: repo, dist, logDir: rawDir });
const chromium = await launchChromium(rawDir);
try {
  for (const route of routes) {
    const { page } = await openAsPhone(chromium.browser, product.origins, route, {
      memberRoutes: MEMBER_ROUTES,
      member: MEMBER,
    });
    await page.evaluateOnNewDocument(recordRenders);
    await page.goto(`${product.origins.web}${route}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { tasks, commits } = await page.evaluate(() => window.__renders);
    const taskOf = (commit) =>
      tasks.find((task) => task.kind === commit.task?.kind && task.start === commit.task?.start);
    const list = (pairs) => pairs.map(([name, count]) => `${name}×${count}`).join(', ');
    console.log(
      `\n## ${route}: ${commits.length} commits, ${commits.reduce((sum, c) => sum + c.rendered, 0)} components rendered (4× CPU)`,
    );
    for (const commit of commits) {
      const task = taskOf(commit);
      const where = task ? `${task.kind} ${Math.round(task.duration)} ms` : 'outside React tasks';
      const boundaries =
        commit.hydrated || commit.waiting
          ? `  boundaries: ${commit.hydrated} hydrated, ${commit.waiting} still waiting`
          : '';
      console.log(
        `  ${String(Math.round(commit.at)).padStart(6)} ms  ${String(commit.rendered).padStart(4)} rendered  [${where}]${boundaries}  started by ${list(commit.starters)}  most: ${list(commit.most)}`,
      );
    }
    for (const task of tasks.filter((t) => t.kind === 'long task'))
      console.log(`  long task at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms`);
    await page.close();
  }
} finally {
  await chromium.close?.();
  await product.stop();
}
