import { actAs, applyMockHandlers, type Persona } from '@clorofil/api-client/testing/browser';
import { fakeProviderHandlers } from '@clorofil/auth/testing/browser';
import type { Loader } from '@storybook/react-vite';
import { isCommonAssetRequest, type AnyHandler } from 'msw';

/**
 * `parameters.msw.handlers` of a story: a list, or named groups. Storybook deep-merges objects
 * and replaces arrays, so named groups let a story override one group (say `rewards`) and keep
 * the meta's others.
 */
export type MswParameters = {
  handlers?: AnyHandler[] | Record<string, AnyHandler | AnyHandler[] | undefined>;
};

let workerStarted = false;

// Storybook's and Vite's own module, HMR and static requests are not the app's API calls.
const internal =
  /\/(@vite|@fs|@id|@react-refresh|node_modules|__vitest|sb-|virtual:)|\.(tsx?|jsx?|mjs|css|json|html|map)(\?|$)/;

function isFrameworkRequest(request: Request): boolean {
  const url = new URL(request.url);
  return isCommonAssetRequest(request) || (url.origin === location.origin && internal.test(url.pathname));
}

function flattenHandlers(parameter: MswParameters | undefined): AnyHandler[] {
  const handlers = parameter?.handlers;
  if (!handlers) return [];
  const groups = Array.isArray(handlers) ? handlers : Object.values(handlers);
  return groups.flat().filter((handler): handler is AnyHandler => handler != null);
}

/**
 * Applies the story's `parameters.msw.handlers` (api-client's browser harness) before it renders,
 * dropping the previous story's, and makes the default handlers answer as `parameters.persona`.
 * The worker is also handed to play functions as `loaded.msw` for mid-story overrides
 * (`loaded.msw.use(http.post(…, () => HttpResponse.error()))`).
 */
export const mswLoader: Loader = async ({ parameters }) => {
  actAs((parameters.persona as Persona | undefined) ?? 'visitor');
  const handlers = flattenHandlers(parameters.msw as MswParameters | undefined);
  // Stories with no handlers never pay for registering the service worker.
  if (!workerStarted && handlers.length === 0) return {};
  workerStarted = true;
  // The fake identity provider answers sign-out's revocation after the story's own handlers.
  const worker = await applyMockHandlers([...handlers, ...fakeProviderHandlers], {
    // Root-absolute: Storybook's iframe.html sits at the root in dev and in storybook-static,
    // while the Vitest browser page does not, and both serve staticDirs from `/`.
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledFrame({ frame, defaults }) {
      const request = frame.protocol === 'http' ? (frame.data as { request?: Request }).request : undefined;
      if (request && isFrameworkRequest(request)) return;
      defaults.warn();
    },
  });
  return { msw: worker };
};
