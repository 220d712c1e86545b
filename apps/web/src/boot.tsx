import { createQueryClient } from '@clorofil/api-client';
import { prepareAuth } from '@clorofil/auth';
import { setServerRenderedDevice } from '@clorofil/ui-rtl';
import { CacheProvider } from '@emotion/react';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './app';
import type { RuntimeConfig } from './config/runtime-config';
import { loadMatchedRoutes } from './hydration/load-matched-routes';
import { readServerState } from './hydration/server-state';
import { browserStyleCache } from './hydration/style-cache';
import { preloadOnIntent } from './navigation/preload-on-intent';
import { appRoutes } from './router';

/**
 * Starts the app in #root. The router's loaders read each page's data beside its code
 * (routes/route-reads.ts). A public page arrives rendered by the server with the data it was
 * rendered from and the loaders' results: both go in before React takes the markup over, and the
 * page's lazy routes are loaded first, so the first browser render matches the markup and nothing
 * is fetched again. Every other page is rendered here from scratch.
 *
 * Both the first render and the hydration run as a transition, as React Router's own client entry
 * hydrates: React then works in slices and yields to the browser between them, so a tap or a
 * scroll while the app starts is handled within a frame instead of after the whole tree (one long
 * task otherwise), and the page's first interactions are not held up behind it.
 */
export async function boot(container: HTMLElement, config: RuntimeConfig): Promise<void> {
  // Before the router: its loaders call the API at once.
  prepareAuth(config);
  const queryClient = createQueryClient();
  const routes = appRoutes(queryClient);
  const server = readServerState();
  const styles = browserStyleCache();
  if (!server) {
    const router = createBrowserRouter(routes);
    const root = createRoot(container);
    startTransition(() => {
      root.render(
        <StrictMode>
          <CacheProvider value={styles}>
            <App config={config} router={router} queryClient={queryClient} />
          </CacheProvider>
        </StrictMode>,
      );
    });
    preloadOnIntent(routes);
    return;
  }
  hydrate(queryClient, server.queries);
  await loadMatchedRoutes(routes, window.location.pathname + window.location.search);
  const router = createBrowserRouter(routes, { hydrationData: server.router });
  setServerRenderedDevice(server.isMobile);
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <CacheProvider value={styles}>
          <App config={config} router={router} queryClient={queryClient} />
        </CacheProvider>
      </StrictMode>,
    );
  });
  preloadOnIntent(routes);
}
