// Debian's Chromium, launched by the bench itself (headless, no sandbox, no background traffic:
// the machine's network is closed), driven through puppeteer-core for signing in and for the
// wire-bytes measurement, and handed to Lighthouse page by page.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import puppeteer from 'puppeteer-core';
import { freePort, startProcess, waitFor } from '../lib/proc.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export async function launchChromium(logDir) {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tmpdir(), 'clorofil-bench-chromium-'));
  const proc = startProcess(
    CHROMIUM,
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-default-apps',
      '--disable-extensions',
      '--disable-sync',
      '--no-first-run',
      '--no-default-browser-check',
      '--mute-audio',
      // Chromium 156 renders its omnibox popup as a WebUI page in a renderer of its own, headless
      // too: ~1.5 s of CPU in the first seconds after launch (chrome://omnibox-popup.top-chrome/),
      // on a 2-core machine beside the page being measured, and the busiest main thread of a
      // trace taken then (profile.mjs read its tasks as the page's). A phone loading the page has
      // no such neighbour.
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup',
      `--user-data-dir=${profile}`,
      `--remote-debugging-port=${port}`,
      'about:blank',
    ],
    { cwd: profile, env: process.env, log: path.join(logDir, 'chromium.log') },
  );
  await waitFor(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, exited: proc.exited });
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
  return {
    browser,
    port,
    async close() {
      await browser.disconnect().catch(() => undefined);
      await proc.stop();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Signs the demo member in the way a person does (the provider's mobile and code pages, the code
 * read from the demo outbox) and returns the tab: the app keeps the session in that tab's
 * sessionStorage (packages/auth/src/config.ts), so the signed-in routes are measured in it.
 */
export async function signIn(browser, origins, mobile, landing) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  const timeout = 60_000;
  await page.goto(`${origins.web}${landing}`, { waitUntil: 'domcontentloaded', timeout });
  await page.waitForSelector('input#mobile', { timeout });
  await page.type('input#mobile', mobile);
  await Promise.all([page.waitForSelector('input#code', { timeout }), page.keyboard.press('Enter')]);
  const outbox = await fetch(`${origins.issuer}/dev/outbox?mobile=${mobile}`);
  const { code } = await outbox.json();
  if (!/^\d{6}$/.test(code ?? '')) throw new Error(`no one-time code for ${mobile} in the demo outbox`);
  await page.type('input#code', code);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    (origin, pathname) => location.origin === origin && location.pathname === pathname,
    { timeout },
    origins.web,
    landing,
  );
  await page.waitForNetworkIdle({ idleTime: 500, timeout }).catch(() => undefined);
  return { page, context };
}

const LIGHTHOUSE_MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36';

/**
 * A tab for `route` as Lighthouse's phone sees it, the CPU slowed 4× (its mobile factor): a member's
 * route signed in as `member` (the session lives in the tab), parked on about:blank until the caller
 * has set up what it records; Lighthouse's user agent too, so the server renders the phone's page as
 * it does for a Lighthouse run (it picks phone or desktop markup by the request).
 */
export async function openAsPhone(browser, origins, route, { memberRoutes, member, cpuRate = 4 }) {
  const page = memberRoutes.includes(route)
    ? (await signIn(browser, origins, member, route)).page
    : await browser.newPage();
  if (memberRoutes.includes(route)) await page.goto('about:blank');
  await page.setUserAgent(LIGHTHOUSE_MOBILE_UA);
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  return { page, cdp };
}

// Lighthouse's mobile preset network and CPU (slow 4G, 4× CPU), applied for real here: the
// before/after-first-paint split depends on when bytes arrive relative to the paint.
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};

/**
 * Opens `url` in `page` with an empty cache under slow-4G + 4× CPU and sums the bytes on the wire
 * (Network.loadingFinished encodedDataLength: compressed body and headers) of scripts and style
 * sheets, split at the first contentful paint (Page.lifecycleEvent firstContentfulPaint).
 */
export async function wireBytes(page, url, { expectPath } = {}) {
  const cdp = await page.createCDPSession();
  const requests = new Map();
  let fcp;
  const mainFrame = (await cdp.send('Page.getFrameTree')).frameTree.frame.id;
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, { type, url: response.url });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, { finished: timestamp, bytes: encodedDataLength });
  });
  cdp.on('Page.lifecycleEvent', ({ name, timestamp, frameId }) => {
    if (name === 'firstContentfulPaint' && frameId === mainFrame && fcp === undefined) fcp = timestamp;
  });
  await cdp.send('Network.enable');
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  try {
    await page.goto('about:blank');
    requests.clear();
    fcp = undefined;
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForNetworkIdle({ idleTime: 1500, timeout: 120_000 }).catch(() => undefined);
    const landed = new URL(page.url());
    if (expectPath && landed.pathname !== expectPath)
      throw new Error(`${url} ended on ${page.url()} (a signed-out redirect?)`);
  } finally {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: false });
    await cdp.detach();
  }
  const sum = { jsBefore: 0, jsAfter: 0, cssBefore: 0, cssAfter: 0, jsFiles: 0 };
  for (const request of requests.values()) {
    if (request.bytes === undefined) continue;
    const kind = request.type === 'Script' ? 'js' : request.type === 'Stylesheet' ? 'css' : undefined;
    if (!kind) continue;
    const before = fcp !== undefined && request.finished <= fcp;
    sum[`${kind}${before ? 'Before' : 'After'}`] += request.bytes;
    if (kind === 'js') sum.jsFiles += 1;
  }
  return { ...sum, fcpSeen: fcp !== undefined };
}
