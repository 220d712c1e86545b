// The server render of the public pages, bundled by vite.ssr.config.ts into dist/.server and used
// by scripts/serve.mjs. Each call renders one address for a visitor: React Router's static handler
// runs the routes' loaders (the same as the browser's, routes/route-reads.ts), which read the
// page's public data into a QueryClient of the request; then one render, and the markup, its styles
// and that data go into index.html.
import { configureApiClient } from '@clorofil/api-client';
import { createAuth } from '@clorofil/auth';
import { ForcedMobileContext } from '@clorofil/ui-rtl';
import { CacheProvider } from '@emotion/react';
import { QueryClient, dehydrate } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app';
import type { RuntimeConfig } from '../config/runtime-config';
import { features } from '../features';
import type { ServerState } from '../hydration/server-state';
import { appRoutes } from '../router';
import { createServerStyleCache, styleTags } from './emotion-styles';
import { MemoryStorage } from './memory-storage';
import { pageDocument } from './page-document';
import { isServerRendered, serverRenderedPatterns } from './server-pages';

export type RenderOptions = {
  /** The built index.html. */
  template: string;
  config: RuntimeConfig;
  /** The web app's own origin (sign-in addresses are built from it). */
  origin: string;
  /** How long the API may take for each of a page's reads before the plain shell is sent instead. */
  apiTimeoutMs?: number;
};

export type RenderRequest = {
  url: string;
  isMobile: boolean;
};

export type RenderResult =
  | { kind: 'page'; html: string }
  /** Not a server-rendered address, or its data could not be read: send the browser-rendered shell. */
  | { kind: 'shell'; reason: string };

const patterns = serverRenderedPatterns(features);

export function serverRendered(pathname: string): boolean {
  return isServerRendered(patterns, pathname);
}

let authMade = false;

/** The API client of the server: no token, no retries, a short timeout. */
function configureServer(config: RuntimeConfig, origin: string, timeoutMs: number) {
  if (!authMade) {
    // The page is rendered as a browser shows it before it has read its session: auth exists,
    // over a storage that stays empty.
    createAuth({ ...config, origin }, { storage: new MemoryStorage(), createChannel: null });
    authMade = true;
  }
  configureApiClient({
    baseURL: config.apiBaseUrl,
    timeoutMs,
    retryDelaysMs: [],
    getAccessToken: () => Promise.resolve(null),
    onUnauthorized: () => Promise.resolve(false),
  });
}

/** The server holds no session: a member's reads are never made here. */
const nobodySignedIn = () => Promise.resolve(false);
const noSession = () => false;

export async function renderPage(request: RenderRequest, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url, options.origin);
  if (!isServerRendered(patterns, url.pathname)) return { kind: 'shell', reason: 'not a public page' };
  configureServer(options.config, options.origin, options.apiTimeoutMs ?? 1500);

  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const handler = createStaticHandler(
    appRoutes(queryClient, { signedIn: nobodySignedIn, maySignIn: noSession, waitForReads: true }),
  );
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return { kind: 'shell', reason: `router answered ${context.status}` };
  // A read that failed or timed out: the browser renders the page and shows its own state for it.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.state.status === 'error');
  if (failed) return { kind: 'shell', reason: `${JSON.stringify(failed.queryKey)} failed` };

  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createServerStyleCache();
  const html = await renderToHtml(
    <CacheProvider value={cache}>
      {/* The device the request names; the browser hydrates with the same (setServerRenderedDevice). */}
      <ForcedMobileContext.Provider value={request.isMobile}>
        <App
          config={options.config}
          queryClient={queryClient}
          routing={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </ForcedMobileContext.Provider>
    </CacheProvider>,
  );
  // A boundary React gave up on (`<!--$!-->`) would be rendered again in the browser anyway; one
  // still waiting (`<!--$?-->`) would need an inline script to be put in place.
  if (html.includes('<!--$!-->')) return { kind: 'shell', reason: 'a part of the page failed to render' };
  if (html.includes('<!--$?-->')) return { kind: 'shell', reason: 'a part of the page was still loading' };
  // A public query the page read but its route does not declare: its part was rendered loading,
  // and would stay so until the browser read it. The route's `reads` must name it. (A member's
  // queries are never read here: the server holds no session.)
  const undeclared = queryClient
    .getQueryCache()
    .getAll()
    .find((query) => query.queryKey[0] === 'public' && query.state.status === 'pending');
  if (undeclared) return { kind: 'shell', reason: `${JSON.stringify(undeclared.queryKey)} is read but not declared` };

  const state: ServerState = {
    isMobile: request.isMobile,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return { kind: 'page', html: pageDocument(options.template, { html, styles: styleTags(cache), state }) };
}

async function renderToHtml(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // `prerender` waits for every lazy part and writes the finished markup in order, in place: no
  // streamed fragments, so no inline script to move them (the CSP allows none).
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}
