// Debian's Chromium driven by playwright-core, and the few waiting helpers the tests share.
// playwright-core has no auto-retrying `expect`, so waits go through locators and fail with the
// page's address, its visible text and a screenshot: enough to report a defect without a rerun.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '@clorofil/vitest-config/chromium';
import type { Viewport } from './origins.js';
import type { ProblemLog } from './problems.js';
import { resultsDir } from './stack.js';

const screensDir = path.join(resultsDir, 'screens');
export const WAIT_MS = 20_000;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
}

/**
 * A fresh browser profile at `viewport`, Persian and in Tehran's time zone, watched for problems.
 * `device` sets what a particular phone sends and draws with (a user agent, a pixel ratio).
 */
export async function openContext(
  browser: Browser,
  viewport: Viewport,
  problems: ProblemLog,
  device: { userAgent?: string; deviceScaleFactor?: number } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    isMobile: viewport.mobile,
    hasTouch: viewport.mobile,
    locale: 'fa-IR',
    timezoneId: 'Asia/Tehran',
    ...device,
  });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
  await problems.watch(context, `[${viewport.width}px]`);
  return context;
}

/**
 * In a whole-page capture the phone's bottom bar (fixed to the screen's bottom) would be painted
 * where the first screen ends, over the middle of the page: there it closes the page instead, as
 * it does once a member has scrolled to the end. Set through the element's style object, which
 * CSP allows; a stylesheet (Playwright's `style` option) would be an inline style the pages refuse.
 */
const BOTTOM_BAR = 'nav[aria-label="دسترسی سریع"]';

/**
 * Where the screens are saved for looking at (`E2E_SHOTS_DIR`): a capture costs the browser a
 * whole-page paint and a PNG encoding, which a run that only checks has no use for. A failure's
 * evidence is always saved, in test-results/screens.
 */
const SHOTS = process.env.E2E_SHOTS_DIR;

async function capture(page: Page, file: string, fullPage: boolean): Promise<string> {
  mkdirSync(path.dirname(file), { recursive: true });
  const bar = fullPage ? await page.$(BOTTOM_BAR) : null;
  await bar?.evaluate((element: HTMLElement) => element.style.setProperty('position', 'static', 'important'));
  try {
    await page.screenshot({ path: file, fullPage, animations: 'disabled' });
  } finally {
    await bar?.evaluate((element: HTMLElement) => element.style.removeProperty('position')).catch(() => undefined);
  }
  return file;
}

/**
 * The page as `<name>-<width>.png` in `E2E_SHOTS_DIR`, when it is set. Whole pages by default;
 * `fullPage: false` keeps what the screen shows, fixed bars where they are.
 */
export async function screenshot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  if (SHOTS) await capture(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`), fullPage);
}

async function evidence(page: Page, name: string): Promise<string> {
  const text = await page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch(() => '(no body)');
  const width = page.viewportSize()?.width ?? 0;
  const file = await capture(page, path.join(screensDir, `failure-${name}-${width}.png`), true).catch(
    () => '(no screenshot)',
  );
  return `\n  at ${page.url()}\n  page text: ${text.replace(/\s+/g, ' ').slice(0, 600)}\n  screenshot: ${file}`;
}

const slug = (what: string) =>
  what
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'step';

/** Waits until `locator` is visible; otherwise fails saying `what` was expected, with evidence. */
export async function see(page: Page, locator: Locator, what: string, timeout = WAIT_MS): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw new Error(`expected to see ${what}${await evidence(page, slug(what))}`);
  }
}

/** Waits until the page is at `origin` + `pathname` (and `search`, when given). */
export async function arriveAt(
  page: Page,
  origin: string,
  pathname: string,
  search?: string,
  timeout = WAIT_MS,
): Promise<void> {
  const decoded = (value: string) => decodeURIComponent(value);
  try {
    await page.waitForURL(
      (url) =>
        url.origin === origin &&
        decoded(url.pathname) === decoded(pathname) &&
        (search === undefined || url.search === search),
      { timeout, waitUntil: 'commit' },
    );
  } catch {
    throw new Error(`expected to arrive at ${origin}${pathname}${search ?? ''}${await evidence(page, slug(pathname))}`);
  }
}

/** Fails with evidence when `condition` is false. */
export async function check(page: Page, condition: boolean, what: string): Promise<void> {
  if (!condition) throw new Error(`expected ${what}${await evidence(page, slug(what))}`);
}

/** Lets the page finish what it started (lazy chunks, API calls, redirects) before looking. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: WAIT_MS }).catch(() => undefined);
}

/**
 * When the page scrolls sideways (content wider than the viewport): the widths, and the elements
 * that stick out of the window while their parents do not — the ones to fix.
 */
export function overflowsSideways(
  page: Page,
): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] } | null> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth <= root.clientWidth + 1) return null;
    const width = root.clientWidth;
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && (box.left < -1 || box.right > width + 1);
    };
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((element) => sticksOut(element) && !(element.parentElement && sticksOut(element.parentElement)))
      .slice(0, 3)
      .map((element) => {
        const box = element.getBoundingClientRect();
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].slice(0, 2).join('.')}`;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] «${text}»`;
      });
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
}
