import { createTestQueryClient } from '@clorofil/api-client/testing';
import { renderWithApp, type RenderWithAppOptions } from '@clorofil/auth/testing';
import type { Feature } from '@clorofil/app-kit';
import { features as appFeatures } from './features';
import { createRoutes } from './routes/route-table';

export type RenderAppOptions = Omit<RenderWithAppOptions, 'route' | 'routes' | 'auth'> & {
  /** Features to mount besides the app's own; one with an app feature's id stands in for it. */
  features?: readonly Feature[];
};

/**
 * The shell's whole route table at `route` through the shared harness (`renderWithApp`): the
 * persona signed in, the mock API answering as them, sign-in redirects captured in `redirects`.
 */
export function renderApp(route: string, { features = [], ...options }: RenderAppOptions = {}) {
  const own = appFeatures.filter((feature) => !features.some((extra) => extra.id === feature.id));
  const queryClient = options.queryClient ?? createTestQueryClient();
  const routes = createRoutes([...own, ...features], { queryClient });
  const result = renderWithApp(null, { route, routes, ...options, queryClient });
  return { ...result, redirects: result.testAuth!.redirects, storage: result.testAuth!.storage };
}
