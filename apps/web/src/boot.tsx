import { createQueryClient, preloadContract } from '@clorofil/api-client';
import { setServerRenderedDevice } from '@clorofil/ui-rtl';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { RuntimeConfig } from './config/runtime-config';
import { guardLinksUntilHydrated, HYDRATED_PARTS, PROFILE_HYDRATED_PARTS } from './hydration/link-guard';
import { loadMatchedRoutes } from './hydration/load-matched-routes';
import { readServerState } from './hydration/server-state';
import { browserStyleCache } from './hydration/style-cache';
import { preloadOnIntent } from './navigation/preload-on-intent';
import { createAppRouter, routes } from './router';

/**
 * Starts the app in #root. A public page arrives rendered by the server (scripts/serve.mjs) with
 * the data it was rendered from: that data goes into the cache and the page's lazy routes are
 * loaded before React takes the markup over, so the first browser render matches it exactly and
 * nothing is fetched again. Every other page is rendered here from scratch.
 *
 * A page rendered here runs its first render as a transition: React works in slices of a few
 * milliseconds and lets the browser paint and answer input between them, instead of one long task
 * of the whole tree (bench/web/profile.mjs).
 */
/**
 * Runs `task` once: at the visitor's first tap, click or key press (they may be about to open a
 * page that calls the API), else when the phone has been idle for a while after the page settled.
 * Never while React is still hydrating the page in slices: a task in between would be one more
 * long task of the start-up.
 */
function onFirstIntentOrLater(task: () => void): void {
  const events = ['pointerdown', 'keydown', 'touchstart'] as const;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    for (const name of events) window.removeEventListener(name, run, true);
    task();
  };
  for (const name of events) window.addEventListener(name, run, { capture: true, passive: true });
  setTimeout(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 5000 });
    else run();
  }, 10_000);
}

export async function boot(container: HTMLElement, config: RuntimeConfig): Promise<void> {
  const server = readServerState();
  if (!server) {
    // A browser-rendered page asks the API at once: its first call should not wait for the contract.
    preloadContract();
    const root = createRoot(container);
    const styles = browserStyleCache();
    startTransition(() =>
      root.render(
        <StrictMode>
          <CacheProvider value={styles}>
            <App config={config} />
          </CacheProvider>
        </StrictMode>,
      ),
    );
    preloadOnIntent(routes);
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, server.queries);
  await loadMatchedRoutes(routes, window.location.pathname + window.location.search);
  const router = createAppRouter();
  setServerRenderedDevice(server.isMobile);
  guardLinksUntilHydrated(server.memberAssumed ? PROFILE_HYDRATED_PARTS : HYDRATED_PARTS);
  // As a transition, so React hydrates in slices of a few milliseconds from the root down: the
  // providers, the router and the layout's frame above the boundaries were one task of ~100–170 ms
  // at 4x CPU when hydrated at the default priority (a first render at that priority is never
  // sliced; bench/web/renders.mjs: 101 → 26–41 ms for that commit's task on /rewards). A link
  // clicked meanwhile never reaches React: guardLinksUntilHydrated leaves it to the browser, which
  // loads the address as a new server-rendered page (a click React took during a transition
  // hydration once went nowhere, e2e public-pages). Any other press or key on the page makes React
  // finish hydrating at once and then handle it (selective hydration). The public and profile
  // layouts put header, page and footer/menu in Suspense boundaries, each hydrated in slices
  // after the frame. Nothing above the boundaries may change a context value meanwhile (auth and
  // the device are stores read by each part, see useAuth and useIsMobile), or React hydrates every
  // waiting boundary at once. The server's style sheet adopted where it is
  // (hydration/style-cache.ts), not moved.
  const styles = browserStyleCache();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={styles}>
          <App
            config={config}
            router={router}
            queryClient={queryClient}
            memberAssumed={server.memberAssumed ?? false}
          />
        </CacheProvider>
      </StrictMode>,
    );
  });
  // The page's data came with it; the contract is for the next page's calls.
  onFirstIntentOrLater(preloadContract);
  preloadOnIntent(routes);
}
