// The server render of the public pages, bundled by vite.ssr.config.ts into dist/.server and used
// by scripts/serve.mjs. Each call renders one address for a visitor: the page's public data is
// fetched from the API first, then the markup, its styles and that data go into index.html.
import { configureApiClient } from '@clorofil/api-client';
import { createAuth, hasMemberHint } from '@clorofil/auth';
import { ForcedMobileContext } from '@clorofil/ui-rtl';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient, dehydrate, type Query } from '@tanstack/react-query';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app';
import type { RuntimeConfig } from '../config/runtime-config';
import { features } from '../features';
import { routes } from '../router';
import { createServerStyleCache, styleTags } from './emotion-styles';
import { MemoryStorage } from './memory-storage';
import { pageDocument } from './page-document';
import { isServerRendered, memberRenderedPatterns, serverRenderedPatterns } from './server-pages';

export type RenderOptions = {
  /** The built index.html. */
  template: string;
  config: RuntimeConfig;
  /** The web app's own origin (sign-in addresses are built from it). */
  origin: string;
  /** How long the API may take for all of a page's data before the plain shell is sent instead. */
  apiTimeoutMs?: number;
};

export type RenderRequest = {
  url: string;
  isMobile: boolean;
  /** The request's member-hint cookie said a member signed in on this browser (memberHinted). */
  memberHint?: boolean;
};

export type RenderResult =
  | { kind: 'page'; html: string }
  /** Not a server-rendered address, or its data could not be read: send the browser-rendered shell. */
  | { kind: 'shell'; reason: string };

const patterns = serverRenderedPatterns(features);
const memberPatterns = memberRenderedPatterns(features);
// Rendering can reveal more queries (a list shows its items' parts) or a lazy part; four rounds is plenty.
const MAX_ROUNDS = 4;

/** Whether the request's `Cookie` header carries @clorofil/auth's member hint. */
export function memberHinted(cookieHeader: string | undefined): boolean {
  return hasMemberHint(cookieHeader);
}

/** A member's page rendered for the hint: its public parts, the member's own parts loading. */
function memberRendered(pathname: string, memberHint: boolean): boolean {
  return memberHint && isServerRendered(memberPatterns, pathname);
}

export function serverRendered(pathname: string, memberHint = false): boolean {
  return isServerRendered(patterns, pathname) || memberRendered(pathname, memberHint);
}

let authMade = false;

/**
 * The API client of the server: no token, no retries, a short timeout. Set again before every
 * round of fetching, because AuthRoot points the client at the API with the browser's defaults
 * while it renders.
 */
function configureServer(config: RuntimeConfig, origin: string, timeoutMs: number) {
  if (!authMade) {
    // If auth makes its UserManager while rendering, it finds this one, over a storage that stays
    // empty: the server always renders what a browser shows before it has read its session.
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

const isPublic = (query: Query) => query.queryKey[0] === 'public';

async function renderOnce(element: React.ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // `prerender` waits for every lazy part (the layout, the page, a phone's drawer) and writes the
  // finished markup in order: no streamed fragments, so no inline script to put them in place.
  const { prelude } = await prerender(element, {
    onError: (error) => void errors.push(error),
    // Large finished parts are otherwise written out of order too (see `settled` below).
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
  });
  const html = await new Response(prelude).text();
  if (errors.length) throw errors[0];
  return html;
}

function withTimeout<T>(work: Promise<T>, ms: number, onTimeout: () => void): Promise<T | 'timeout'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => {
      onTimeout();
      resolve('timeout');
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function renderPage(request: RenderRequest, options: RenderOptions): Promise<RenderResult> {
  const url = new URL(request.url, options.origin);
  const forMember = memberRendered(url.pathname, request.memberHint ?? false);
  if (!forMember && !isServerRendered(patterns, url.pathname)) return { kind: 'shell', reason: 'not a public page' };
  const apiTimeoutMs = options.apiTimeoutMs ?? 1500;

  configureServer(options.config, options.origin, apiTimeoutMs);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return { kind: 'shell', reason: `router answered ${context.status}` };
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const tree = (cache: EmotionCache) => (
    <CacheProvider value={cache}>
      {/* The device the request names; the browser hydrates with the same (setServerRenderedDevice). */}
      <ForcedMobileContext.Provider value={request.isMobile}>
        <App
          config={options.config}
          queryClient={queryClient}
          memberAssumed={forMember}
          routing={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </ForcedMobileContext.Provider>
    </CacheProvider>
  );

  let deadline: number | undefined;
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const cache = createServerStyleCache();
    const html = await renderOnce(tree(cache));
    const queries = queryClient.getQueryCache().getAll().filter(isPublic);
    const failed = queries.find((query) => query.state.status === 'error');
    if (failed) return { kind: 'shell', reason: `${JSON.stringify(failed.queryKey)} failed` };
    // A boundary React gave up on (`<!--$!-->`) would be rendered again in the browser anyway.
    if (html.includes('<!--$!-->')) return { kind: 'shell', reason: 'a part of the page failed to render' };
    const missing = queries.filter((query) => query.state.status === 'pending');
    // A lazy component met for the first time (a phone's drawer) is written as a fragment to be
    // moved into place by an inline script, which the CSP forbids; it has loaded by now, so the
    // next round renders it in place.
    const settled = !html.includes('<!--$?-->');
    if (missing.length === 0 && settled) {
      const state = {
        isMobile: request.isMobile,
        ...(forMember ? { memberAssumed: true as const } : {}),
        queries: dehydrate(queryClient, {
          shouldDehydrateQuery: (query) => isPublic(query) && query.state.status === 'success',
        }),
      };
      return { kind: 'page', html: pageDocument(options.template, { html, styles: styleTags(cache), state }) };
    }
    if (missing.length === 0) continue;
    configureServer(options.config, options.origin, apiTimeoutMs);
    deadline ??= Date.now() + apiTimeoutMs;
    const fetched = await withTimeout(
      Promise.all(missing.map((query) => queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey }))),
      Math.max(0, deadline - Date.now()),
      () => void queryClient.cancelQueries(),
    );
    if (fetched === 'timeout') return { kind: 'shell', reason: 'the API did not answer in time' };
  }
  return { kind: 'shell', reason: 'the page kept asking for more data' };
}
