// What the console's end-to-end files share: a staff member signed in on a console page, the
// API read with the page's own token, and axe with the sideways-scroll check at one width or both.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { blocking, runAxe } from './axe.js';
import { openContext, overflowsSideways, settle } from './browser.js';
import { origins, viewports, type Viewport } from './origins.js';
import type { ProblemLog } from './problems.js';
import { nextFrames } from './reflow.js';
import { signInFrom } from './sign-in.js';
import { readWebStorage, sessionTokens } from './web-storage.js';

export const desktop = viewports.find((v) => v.name === 'desktop')!;
export const phone = viewports.find((v) => v.name === 'mobile')!;
const SHOTS = process.env.E2E_SHOTS_DIR;

/** A page of its own (a fresh context, reduced motion) with `mobile` signed in, at `from`. */
export async function signedInPage(
  browser: Browser,
  problems: ProblemLog,
  mobile: string,
  from: string,
  viewport: Viewport = desktop,
): Promise<Page> {
  const page = await (await openContext(browser, viewport, problems)).newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signInFrom(page, origins(), { from, mobile });
  return page;
}

/** The access token of the member signed in on `page`, from its session storage. */
export async function accessTokenOf(page: Page): Promise<string> {
  const token = sessionTokens(await readWebStorage(page)).access;
  if (!token) throw new Error('no access token in the page’s session storage');
  return token;
}

/** GET `path` from the API as the member signed in on `page`. */
export async function apiAs<T>(page: Page, path: string): Promise<T> {
  const response = await fetch(`${origins().api}${path}`, {
    headers: { authorization: `Bearer ${await accessTokenOf(page)}` },
  });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** axe and the sideways-scroll check on the page as it is, at its width; the pointer moved off first. */
export async function expectAxeClean(page: Page, route: string): Promise<void> {
  // Away from the button just pressed: axe reads the colours of what the page shows at rest.
  await page.mouse.move(0, 0);
  const found = blocking(await runAxe(page, route));
  if (found) console.log(found);
  expect(found, `${route} at ${page.viewportSize()?.width}px`).toBe('');
  expect(await overflowsSideways(page), `${route} scrolls sideways`).toBeNull();
}

/**
 * axe and the sideways-scroll check at 1280 and then 390 px, back at 1280 after, with a screenshot
 * of each width when E2E_SHOTS_DIR is set; answers the problems found (none: an empty list).
 */
export async function axeAtBothWidths(page: Page, label: string): Promise<string[]> {
  const found: string[] = [];
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  for (const size of [desktop, phone]) {
    await page.setViewportSize({ width: size.width, height: size.height });
    // The layout switches (side menu or drawer) on the resize event: measure after its renders.
    await nextFrames(page);
    await settle(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${label}-${size.width}.png`, fullPage: true });
    const overflow = await overflowsSideways(page);
    if (overflow)
      found.push(
        `${label} at ${size.width}px: the page is ${overflow.scrollWidth}px wide in ${overflow.clientWidth}px: ${overflow.culprits.join('; ')}`,
      );
    const report = blocking(await runAxe(page, label));
    if (report) found.push(`${label} at ${size.width}px:\n${report}`);
  }
  await page.setViewportSize({ width: desktop.width, height: desktop.height });
  return found;
}

/**
 * Addresses of public pages that the web server has not rendered yet: it keeps a rendered public
 * page for 30 s per address (apps/web README, «Server rendering»), so a query of the run's own
 * makes each visit a fresh render of what was just published.
 */
export function freshAddresses(): (pathname: string) => string {
  const run = Date.now().toString(36);
  let visits = 0;
  return (pathname) => `${origins().web}${pathname}?content=${run}-${(visits += 1)}`;
}
