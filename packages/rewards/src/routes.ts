import { apiQueries } from '@clorofil/api-client';
import type { FeatureRoute } from '@clorofil/app-kit';
import { rewardsPaths } from './paths';

/** In the profile layout, for signed-in members; each page is its own chunk. */
export const rewardsRoutes: readonly FeatureRoute[] = [
  {
    path: rewardsPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    reads: () => [apiQueries.rewards()],
    page: () => import('./pages/rewards-page').then((m) => m.RewardsPage),
  },
  {
    path: rewardsPaths.rewardPattern,
    layout: 'profile',
    guard: 'signed-in',
    // A reward's page shows it from the member's catalogue.
    reads: () => [apiQueries.rewards()],
    page: () => import('./pages/reward-detail-page').then((m) => m.RewardDetailPage),
  },
  {
    path: rewardsPaths.discountCodes,
    layout: 'profile',
    guard: 'signed-in',
    reads: () => [apiQueries.discountCodes()],
    page: () => import('./pages/discount-codes-page').then((m) => m.DiscountCodesPage),
  },
];
