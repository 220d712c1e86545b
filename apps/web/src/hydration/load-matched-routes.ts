import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules (layout, page) of the routes matching `location` and puts them into the
 * route objects, so the router starts initialised and the first browser render is the page the
 * server sent, not the loading screen (which would not hydrate).
 */
export async function loadMatchedRoutes(routes: RouteObject[], location: string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
