import { createQueryClient } from '@clorofil/api-client';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { RuntimeConfig } from './config/runtime-config';
import { loadMatchedRoutes } from './hydration/load-matched-routes';
import { ServerDevice } from './hydration/server-device';
import { readServerState } from './hydration/server-state';
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
export async function boot(container: HTMLElement, config: RuntimeConfig): Promise<void> {
  const server = readServerState();
  if (!server) {
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App config={config} />
        </StrictMode>,
      ),
    );
    return;
  }
  const queryClient = createQueryClient();
  hydrate(queryClient, server.queries);
  await loadMatchedRoutes(routes, window.location.pathname + window.location.search);
  const router = createAppRouter();
  // Not as a transition: a link clicked while a transition hydrates the page went nowhere (neither the
  // browser's navigation nor the router's; e2e public-pages, footer links at 1280 px).
  hydrateRoot(
    container,
    <StrictMode>
      <ServerDevice isMobile={server.isMobile}>
        <App config={config} router={router} queryClient={queryClient} />
      </ServerDevice>
    </StrictMode>,
  );
}
