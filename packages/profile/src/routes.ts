import type { FeatureRoute } from '@clorofil/ui-rtl';
import { profilePaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const profileRoutes: readonly FeatureRoute[] = [
  {
    path: profilePaths.home,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/profile-page').then((m) => m.ProfilePage),
  },
];
