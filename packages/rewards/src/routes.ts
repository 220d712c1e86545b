import type { FeatureRoute } from '@clorofil/app-kit';
import { rewardsPaths } from './paths';

/** In the profile layout, for signed-in members; each page is its own chunk. */
export const rewardsRoutes: readonly FeatureRoute[] = [
  {
    path: rewardsPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    // The catalogue is public (the home page's carousel shows it): the server renders it for a
    // member's browser, the member's balance and each card's state fill in once the session is read.
    renderedForMembers: true,
    page: () => import('./pages/rewards-page').then((m) => m.RewardsPage),
  },
  {
    path: rewardsPaths.rewardPattern,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/reward-detail-page').then((m) => m.RewardDetailPage),
  },
  {
    path: rewardsPaths.discountCodes,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/discount-codes-page').then((m) => m.DiscountCodesPage),
  },
];
