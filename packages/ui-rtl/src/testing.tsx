import { render, waitFor, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from './providers/app-providers';
import { VIEWPORTS, type ViewportName } from './system/breakpoints';
import { getSystem } from './system/system';

// The system carries only the slot recipes the product's components use (system/chakra-theme.ts):
// Chakra would render a component whose recipe is missing without its styles, silently. In every
// test that renders through this module, it fails instead, naming the recipe to add.
const system = getSystem();
const slotRecipeFn = system.getSlotRecipeFn.bind(system);
system.getSlotRecipeFn = ((key: string, fallback?: unknown) => {
  if (fallback === undefined && !system.getSlotRecipe(key))
    throw new Error(
      `Chakra's «${key}» slot recipe is not in ui-rtl's system: add it to slotRecipes in packages/ui-rtl/src/system/chakra-theme.ts`,
    );
  return slotRecipeFn(key, fallback as never);
}) as typeof system.getSlotRecipeFn;

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

/**
 * Takes every toast off the screen at once. react-hot-toast keeps its toasts in a module-wide store,
 * and test files share a worker's modules (see @clorofil/vitest-config), so none may carry over.
 */
function removeAllToasts(): void {
  toast.remove();
}

/**
 * Between tests, before the screen is taken down: lets each toast that is on its way out (closed
 * by the member or by its timer) finish leaving, then removes the rest. A dismissed toast is
 * removed by its Toaster 1 s later, by id, and that timer outlives an unmounted Toaster: it took
 * the next test's toast of the same id (the fixtures' `notification-1`) off the screen while the
 * test was reading it. Never `dismiss` here, for the same reason.
 */
/**
 * The colour a design token resolves to on this page (the theme's CSS variable, computed): for
 * tests that check an element is drawn in a token's colour.
 */
export function tokenColor(token: string): string {
  const probe = document.createElement('span');
  probe.style.color = `var(--chakra-colors-${token})`;
  document.body.append(probe);
  const color = getComputedStyle(probe).color;
  probe.remove();
  return color;
}

export async function settleToasts(): Promise<void> {
  await waitFor(
    () => {
      if (document.querySelector('[data-kind][data-state="closed"]')) throw new Error('a toast is leaving');
    },
    { timeout: 2_000, interval: 50 },
  ).catch(() => undefined);
  removeAllToasts();
}

/** Renders `ui` the way the app does: AppProviders, fa-IR, rtl, toaster and a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path, routes = [], viewport = 'desktop' }: RenderWithProvidersOptions = {},
): RenderWithProvidersResult {
  setViewport(viewport);
  removeAllToasts();
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

/**
 * jsdom lays nothing out; the rich-text editor (ProseMirror) measures the caret to scroll it into
 * view after a command, a click or a paste. Call once in a test file (or a package's set-up) that
 * works the editor: the measurements answer "nothing here" instead of throwing.
 */
export function layOutForRichText(): void {
  const none = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= none;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  (Text.prototype as Partial<Pick<Element, 'getClientRects'>>).getClientRects ??= none;
  document.elementFromPoint ??= () => null;
}

/** The files a test's page saved: their names (the link's `download`) and contents, in order. */
export type CapturedDownloads = { names: string[]; blobs: Blob[] };

/**
 * Catches what a download button saves instead of saving it: jsdom has no object URLs and does
 * not follow a link's click. The anchor's spy goes with the test (the preset restores mocks).
 */
export function captureDownloads(): CapturedDownloads {
  const captured: CapturedDownloads = { names: [], blobs: [] };
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    captured.blobs.push(blob as Blob);
    return `blob:download-${captured.blobs.length}`;
  };
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    captured.names.push(this.download);
  });
  return captured;
}
