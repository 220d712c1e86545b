import { apiQueries } from '@clorofil/api-client';
import type { FeatureRoute, StaffRoute } from '@clorofil/app-kit';
import { profilePaths } from './paths';

/**
 * «اطلاعات کاربری» in the profile layout, its own chunk. The old address of the review queue
 * forwards to its place in the operator console (the feature's staff screen).
 */
export const profileRoutes: readonly FeatureRoute[] = [
  {
    path: profilePaths.home,
    layout: 'profile',
    guard: 'signed-in',
    // The lists every form asks for first; a type's own lists follow once the form knows the type.
    reads: () => [apiQueries.userTypes(), apiQueries.provinces(), apiQueries.schoolTypes()],
    page: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
  { path: profilePaths.oldReview, redirectTo: profilePaths.review, layout: 'public', guard: 'public' },
];

/** The review queue, in the operator console for staff holding the `review` permission. */
export const profileStaffRoutes: readonly StaffRoute[] = [
  {
    path: profilePaths.review,
    permission: 'review',
    page: () => import('./staff/pages/review-page').then((m) => m.ReviewPage),
  },
];
