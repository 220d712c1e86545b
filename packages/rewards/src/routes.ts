import type { FeatureRoute } from '@clorofil/ui-rtl';
import { rewardsPaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const rewardsRoutes: readonly FeatureRoute[] = [
  {
    path: rewardsPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/rewards-page').then((m) => m.RewardsPage),
  },
];
