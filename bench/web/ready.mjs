// Ready under real throttling: when a phone on a slow network first shows, or first answers, what
// a person came for, measured in Chromium with its own throttling (not Lighthouse's simulation,
// which models when things are painted but not how long the page ignores a finger). Each run is
// a cold load (new browser context, HTTP and memory cache cleared and disabled) of
//   - the Chakra provider floor, until its heading is painted (the yardstick of the other rows);
//   - `/` as a visitor, tapping the header's menu button every 100 ms from the first contentful
//     paint on, until a tap opens the menu drawer;
//   - `/dashboard` and `/rewards` signed in (in the tab that signed in: the session lives in its
//     sessionStorage), until the balance, and the first reward's title and picture, are painted.
//   - `/` again as a visitor who does not tap, for its largest contentful paint (a tap ends the
//     browser's search for the largest paint, so the tapping load cannot give it);
// and the largest contentful paint of every load, as the browser reports it under this
// throttling, beside Lighthouse's simulated one.
// The five are measured in turn within each run, so a machine that slows down weighs on all alike.
// Times are from navigation start, read in the page: paints from the Paint Timing and Element
// Timing APIs (the marked elements get an `elementtiming` attribute before they are painted), a
// tap's time from its event's timestamp (when it was sent, however long the page takes to handle
// it).
import { median } from '../lib/proc.mjs';
import { signIn } from './browser.mjs';

// Lighthouse's slow-4G figures, applied by Chromium to every request as they are (Lighthouse's own
// devtools throttling multiplies the latency by 3.75 to stand for connection set-up).
const READY_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const READY_CPU = 4;
// A 390 px phone; 2 device pixels per CSS pixel rather than a phone's 3, since rasterising runs on
// this machine's real cores, beside the throttled main thread.
const READY_VIEWPORT = { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
// The server picks the phone or desktop markup by the client hint, else the user agent.
const PHONE_UA = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
  userAgentMetadata: {
    brands: [{ brand: 'Chromium', version: '136' }],
    fullVersion: '136.0.0.0',
    platform: 'Android',
    platformVersion: '11',
    architecture: '',
    model: 'moto g power (2022)',
    mobile: true,
  },
};

// The menu button by its accessible name, as the e2e suite finds it.
const MENU_BUTTON = 'header button[aria-label="باز کردن منو"]';
const TAP_EVERY_MS = 100;
const TIMEOUT_MS = 90_000;

/**
 * What each load waits for: an element timing identifier per marker, and the selector whose first
 * match gets it (`all`: every match and everything inside, the earliest paint counting).
 */
const MARKERS = {
  floor: [{ id: 'floor-heading', selector: 'h1' }],
  menu: [{ id: 'menu-dialog', selector: 'dialog', all: true }],
  // The visitor who does not tap waits for nothing but the page's own loading.
  visit: [],
  dashboard: [{ id: 'balance', selector: '[data-testid="balance"]' }],
  // The title is the card's first paragraph: the card has no test id of its own for it.
  rewards: [
    { id: 'reward-title', selector: '[data-testid="reward-card"] p' },
    // Optional: a picture that never paints leaves the row at its title.
    { id: 'reward-image', selector: '[data-testid="reward-card"] img', optional: true },
  ],
};

/**
 * Runs in every document of the measured tab before its own scripts: marks the elements to time
 * as they are inserted (a mutation observer's callback runs before the next paint), and records
 * paints, element paints, clicks and the menu opening in `window.__benchReady`. Tells the bench
 * through the `__benchReadyReport` binding when something arrived, so it never has to ask a busy
 * main thread.
 */
function recorder(markers, menuButton) {
  if (!/^https?:$/.test(location.protocol)) return;
  const state = {
    paint: {},
    element: {},
    elementKind: {},
    inserted: {},
    lcp: null,
    drawer: null,
    clicks: [],
    opened: null,
    timeOrigin: performance.timeOrigin,
  };
  Object.defineProperty(window, '__benchReady', { value: state });
  const report = (what) => {
    try {
      window.__benchReadyReport?.(what);
    } catch {
      // The binding is missing in a tab the bench does not watch.
    }
  };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.paint[entry.name] ??= entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      // A cross-origin picture without Timing-Allow-Origin may have no render time: its load time then.
      const time = entry.renderTime || entry.loadTime;
      const id = entry.identifier;
      if (!(id in state.element) || time < state.element[id]) {
        state.element[id] = time;
        state.elementKind[id] = entry.renderTime ? 'render' : 'load';
      }
      report(id);
    }
  }).observe({ type: 'element', buffered: true });
  // The browser's latest candidate is the page's largest contentful paint so far.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const element = entry.element;
      const testId = element?.closest?.('[data-testid]')?.getAttribute('data-testid');
      state.lcp = {
        time: entry.startTime,
        size: entry.size,
        element: element ? `${element.tagName.toLowerCase()}${testId ? ` in [data-testid="${testId}"]` : ''}` : null,
        url: entry.url || null,
      };
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const tagged = new Set();
  const tag = () => {
    for (const marker of markers) {
      if (marker.all) {
        for (const element of document.querySelectorAll(`${marker.selector}, ${marker.selector} *`))
          if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', marker.id);
      } else if (!tagged.has(marker.id)) {
        const element = document.querySelector(marker.selector);
        if (element) {
          element.setAttribute('elementtiming', marker.id);
          tagged.add(marker.id);
        }
      }
      // When it reached the document: a paint much later points at the main thread, styles or fonts.
      if (!(marker.id in state.inserted) && document.querySelector(marker.selector))
        state.inserted[marker.id] = performance.now();
    }
    const button = document.querySelector(menuButton);
    // Open as the app says (aria-expanded), or as the browser says: the button's invoker command
    // opens the menu's <dialog> before the app has started.
    const menu = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (!state.opened && (button?.getAttribute('aria-expanded') === 'true' || menu?.open === true)) {
      // The click being handled now (or the last one handled) is the one that opened the menu.
      state.opened = { at: performance.now(), click: state.clicks.length - 1 };
      report('opened');
    }
  };
  new MutationObserver(tag).observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['aria-expanded', 'open'],
  });
  // The menu slides in from the side (a CSS animation the compositor runs): its first frame has it
  // off screen, so the Element Timing API reports its text only when something else paints it
  // again (a font arriving, the app re-rendering it). It is in front of the person when its
  // opening animations end: from their start, when a frame began them (an animation event's time
  // is when the frame queued it, however late a busy page handles it), plus their computed length.
  addEventListener(
    'animationstart',
    (event) => {
      const dialog = event.target;
      if (!(dialog instanceof HTMLDialogElement) || !dialog.open || state.drawer) return;
      const style = getComputedStyle(dialog);
      const toMs = (list) =>
        list.split(',').map((value) => parseFloat(value) * (value.trim().endsWith('ms') ? 1 : 1000));
      const delays = toMs(style.animationDelay);
      const length = Math.max(...toMs(style.animationDuration).map((duration, i) => duration + (delays[i] ?? 0)));
      state.drawer = { started: event.timeStamp, inPlace: event.timeStamp + length };
      report('drawer');
    },
    { capture: true },
  );
  addEventListener(
    'click',
    (event) => {
      state.clicks.push({
        time: event.timeStamp,
        handled: performance.now(),
        onButton: Boolean(event.target?.closest?.(menuButton)),
      });
    },
    { capture: true },
  );
}

/** Sets the tab up as the phone of every row: its size, user agent, throttling and an empty cache. */
async function asThrottledPhone(page, markers) {
  const cdp = await page.createCDPSession();
  const reports = new EventTarget();
  cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
    if (name === '__benchReadyReport') reports.dispatchEvent(new Event(payload));
  });
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  cdp.on('Page.lifecycleEvent', ({ name, frameId }) => {
    if (frameId === mainFrame && name === 'firstContentfulPaint') reports.dispatchEvent(new Event('lifecycle-fcp'));
  });
  // Every request of the load, to see that a disabled cache fetches nothing twice (a preload and
  // its use are one request; a CORS preflight is one of its own, with its method).
  const requested = [];
  cdp.on('Network.requestWillBeSent', ({ request }) => {
    if (/^https?:/.test(request.url)) requested.push(`${request.method} ${request.url}`);
  });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: '__benchReadyReport' });
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await cdp.send('Network.enable');
  await page.setUserAgent(PHONE_UA);
  await page.setViewport(READY_VIEWPORT);
  const { identifier } = await page.evaluateOnNewDocument(recorder, markers, MENU_BUTTON);
  await cdp.send('Network.clearBrowserCache');
  // Disabling the cache also empties the renderer's memory cache, which outlives a navigation.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', READY_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: READY_CPU });
  const next = (what, timeoutMs = TIMEOUT_MS) => {
    const arrived = new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        reports.removeEventListener(what, done);
        reject(new Error(`${page.url()}: no ${what} within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      timer.unref();
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      reports.addEventListener(what, done, { once: true });
    });
    // A wait left behind when an earlier step of the run failed must not end the bench.
    arrived.catch(() => undefined);
    return arrived;
  };
  return {
    cdp,
    next,
    requests() {
      const seen = new Map();
      for (const url of requested) seen.set(url, (seen.get(url) ?? 0) + 1);
      const twice = [...seen].filter(([, count]) => count > 1).map(([request, count]) => `${count}× ${request}`);
      return { count: requested.length, twice };
    },
    async unthrottle() {
      await page.removeScriptToEvaluateOnNewDocument(identifier).catch(() => undefined);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 }).catch(() => undefined);
      await cdp
        .send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 0,
          downloadThroughput: -1,
          uploadThroughput: -1,
        })
        .catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}

/** Waits until the required markers are painted, then up to 15 s more for the optional ones. */
function paintsOf(phone, markers) {
  const required = Promise.all(markers.filter((m) => !m.optional).map((m) => phone.next(m.id)));
  const optional = markers.filter((m) => m.optional).map((m) => phone.next(m.id, TIMEOUT_MS));
  const all = required.then(() =>
    Promise.all(
      optional.map((arrived) =>
        Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 15_000).unref())]).catch(() => undefined),
      ),
    ),
  );
  all.catch(() => undefined);
  return all;
}

/**
 * After what a row waits for: until the network has been quiet for half a second, so that a
 * larger paint that comes later (a picture, a list) is the largest contentful paint read.
 */
async function settle(page) {
  await page.waitForNetworkIdle({ idleTime: 500, timeout: 30_000 }).catch(() => undefined);
}

const marks = (page) => page.evaluate(() => JSON.parse(JSON.stringify(window.__benchReady ?? null)));

function landedOn(page, path) {
  const landed = new URL(page.url());
  if (landed.pathname !== path) throw new Error(`${path} ended on ${page.url()} (a signed-out redirect?)`);
}

/** One cold load in a fresh context until the markers of `kind` are painted. */
/** What one load left: its first paint, the marked element's paint and the requests it made. */
function loadResult(state, phone) {
  return {
    fcp: state.paint['first-contentful-paint'] ?? null,
    element: state.element,
    elementKind: state.elementKind,
    inserted: state.inserted,
    lcp: state.lcp,
    requests: phone.requests(),
  };
}

async function paintedRun(browser, url, kind) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const phone = await asThrottledPhone(page, MARKERS[kind]);
    const painted = paintsOf(phone, MARKERS[kind]);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    await painted;
    await settle(page);
    const state = await marks(page);
    await phone.unthrottle();
    return loadResult(state, phone);
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * Where the menu button sits on the phone's screen, from an unthrottled load: the taps of a
 * measured run go there blind, since asking the page would wait for its busy main thread.
 */
async function menuButtonPoint(browser, url) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    await page.setUserAgent(PHONE_UA);
    await page.setViewport(READY_VIEWPORT);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    const button = await page.waitForSelector(MENU_BUTTON, { visible: true, timeout: TIMEOUT_MS });
    const box = await button.boundingBox();
    if (!box) throw new Error(`${MENU_BUTTON} has no box on ${url}`);
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2), box };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/**
 * `/` as a visitor: from the first contentful paint on, a tap (touch start and end, real input
 * through the browser) on the menu button every 100 ms until one opens the drawer.
 */
async function menuRun(browser, url, point) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    const phone = await asThrottledPhone(page, MARKERS.menu);
    const painted = phone.next('lifecycle-fcp');
    const opened = phone.next('opened');
    // In place after its slide-in, or painted when it opens without one (reduced motion). Both
    // waits start now (a report is not kept for a later wait); only the one that fits the page
    // counts, so a repaint of the menu's text cannot stand in for the end of its slide-in.
    const slidIn = phone.next('drawer');
    const textPainted = phone.next('menu-dialog');
    const loaded = page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    loaded.catch(() => undefined);
    await painted;
    const sent = [];
    let open = false;
    void opened.then(() => (open = true)).catch(() => undefined);
    const tap = () => {
      if (open) return;
      sent.push(Date.now());
      // Not awaited: the next tap goes out on time even while the page has not taken this one.
      const touch = { x: point.x, y: point.y, radiusX: 4, radiusY: 4, force: 1, id: 0 };
      phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [touch] }).catch(() => undefined);
      phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }).catch(() => undefined);
    };
    tap();
    const tapping = setInterval(tap, TAP_EVERY_MS);
    try {
      await opened;
    } finally {
      clearInterval(tapping);
    }
    // The menu's style slides it in unless the phone asks for reduced motion.
    const slides = await page.evaluate(() => !matchMedia('(prefers-reduced-motion: reduce)').matches);
    await (slides ? slidIn : textPainted);
    await loaded;
    const state = await marks(page);
    // The taps went to a point found on another load: it must still be inside the button.
    const box = await page.$eval(MENU_BUTTON, (element) => {
      const { left, top, right, bottom } = element.getBoundingClientRect();
      return { left, top, right, bottom };
    });
    if (point.x < box.left || point.x > box.right || point.y < box.top || point.y > box.bottom)
      throw new Error(`the taps at (${point.x}, ${point.y}) missed the menu button ${JSON.stringify(box)}`);
    await phone.unthrottle();
    // The menu opened on the last click on its button handled by then. A click handled after that
    // one but before the opening was seen lands on the open menu (a busy page handles queued taps
    // one after another), so it is not the one that opened it.
    const opener = state.clicks.findLastIndex((entry, index) => index <= state.opened.click && entry.onButton);
    if (opener < 0) throw new Error('the menu opened, but not on a click on its button');
    const click = state.clicks[opener];
    const fcp = state.paint['first-contentful-paint'] ?? null;
    // The first frame with the menu on screen: its slide-in began, or its text was painted.
    const shown = slides ? state.drawer.started : (state.element['menu-dialog'] ?? null);
    return {
      fcp,
      tapOpened: click.time,
      drawerPainted: state.element['menu-dialog'] ?? null,
      drawerStarted: state.drawer?.started ?? null,
      drawerInPlace: slides ? state.drawer.inPlace : (state.element['menu-dialog'] ?? null),
      shown,
      shownMinusPaint: fcp === null || shown === null ? null : shown - fcp,
      drawerInserted: state.inserted['menu-dialog'] ?? null,
      openedAt: state.opened.at,
      // Taps the page took before the one that opened the menu (it ignored them).
      tapsIgnored: opener,
      tapsSent: sent.length,
      firstTapSent: sent[0] - state.timeOrigin,
      requests: phone.requests(),
      // Each click the page took: when its tap was sent (the event's time) and when the page handled it.
      clicks: state.clicks.map((entry) => [Math.round(entry.time), Math.round(entry.handled)]),
    };
  } finally {
    await context.close().catch(() => undefined);
  }
}

/** A member's route, reloaded cold in the tab that signed in, until its markers are painted. */
async function memberRun(member, url, path, kind) {
  const { page } = member;
  await page.goto('about:blank');
  const phone = await asThrottledPhone(page, MARKERS[kind]);
  try {
    const painted = paintsOf(phone, MARKERS[kind]);
    await page.goto(url, { waitUntil: 'load', timeout: TIMEOUT_MS });
    landedOn(page, path);
    await painted;
    await settle(page);
    return loadResult(await marks(page), phone);
  } finally {
    await phone.unthrottle();
  }
}

// The LCP limit of the Lighthouse rows (lib/report.mjs, "LCP ≤ 2.0 s"), here for the browser's own
// largest contentful paint under real throttling.
const LCP_TARGET_MS = 2000;

const READY_ROWS = [
  { id: 'floor', label: 'Chakra provider floor', what: 'heading painted' },
  { id: 'homeFcp', label: '/', what: 'first contentful paint' },
  { id: 'menuTap', label: '/', what: 'tap that opened the menu (made)' },
  // When the page answered that tap: the first frame that shows the menu, not when the tap was made.
  { id: 'menuShown', label: '/', what: 'menu on screen (its slide-in began)', target: 'floor' },
  // A difference of two times: no multiple of the floor's.
  {
    id: 'menuShownMinusPaint',
    label: '/',
    what: 'menu on screen − first paint',
    target: 1000,
    approximate: true,
    difference: true,
  },
  { id: 'menuDrawer', label: '/', what: 'menu drawer in place (its slide-in ended)' },
  { id: 'homeLcp', label: '/', what: 'largest contentful paint (no tap)', target: LCP_TARGET_MS },
  { id: 'dashboardBalance', label: '/dashboard (signed in)', what: 'balance painted', target: 'floor' },
  { id: 'dashboardLcp', label: '/dashboard (signed in)', what: 'largest contentful paint', target: LCP_TARGET_MS },
  { id: 'rewardsTitle', label: '/rewards (signed in)', what: "first reward's title painted" },
  {
    id: 'rewardsFirst',
    label: '/rewards (signed in)',
    what: "first reward's title and picture painted",
    target: 'floor',
  },
  { id: 'rewardsLcp', label: '/rewards (signed in)', what: 'largest contentful paint', target: LCP_TARGET_MS },
];

/**
 * All four rows, `runs` times each in turn. `floorOrigin` is the Chakra floor's server; `origins`
 * the product's; `member` the mobile number to sign in.
 */
export async function runReady({ browser, floorOrigin, origins, member: mobile, runs, log }) {
  const home = `${origins.web}/`;
  const point = await menuButtonPoint(browser, home);
  log(`web ready: the menu button is at (${point.x}, ${point.y}) on a ${READY_VIEWPORT.width} px phone`);
  const member = await signIn(browser, origins, mobile, '/dashboard');
  const perRun = [];
  try {
    for (let i = 0; i < runs; i += 1) {
      const floor = await paintedRun(browser, `${floorOrigin}/`, 'floor');
      const menu = await menuRun(browser, home, point);
      const visit = await paintedRun(browser, home, 'visit');
      const dashboard = await memberRun(member, `${origins.web}/dashboard`, '/dashboard', 'dashboard');
      const rewards = await memberRun(member, `${origins.web}/rewards`, '/rewards', 'rewards');
      const title = rewards.element['reward-title'];
      const image = rewards.element['reward-image'];
      const run = {
        floor: floor.element['floor-heading'],
        homeFcp: menu.fcp,
        menuTap: menu.tapOpened,
        menuShown: menu.shown,
        menuShownMinusPaint: menu.shownMinusPaint,
        menuDrawer: menu.drawerInPlace,
        dashboardBalance: dashboard.element.balance,
        rewardsTitle: title,
        rewardsFirst: image === undefined ? title : Math.max(title, image),
        homeLcp: visit.lcp?.time ?? null,
        dashboardLcp: dashboard.lcp?.time ?? null,
        rewardsLcp: rewards.lcp?.time ?? null,
        detail: { floor, menu, visit, dashboard, rewards },
      };
      perRun.push(run);
      log(
        `web ready ${i + 1}/${runs}: floor ${ms(run.floor)}, / paint ${ms(run.homeFcp)} tap ${ms(run.menuTap)} ` +
          `(${menu.tapsIgnored} ignored) menu shown ${ms(run.menuShown)} in place ${ms(run.menuDrawer)}, balance ${ms(run.dashboardBalance)}, ` +
          `reward ${ms(title)} + picture ${ms(image)}; largest paint / ${ms(run.homeLcp)}, ` +
          `/dashboard ${ms(run.dashboardLcp)}, /rewards ${ms(run.rewardsLcp)}`,
      );
    }
  } finally {
    await member.context.close().catch(() => undefined);
  }
  const medians = Object.fromEntries(READY_ROWS.map((row) => [row.id, median(perRun.map((run) => run[row.id]))]));
  return {
    conditions: { network: READY_NETWORK, cpu: READY_CPU, viewport: READY_VIEWPORT, tapEveryMs: TAP_EVERY_MS },
    menuButton: { selector: MENU_BUTTON, ...point },
    markers: MARKERS,
    rows: READY_ROWS,
    medians,
    runs: perRun,
  };
}

const ms = (value) => (typeof value === 'number' ? `${Math.round(value)} ms` : '–');
