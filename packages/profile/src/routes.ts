import { apiQueries } from '@clorofil/api-client';
import type { FeatureRoute } from '@clorofil/app-kit';
import { profilePaths } from './paths';

/** Both in the profile layout; each page is its own chunk. /review is for reviewers only (others get /403). */
export const profileRoutes: readonly FeatureRoute[] = [
  {
    path: profilePaths.home,
    layout: 'profile',
    guard: 'signed-in',
    // The lists every form asks for first; a type's own lists follow once the form knows the type.
    reads: () => [apiQueries.userTypes(), apiQueries.provinces(), apiQueries.schoolTypes()],
    page: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: profilePaths.review,
    layout: 'profile',
    guard: 'reviewer',
    reads: () => [apiQueries.pendingReviews()],
    page: () => import('./pages/review-page').then((m) => m.ReviewPage),
  },
];
