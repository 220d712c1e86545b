import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

type LazyComponent = () => Promise<ComponentType>;

/** A route `lazy` that loads one component from its own chunk. */
export function lazyComponent(load: LazyComponent): NonNullable<RouteObject['lazy']> {
  return async () => ({ Component: await load() });
}

// Every layout and view of the shell is its own chunk, so `/` downloads only what it shows.
export const shellPages = {
  publicLayout: lazyComponent(() => import('../layouts/public/public-layout').then((m) => m.PublicLayout)),
  profileLayout: lazyComponent(() => import('../layouts/profile/profile-layout').then((m) => m.ProfileLayout)),
  operatorLayout: lazyComponent(() => import('../layouts/operator/operator-layout').then((m) => m.OperatorLayout)),
  forbidden: lazyComponent(() => import('../views/forbidden-page').then((m) => m.ForbiddenPage)),
};
