import type { FeatureRoute } from '@clorofil/ui-rtl';
import { wheelPaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const wheelRoutes: readonly FeatureRoute[] = [
  {
    path: wheelPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/wheel-page').then((m) => m.WheelPage),
  },
];
