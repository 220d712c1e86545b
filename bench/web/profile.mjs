// `pnpm --filter @clorofil/bench profile [route …]`: where a page's main thread goes while it loads, for a
// missed Lighthouse target (TBT). Starts the built product as the bench does, loads each route in
// Chromium with the CPU slowed 4× (Lighthouse's mobile factor), records a CPU profile and the long
// tasks until the page has been quiet for 2 s, and prints the long tasks and the functions with the
// most self time (by script). Needs `pnpm build` first. Raw profiles: bench/results/raw/profile-*.cpuprofile.
// PROFILE_DIST=DIR profiles another build of the web app, e.g. one without minification, whose
// functions keep their names (bench/README.md, “Where a page's time goes”).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, openAsPhone } from './browser.mjs';
import { MEMBER, MEMBER_ROUTES } from './run.mjs';
import { startProduct } from './stack.mjs';

const here = import.meta.dirname;
const repo = path.resolve(here, '../..');
const rawDir = path.join(repo, 'bench/results/raw');
mkdirSync(rawDir, { recursive: true });
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/', '/page/faq', '/games/lucky-wheel'];

// PROFILE_CPU=1 records at full speed, as Lighthouse's mobile preset does before its model (Lantern)
// multiplies every task by 4: the tasks listed are then those over 12.5 ms, the ones Lantern makes
// long, and the blocking time printed is theirs after that multiplication.
const cpuRate = Number(process.env.PROFILE_CPU ?? 4);
const slowdown = 4 / cpuRate;
const longMs = 50 / slowdown;
const dist = process.env.PROFILE_DIST ? path.resolve(process.env.PROFILE_DIST) : path.join(repo, 'apps/web/dist');
const product = await startProduct({ target: repo, dist, logDir: rawDir });
const chromium = await launchChromium(rawDir);
try {
  for (const route of routes) {
    // A member's page is profiled signed in, as the bench measures it.
    const { page, cdp } = await openAsPhone(chromium.browser, product.origins, route, {
      memberRoutes: MEMBER_ROUTES,
      member: MEMBER,
      cpuRate,
    });
    await page.evaluateOnNewDocument(() => {
      const tasks = [];
      window.__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const script = entry.attribution?.[0];
          tasks.push({
            start: Math.round(entry.startTime),
            duration: Math.round(entry.duration),
            by: script?.containerSrc || script?.name || '',
          });
        }
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.tracing.start({
      categories: ['devtools.timeline', 'v8', 'blink', 'disabled-by-default-devtools.timeline'],
    });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${product.origins.web}${route}`, { waitUntil: 'networkidle0', timeout: 120_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const { profile } = await cdp.send('Profiler.stop');
    const trace = JSON.parse(Buffer.from(await page.tracing.stop()).toString('utf8'));
    // Main-thread work by kind (style recalculation, layout, script evaluation, parsing…): the
    // complete events of the renderer's main thread, summed by name (nested ones overlap).
    const events = trace.traceEvents ?? trace;
    const mains = new Set(
      events
        .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
        .map((event) => `${event.pid}:${event.tid}`),
    );
    // Main-thread work by thread, to find the page's below.
    const perThread = new Map();
    for (const event of events) {
      const thread = `${event.pid}:${event.tid}`;
      if (event.ph !== 'X' || !event.dur || !mains.has(thread)) continue;
      const kinds = perThread.get(thread) ?? new Map();
      kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
      perThread.set(thread, kinds);
    }
    // The page's renderer: the main thread that painted its first content. (Not simply the busiest:
    // Chromium's own WebUI pages run renderers too, bench/web/browser.mjs.)
    const painter = events.find(
      (event) => event.name === 'firstContentfulPaint' && mains.has(`${event.pid}:${event.tid}`),
    );
    const pageThread = painter
      ? [`${painter.pid}:${painter.tid}`, perThread.get(`${painter.pid}:${painter.tid}`) ?? new Map()]
      : [...perThread.entries()].sort((a, b) => (b[1].get('RunTask') ?? 0) - (a[1].get('RunTask') ?? 0))[0];
    const kinds = pageThread?.[1] ?? new Map();
    // Each long task (a RunTask over 50 ms) with the biggest events inside it.
    const onMain = events.filter((e) => e.ph === 'X' && e.dur && `${e.pid}:${e.tid}` === pageThread?.[0]);
    const origin = Math.min(...onMain.map((e) => e.ts));
    // The CPU profile's samples on the trace's clock (both count microseconds of the same
    // monotonic clock), to say which functions a long task ran.
    const sampleTimes = [];
    {
      let at = profile.startTime;
      for (const delta of profile.timeDeltas) sampleTimes.push((at += delta));
    }
    const profileNodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const functionsIn = (start, end) => {
      const ms = new Map();
      profile.samples.forEach((id, index) => {
        const at = sampleTimes[index];
        if (at < start || at > end) return;
        const frame = profileNodes.get(id).callFrame;
        if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
        const script = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '') : '';
        const key = `${frame.functionName || '(anonymous)'}${script ? ` ${script}:${frame.lineNumber + 1}` : ''}`;
        ms.set(key, (ms.get(key) ?? 0) + (profile.timeDeltas[index + 1] ?? 0) / 1000);
      });
      return [...ms]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 5)
        .map(([key, value]) => `${key} ${Math.round(value)}`);
    };
    const taskLines = onMain
      .filter((e) => e.name === 'RunTask' && e.dur > longMs * 1000)
      .map((task) => {
        const inside = onMain
          .filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > task.dur * 0.08)
          .filter((e) => !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name))
          .sort((a, b) => b.dur - a.dur)
          .slice(0, 6)
          .map((e) => {
            const what = e.args?.data?.url ?? e.args?.data?.functionName ?? e.args?.data?.stackTrace?.[0]?.url ?? '';
            return `${e.name} ${Math.round(e.dur / 1000)}${what ? ` ${String(what).replace(/^https?:\/\/[^/]+/, '')}` : ''}`;
          });
        const functions = functionsIn(task.ts, task.ts + task.dur);
        return `  task at +${Math.round((task.ts - origin) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${inside.join(' | ')}${
          functions.length > 0 ? `\n      functions (self ms): ${functions.join(' | ')}` : ''
        }`;
      });
    const tasks = await page.evaluate(() => window.__longTasks);
    const paint = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0);
    const file = path.join(rawDir, `profile-${route.replace(/\W+/g, '_') || 'home'}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));

    // Self time per function (samples × interval), summed by function name and script.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const self = new Map();
    const deltas = profile.timeDeltas;
    profile.samples.forEach((id, index) => {
      const node = byId.get(id);
      const frame = node.callFrame;
      const script = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : '';
      const key = `${frame.functionName || '(anonymous)'}  ${script}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
      self.set(key, (self.get(key) ?? 0) + (deltas[index + 1] ?? 0) / 1000);
    });
    const byScript = new Map();
    for (const [key, ms] of self) {
      const script = key.split('  ')[1]?.replace(/:\d+$/, '') || '(native)';
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const blocking = tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    // Lantern's view of a full-speed recording: every task of the main thread after the first paint × 4.
    // Also how much of those tasks' time the main thread was on a CPU (a trace event's `tdur` is
    // thread time): on a 2-core machine shared with the browser's other processes, the product's
    // servers and the measuring tools, a task also lasts while its thread waits for a core. The
    // blocking time is printed both ways; Lantern multiplies the wall time.
    const fcpEvents = events
      .filter((e) => e.name === 'firstContentfulPaint' && `${e.pid}:${e.tid}` === pageThread?.[0])
      .map((e) => e.ts);
    const paintAt = fcpEvents.length > 0 ? Math.max(...fcpEvents) : origin;
    const afterPaint = onMain.filter((e) => e.name === 'RunTask' && e.ts >= paintAt);
    const msOf = (key) => afterPaint.reduce((sum, e) => sum + (e[key] ?? 0), 0) / 1000;
    const blockingBy = (key) =>
      afterPaint.reduce((sum, e) => sum + Math.max(0, ((e[key] ?? 0) / 1000) * slowdown - 50), 0);
    const lantern = blockingBy('dur');
    const onCpu =
      `after the paint: ${afterPaint.length} tasks, ${Math.round(msOf('dur'))} ms wall, ${Math.round(msOf('tdur'))} ms ` +
      `on a CPU; blocking ×${slowdown} by wall ${Math.round(lantern)} ms, by CPU time ${Math.round(blockingBy('tdur'))} ms`;
    console.log(
      `\n## ${route}: FCP ${Math.round(paint)} ms, ${tasks.length} long tasks, ${blocking} ms over 50 ms (${4 / slowdown}× CPU), profile ${Math.round(total)} ms${
        slowdown === 1 ? '' : `; tasks after the paint ×${slowdown}: ${Math.round(lantern)} ms over 50 ms`
      }`,
    );
    console.log(`  ${onCpu}`);
    for (const task of tasks) console.log(`  long task at ${task.start} ms: ${task.duration} ms ${task.by}`);
    console.log('  long tasks in the trace (biggest events inside, ms):');
    for (const line of taskLines) console.log(line);
    console.log('  main thread by trace event (ms, nested events overlap):');
    for (const [name, ms] of [...kinds].sort((a, b) => b[1] - a[1]).slice(0, 18))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${name}`);
    console.log('  by script:');
    for (const [script, ms] of [...byScript].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${script}`);
    console.log('  by function (self):');
    for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 25))
      console.log(`    ${ms.toFixed(0).padStart(6)} ms  ${key}`);
    await page.close();
  }
} finally {
  await chromium.close?.();
  await product.stop();
}
