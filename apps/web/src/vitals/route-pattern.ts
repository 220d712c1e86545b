import { matchRoutes, type RouteObject } from 'react-router';

/**
 * The route pattern a page view belongs to (`/rewards/:id`, `/page/:slug`, `/*` for an unknown
 * address), never the address itself: ids, slugs and query strings stay on the member's phone.
 */
export function routePatternOf(routes: RouteObject[], pathname: string): string {
  const matches = matchRoutes(routes, pathname) ?? [];
  const joined = matches
    .map((match) => match.route.path)
    .filter((path): path is string => Boolean(path))
    .join('/');
  const pattern = `/${joined}`.replace(/\/{2,}/g, '/');
  if (matches.length === 0) return '/*';
  return pattern.length > 1 ? pattern.replace(/\/$/, '') : pattern;
}
