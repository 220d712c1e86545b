import type { FeatureRoute } from '@clorofil/app-kit';
import { scoresPaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const scoresRoutes: readonly FeatureRoute[] = [
  {
    path: scoresPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    // The open missions are public: the server renders them for a member's browser (the page's
    // largest paint), the summary, each mission's progress and the rest once the session is read.
    renderedForMembers: true,
    page: () => import('./pages/scores-page').then((m) => m.ScoresPage),
  },
];
