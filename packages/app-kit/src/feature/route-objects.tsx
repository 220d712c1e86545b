import { Navigate, type LoaderFunction, type RouteObject } from 'react-router';
import type { FeatureRoute } from './feature';

/** `/rewards/:id` → `rewards/:id`; the home address becomes the index route. */
function mountAt(path: string): Pick<RouteObject, 'path'> | { index: true } {
  const relative = path.replace(/^\/+/, '');
  return relative ? { path: relative } : { index: true };
}

/**
 * React Router route objects for feature routes, relative to `/`, each alias mounted as its own
 * route. Layouts and guards are the shell's business: it groups routes by them before calling this,
 * and `loaderOf` gives each page the loader that starts its reads (none for a redirect).
 */
export function featureRouteObjects(
  routes: readonly FeatureRoute[],
  loaderOf: (route: FeatureRoute) => LoaderFunction | undefined = () => undefined,
): RouteObject[] {
  return routes.flatMap((route) => {
    const loader = route.page ? loaderOf(route) : undefined;
    const target: RouteObject = route.page
      ? { lazy: async () => ({ Component: await route.page() }), ...(loader ? { loader } : {}) }
      : { element: <Navigate to={route.redirectTo} replace /> };
    return [route.path, ...(route.aliases ?? [])].map((path) => ({ ...mountAt(path), ...target }) as RouteObject);
  });
}
