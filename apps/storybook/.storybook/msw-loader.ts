import type { Loader } from '@storybook/react-vite';
import { isCommonAssetRequest, type AnyHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';

/**
 * `parameters.msw.handlers` of a story: a list, or named groups. Storybook deep-merges objects
 * and replaces arrays, so named groups let a story override one group (say `rewards`) and keep
 * the meta's others.
 */
export type MswParameters = {
  handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[] | undefined>;
};

let started: Promise<SetupWorker> | undefined;

// Storybook's and Vite's own module, HMR and static requests are not the app's API calls.
const internal = /\/(@vite|@fs|@id|@react-refresh|node_modules|__vitest|sb-|virtual:)|\.(tsx?|jsx?|mjs|css|json|html|map)(\?|$)/;

function isFrameworkRequest(request: Request): boolean {
  const url = new URL(request.url);
  return isCommonAssetRequest(request) || (url.origin === location.origin && internal.test(url.pathname));
}

/** The worker is registered once per page; later stories only swap handlers. */
async function startWorker(): Promise<SetupWorker> {
  const { setupWorker } = await import('msw/browser');
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // Root-absolute: Storybook's iframe.html sits at the root in dev and in storybook-static,
    // while the Vitest browser page does not, and both serve staticDirs from `/`.
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (request && isFrameworkRequest(request)) return;
      defaults.warn();
    },
  });
  return worker;
}

function flattenHandlers(parameter: MswParameters | undefined): AnyHandler[] {
  const handlers = parameter?.handlers;
  if (!handlers) return [];
  const groups = Array.isArray(handlers) ? handlers : Object.values(handlers);
  return groups.flat().filter((handler): handler is AnyHandler => handler != null);
}

/**
 * Applies the story's `parameters.msw.handlers` before it renders, dropping the previous story's.
 * The worker is also handed to play functions as `loaded.msw` for mid-story overrides
 * (`loaded.msw.use(http.post(…, () => HttpResponse.error()))`).
 */
export const mswLoader: Loader = async ({ parameters }) => {
  const handlers = flattenHandlers(parameters.msw as MswParameters | undefined);
  // Stories with no handlers never pay for registering the service worker.
  if (!started && handlers.length === 0) return {};
  started ??= startWorker();
  const worker = await started;
  // Never `resetHandlers(...handlers)`: with arguments it replaces the worker's initial list,
  // so a later story without handlers would inherit this one's.
  worker.resetHandlers();
  worker.use(...handlers);
  return { msw: worker };
};
