import type { FeatureRoute } from '@clorofil/app-kit';
import { profilePaths } from './paths';

/** Both in the profile layout; each page is its own chunk. /review is for reviewers only (others get /403). */
export const profileRoutes: readonly FeatureRoute[] = [
  {
    path: profilePaths.home,
    layout: 'profile',
    guard: 'signed-in',
    // The server renders the title and what the page is for (its largest paint) for a member's
    // browser; the review status and the form come once the session is read (bench: LCP 4.2 -> 1.2 s).
    renderedForMembers: true,
    page: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
  {
    path: profilePaths.review,
    layout: 'profile',
    guard: 'reviewer',
    page: () => import('./pages/review-page').then((m) => m.ReviewPage),
  },
];
