import { apiQueries } from '@clorofil/api-client';
import type { FeatureRoute } from '@clorofil/app-kit';
import { wheelPaths } from './paths';

/**
 * Public layout (SPEC §2 lists the wheel with the public pages): visitors see the prizes and their
 * odds; pressing spin sends them to sign in and back here. The page is its own chunk.
 */
export const wheelRoutes: readonly FeatureRoute[] = [
  {
    path: wheelPaths.home,
    layout: 'public',
    guard: 'public',
    reads: () => [apiQueries.wheelPrizes()],
    page: () => import('./pages/wheel-page').then((m) => m.WheelPage),
  },
];
