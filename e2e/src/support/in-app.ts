// Moving between the app's pages the way a link does (no reload: the app, its session and its
// cache stay), and waiting until the page has what it asked the network for — quicker than a
// navigation plus Playwright's 500 ms "network idle" on every one of dozens of routes.
import type { Page } from 'playwright-core';
import { see } from './browser.js';

const inflight = new WeakMap<Page, Set<unknown>>();

/** Starts counting the page's open requests (once per page). */
export function trackRequests(page: Page): void {
  if (inflight.has(page)) return;
  const open = new Set<unknown>();
  inflight.set(page, open);
  // A stream that stays open (server events, a socket) is never "finished"; it is not waited for.
  page.on('request', (request) => {
    if (!['eventsource', 'websocket'].includes(request.resourceType())) open.add(request);
  });
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

/**
 * Waits until no request has been open for two frames in a row and nothing is marked busy (the
 * skeletons say aria-busy), so what is measured is the page with its data.
 */
export async function quiet(page: Page, timeout = 15_000): Promise<void> {
  const open = inflight.get(page);
  const deadline = Date.now() + timeout;
  let calm = 0;
  while (calm < 2 && Date.now() < deadline) {
    const busy = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() => resolve(document.querySelector('[aria-busy="true"]') !== null)),
        ),
    );
    calm = busy || (open?.size ?? 0) > 0 ? 0 : calm + 1;
  }
}

/** Goes to `path` inside the app (history + popstate, as the router's links do) and waits. */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === new URL(path, url).pathname + new URL(path, url).search);
  // The address changes at once, the page only when the router has finished (a lazy page, a
  // transition render on a slow machine): until then the old page is on screen with no request open.
  // The router's NavLinks say when it is done: none is `pending`, and every active one points at
  // the new address or a parent of it (the old page's link stays active while it is still shown).
  // Active is `aria-current="page"`, which NavLink always sets: the member menu's links are styled
  // by Chakra and carry no `active` class, and with only the class the wait passed at once (CI: the
  // partner's /dashboard audited while /financial/commission was still on screen).
  await page
    .waitForFunction(
      (to) => {
        const target = new URL(to, location.href).pathname;
        if (document.querySelector('a.pending')) return false;
        return [...document.querySelectorAll<HTMLAnchorElement>('a.active, a[aria-current="page"]')].every((link) => {
          const at = new URL(link.href).pathname;
          return at === '/' || target === at || target.startsWith(`${at}/`);
        });
      },
      path,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
  await see(page, page.locator('main'), `the main content of ${path}`);
  await quiet(page);
}
