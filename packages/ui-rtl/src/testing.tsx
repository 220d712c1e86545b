import { render, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from './providers/app-providers';
import { VIEWPORTS, type ViewportName } from './system/breakpoints';

export type RenderWithProvidersOptions = {
  /** The address the memory router starts at. */
  route?: string;
  /** The route pattern `ui` is mounted at, e.g. '/rewards/:id', so `useParams` works. */
  path?: string;
  /** Extra routes (e.g. the page a link goes to) next to the one rendering `ui`. */
  routes?: RouteObject[];
  /** Window size before rendering; 'mobile' is 390px wide, 'desktop' 1280px. */
  viewport?: ViewportName | { width: number; height: number };
};

export type RenderWithProvidersResult = RenderResult & {
  user: ReturnType<typeof userEvent.setup>;
  router: ReturnType<typeof createMemoryRouter>;
};

/** Sets the jsdom window size; matchMedia (see the vitest preset) reads `innerWidth`. */
export function setViewport(viewport: ViewportName | { width: number; height: number }): void {
  const size = typeof viewport === 'string' ? VIEWPORTS[viewport] : viewport;
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: size.width });
  Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: size.height });
  window.dispatchEvent(new Event('resize'));
}

// The route element reads the element under test from here, so `rerender(newUi)` updates it
// inside the same router instead of remounting the app.
const UiUnderTest = createContext<ReactNode>(null);

function CurrentUi() {
  return <>{useContext(UiUnderTest)}</>;
}

/** Renders `ui` the way the app does: AppProviders, fa-IR, rtl, toaster and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, routes = [], viewport = 'desktop' }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setViewport(viewport);
  // react-hot-toast keeps its toasts in a module-wide store: none may carry over from an earlier test
  // (test files share a worker's modules, see @clorofil/vitest-config).
  toast.remove();
  const router = createMemoryRouter([{ path: path ?? route.split('?')[0] ?? '/', element: <CurrentUi /> }, ...routes], {
    initialEntries: [route],
  });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppProviders>
        <UiUnderTest.Provider value={children}>
          <RouterProvider router={router} />
        </UiUnderTest.Provider>
      </AppProviders>
    );
  }
  const user = userEvent.setup();
  const result = render(ui, { wrapper: Wrapper });
  return { ...result, user, router };
}
