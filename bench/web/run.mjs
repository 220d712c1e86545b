// The web part: build the product and the floors, serve them, then per route the JS and CSS bytes
// on the wire before/after the first contentful paint and Lighthouse's mobile preset (simulated
// throttling) `runs` times, median.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { median, runTimed } from '../lib/proc.mjs';
import { launchChromium, signIn, wireBytes } from './browser.mjs';
import { buildFloors, FLOORS, productEncodings } from './floors.mjs';
import { runReady } from './ready.mjs';
import { serveFloor, startProduct } from './stack.mjs';

export const PUBLIC_ROUTES = ['/', '/page/faq', '/page/about-us', '/games/lucky-wheel'];
export const MEMBER_ROUTES = ['/dashboard', '/rewards', '/scores', '/account', '/financial/commission'];
// The demo teacher: a commission partner, so /financial/commission opens too.
export const MEMBER = '09120000002';

export async function lighthouseRun(page, url, rawDir, name) {
  const result = await lighthouse(
    url,
    {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      maxWaitForLoad: 90_000,
      // The full-page screenshot is for the HTML report, which the bench does not write.
      disableFullPageScreenshot: true,
    },
    undefined,
    page,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  writeFileSync(path.join(rawDir, `${name}.json`), JSON.stringify(lhr));
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue ?? null;
  const landed = new URL(lhr.finalDisplayedUrl);
  return {
    performance: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
    accessibility:
      lhr.categories.accessibility.score === null ? null : Math.round(lhr.categories.accessibility.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    // All main-thread work of the load (script, style and layout, parsing…), as Lighthouse sums it.
    mainThread: audit('mainthread-work-breakdown'),
    landed: landed.pathname,
    // Lighthouse's own CPU yardstick for this run: low means a slow or busy machine.
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
  };
}

function summarise(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    runs,
  };
}

export const slug = (route) => route.replace(/^\//, '').replace(/[^a-z0-9]+/gi, '-') || 'home';

export async function runWeb({ target, runs, work, rawDir, log }) {
  const logDir = path.join(work, 'logs');
  const timings = {};
  log('web: building the product (turbo, as scripts/start.sh does)');
  timings.productBuild = await runTimed(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@clorofil/web...', '--output-logs=errors-only'],
    { cwd: target, log: path.join(logDir, 'web-build.log') },
  );
  const dist = path.join(target, 'apps/web/dist');
  const encodings = productEncodings(dist);
  log(`web: building the floors with the product's Vite (precompressed: ${JSON.stringify(encodings)})`);
  const floorsStarted = Date.now();
  const floors = await buildFloors({ target, outDir: path.join(work, 'floors'), encodings });
  timings.floorsBuild = (Date.now() - floorsStarted) / 1000;

  log('web: starting the product (dev.mjs --production, demo mode) and the floors');
  const product = await startProduct({ target, dist, logDir });
  const servedFloors = [];
  const chromium = await launchChromium(logDir).catch(async (error) => {
    await product.stop();
    throw error;
  });
  const rows = [];
  let ready;
  try {
    for (const floor of floors)
      servedFloors.push({ ...floor, ...(await serveFloor({ target, dist: floor.dist, logDir, id: floor.id })) });

    const pages = [
      ...servedFloors.map((floor) => ({
        id: floor.id,
        label: floor.name,
        url: `${floor.origin}/`,
        path: '/',
        kind: 'floor',
      })),
      ...PUBLIC_ROUTES.map((route) => ({
        id: `public${slug(route)}`,
        label: route,
        url: `${product.origins.web}${route}`,
        path: route,
        kind: 'public',
      })),
      ...MEMBER_ROUTES.map((route) => ({
        id: `member-${slug(route)}`,
        label: `${route} (signed in)`,
        url: `${product.origins.web}${route}`,
        path: route,
        kind: 'member',
      })),
    ];

    // --pages: only the named pages (a floor is named `floors`; the rows under real throttling, `ready`).
    const only = process.env.BENCH_PAGES?.split(',').map((name) => name.trim());
    const wanted = (entry) => !only || only.includes(entry.kind === 'floor' ? 'floors' : entry.path);
    let member;
    for (const entry of pages.filter(wanted)) {
      const started = Date.now();
      let page;
      let context;
      if (entry.kind === 'member') {
        member ??= await signIn(chromium.browser, product.origins, MEMBER, MEMBER_ROUTES[0]);
        page = member.page;
      } else {
        context = await chromium.browser.createBrowserContext();
        page = await context.newPage();
      }
      try {
        const lhRuns = [];
        for (let i = 0; i < runs; i += 1) {
          // A loaded machine now and then loses the trace's navigation start (NO_NAVSTART):
          // such a run measured nothing, so it is run again (at most twice), in a fresh tab
          // where the page allows one.
          for (let attempt = 1; ; attempt += 1) {
            try {
              if (entry.kind !== 'member' && attempt > 1) {
                await page.close().catch(() => undefined);
                page = await context.newPage();
              }
              const run = await lighthouseRun(page, entry.url, rawDir, `${entry.id}-${i + 1}`);
              if (run.landed !== entry.path) throw new Error(`Lighthouse on ${entry.url} ended on ${run.landed}`);
              lhRuns.push({ ...run, attempts: attempt });
              break;
            } catch (error) {
              if (attempt >= 3 || !/^Lighthouse: /.test(error.message)) throw error;
              log(`web: ${entry.label} run ${i + 1}: ${error.message.slice(0, 60)}…; again`);
            }
          }
        }
        // After Lighthouse: a Lighthouse run right after this measurement in the same tab lost
        // its trace's navigation start (NO_NAVSTART) more often than not.
        const bytes = await wireBytes(page, entry.url, { expectPath: entry.path });
        rows.push({ ...entry, bytes, lighthouse: summarise(lhRuns) });
        log(
          `web: ${entry.label.padEnd(30)} JS ${(bytes.jsBefore / 1024).toFixed(0)}+${(bytes.jsAfter / 1024).toFixed(0)} KB, ` +
            `perf ${rows.at(-1).lighthouse.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
        );
      } catch (error) {
        rows.push({ ...entry, error: String(error.message ?? error) });
        log(`web: ${entry.label} FAILED: ${error.message ?? error}`);
      } finally {
        await context?.close().catch(() => undefined);
      }
    }
    await member?.context.close().catch(() => undefined);

    if (!only || only.includes('ready')) {
      const floor = servedFloors.find((entry) => entry.id === 'floor-chakra');
      const started = Date.now();
      log('web: ready under real throttling (Chakra floor, menu tap on /, /dashboard, /rewards)');
      try {
        ready = await runReady({
          browser: chromium.browser,
          floorOrigin: floor.origin,
          origins: product.origins,
          member: MEMBER,
          runs,
          log,
        });
        log(`web: ready rows done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      } catch (error) {
        ready = { error: String(error.message ?? error) };
        log(`web: ready rows FAILED: ${ready.error}`);
      }
    }
  } finally {
    await chromium.close();
    for (const floor of servedFloors) await floor.stop();
    await product.stop();
  }
  mkdirSync(rawDir, { recursive: true });
  return { timings, encodings, vite: floors[0]?.vite, floors: FLOORS.map((f) => f.id), rows, ready };
}
