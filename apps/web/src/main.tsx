import '@clorofil/ui-rtl/fonts';
import './app-shell.css';
// Chakra's layer order, reset, global styles and token variables, as the system makes them
// (chakra-global.test.ts): linked from the page, so Emotion neither builds nor writes them at start.
import './chakra-global.css';
// The home carousel's row (packages/content). Linked from every page with the rest of the styles:
// the server renders the home page with the carousel in it, and in the home page's own chunk this
// arrived only once the scripts ran — until then the rewards lay one under another, a page 15,000 px
// tall that shrank to 1,700 px under a visitor scrolling it (e2e prerender).
import 'keen-slider/keen-slider.min.css';
import { loadRuntimeConfig } from './config/runtime-config';
import { startPageReads } from './early-reads';
import { SERVER_STATE_ID } from './hydration/server-state';
import { nextTask } from './start-stages/next-task';
import { runStages } from './start-stages/run-stages';
import { readStartupFiles } from './start-stages/startup-files';

const container = document.getElementById('root')!;

/** Starts the downloads of every file of the start-up at once (see listStartupFiles in vite.config.ts). */
function preloadStartupFiles(): void {
  const fragment = document.createDocumentFragment();
  for (const href of readStartupFiles(document)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    fragment.append(link);
  }
  document.head.append(fragment);
}

/**
 * The application code, evaluated in several tasks instead of one (start-stages/run-stages.ts):
 * Chakra's recipes, then the Chakra system (itself built in eight steps, start-stages/system.ts),
 * then the libraries (React, the router, Emotion), then everything else. Every file of the stages
 * is being downloaded already (preloadStartupFiles), so the stages only order the evaluation:
 * nothing waits for a download that could have started earlier.
 */
async function loadApp() {
  preloadStartupFiles();
  // In a task of its own: with the first stage it was one task of 40–130 ms at 4x CPU
  // (bench/web/profile.mjs). No Intl call is made at start: the first in a page loads ICU's data
  // (100–300 ms at 4x CPU, once), and the one Chakra's LocaleProvider made for the direction is
  // answered without it (patches/@zag-js__i18n-utils@1.43.3.patch).
  await nextTask();
  return runStages(
    {
      chakraConfig: () => import('./start-stages/chakra-config'),
      system: () => import('./start-stages/system'),
      libraries: () => import('./start-stages/libraries'),
      app: () => import('./boot'),
    },
    nextTask,
  );
}

/**
 * Resolves once the page has painted its first text (the browser's first contentful paint): the
 * server's page, or index.html's loading line. Until then no script of the app's is asked for, so
 * ~250 KB of script never competes with that paint for a phone's slow connection or main thread
 * (a member's page painted its loading line after the scripts had arrived in 6 of 10 runs, and
 * Lighthouse then counts every one of them into the first paint: FCP ~1.9 s instead of ~1.0 s,
 * bench/results/fcp-after.md). A browser that reports no paint timing, or a tab loaded in the
 * background, goes on after a second at most.
 */
function afterFirstContentfulPaint(): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | undefined;
    const go = () => {
      observer?.disconnect();
      clearTimeout(timer);
      // After the frame that painted, not inside it.
      setTimeout(resolve, 0);
    };
    const timer = setTimeout(go, 1000);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntriesByName('first-contentful-paint').length > 0) go();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      go();
    }
  });
}

const painted = afterFirstContentfulPaint();
const serverRendered = document.getElementById(SERVER_STATE_ID) !== null;

// The entry chunk holds only this: /config.json and the application code download side by side
// instead of one after the other. A server-rendered page came with its data and asks for the
// configuration after its paint too. A member's page asks for it at once and starts its API reads
// as soon as it says where the API is (early-reads.ts), not after the code has arrived: they are
// fetches, not scripts, and nothing is painted from them before the code is in.
Promise.all([
  (serverRendered ? painted : Promise.resolve())
    .then(() => loadRuntimeConfig())
    .then((config) => {
      startPageReads(config);
      return config;
    }),
  painted.then(loadApp),
])
  .then(async ([config, { boot }]) => {
    await boot(container, config);
    // After the first render, in a chunk of its own and never awaited: measuring cannot delay the page.
    void import('./vitals/start-vitals').then(
      (vitals) => vitals.startVitals(config),
      () => undefined,
    );
  })
  .catch((error: unknown) => {
    console.error(error);
    // A page the server rendered stays readable as it is. Otherwise nothing works without
    // configuration (or code); say so plainly instead of a blank page.
    if (container.hasChildNodes()) return;
    container.textContent = 'بارگذاری باشگاه ممکن نشد. لطفاً چند لحظه بعد صفحه را دوباره بارگذاری کنید.';
  });
