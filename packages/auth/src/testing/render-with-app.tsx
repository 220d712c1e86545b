import { actAs, createTestQueryClient, mockApi, type Persona } from '@clorofil/api-client/testing';
import { AppProviders, type ViewportName } from '@clorofil/ui-rtl';
import { setViewport } from '@clorofil/ui-rtl/testing';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { HttpHandler } from 'msw';
import { createContext, StrictMode, useContext, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AuthRoot } from '../components/auth-root';
import type { AuthHolder } from '../create-auth';
import { fakeProviderHandlers } from './fake-provider';
import { createTestAuth, type TestAuth } from './test-auth';
import { TestAuthProvider } from './test-auth-provider';

export type RenderWithAppOptions = {
  /** The address the memory router starts at. Default `/`. */
  route?: string;
  /** The pattern `ui` is mounted at (e.g. '/rewards/:id', so `useParams` works); default the route's path. */
  path?: string;
  /** Other routes next to `ui` (where a link leads), or the whole route table when `ui` is null. */
  routes?: RouteObject[];
  /** Who is signed in, for auth and for the mock API (`actAs`). Default a visitor. */
  persona?: Persona;
  /** A holder the test made with `createAuth` and its own seams, used instead of a persona's. */
  auth?: AuthHolder;
  /** MSW overrides for this test (they end with it). */
  handlers?: HttpHandler[];
  /** Window size before rendering: 'mobile' 390px, 'desktop' 1280px. */
  viewport?: ViewportName | { width: number; height: number };
  /** A client of the test's own; default a fresh one without retries. */
  queryClient?: QueryClient;
  /** Render under StrictMode, as the app does. */
  strict?: boolean;
};

export type RenderWithAppResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
  queryClient: QueryClient;
  auth: AuthHolder;
  /** The persona harness (absent when the test passed its own `auth`). */
  testAuth: TestAuth | undefined;
};

// The route element reads the element under test from here, so `rerender(newUi)` updates it
// inside the same router instead of remounting the app.
const UiUnderTest = createContext<ReactNode>(null);

function CurrentUi() {
  return <>{useContext(UiUnderTest)}</>;
}

// This test's routers, until the teardown has let them finish loading.
const routers = new Set<ReturnType<typeof createMemoryRouter>>();

/**
 * Between tests: waits (up to 5 s) until every router this test rendered has loaded the page it was
 * going to. Test files share a worker's modules (see @clorofil/vitest-config); a route's lazy import
 * still running when its file's environment is torn down fails, and Vitest keeps that failure for
 * the module: every later file in the worker then met the route error page where the public layout
 * should be (site-header and site-footer tests, after a dashboard test that ended mid-navigation).
 */
export async function settleRouters(): Promise<void> {
  await waitFor(
    () => {
      for (const router of routers) {
        if (!router.state.initialized || router.state.navigation.state !== 'idle') throw new Error('still loading');
      }
    },
    { timeout: 5_000, interval: 20 },
  ).catch(() => undefined);
  routers.clear();
}

/**
 * Renders `ui` (or, with `ui` null, the `routes` alone, e.g. the shell's whole route table) the
 * way the app does: ui-rtl's providers, a fresh QueryClient, AuthRoot signed in as `persona`,
 * and a memory router; the mock API answers as that persona. Call `setupAppTests()` in the file.
 */
export function renderWithApp(ui: ReactElement | null, options: RenderWithAppOptions = {}): RenderWithAppResult {
  const { route = '/', path, routes = [], persona = 'visitor', handlers = [], viewport = 'desktop' } = options;
  setViewport(viewport);
  actAs(persona);
  const testAuth = options.auth ? undefined : createTestAuth({ persona });
  mockApi.use(...(testAuth ? fakeProviderHandlers : []), ...handlers);
  const auth = options.auth ?? testAuth!.auth;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const table = ui ? [{ path: path ?? route.split(/[?#]/)[0] ?? '/', element: <CurrentUi /> }, ...routes] : routes;
  const router = createMemoryRouter(table, { initialEntries: [route] });
  routers.add(router);

  function Wrapper({ children }: { children: ReactNode }) {
    const tree = (
      <AppProviders>
        <QueryClientProvider client={queryClient}>
          {testAuth ? (
            <TestAuthProvider testAuth={testAuth}>
              <UiUnderTest.Provider value={children}>
                <RouterProvider router={router} />
              </UiUnderTest.Provider>
            </TestAuthProvider>
          ) : (
            <AuthRoot config={auth.config}>
              <UiUnderTest.Provider value={children}>
                <RouterProvider router={router} />
              </UiUnderTest.Provider>
            </AuthRoot>
          )}
        </QueryClientProvider>
      </AppProviders>
    );
    return options.strict ? <StrictMode>{tree}</StrictMode> : tree;
  }

  const user = userEvent.setup();
  const result = render(ui ?? <></>, { wrapper: Wrapper });
  return { ...result, user, router, queryClient, auth, testAuth };
}
