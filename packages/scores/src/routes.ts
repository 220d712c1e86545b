import { apiQueries } from '@clorofil/api-client';
import type { FeatureRoute } from '@clorofil/app-kit';
import { scoresPaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const scoresRoutes: readonly FeatureRoute[] = [
  {
    path: scoresPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    reads: () => [apiQueries.scoreSummary(), apiQueries.missions(), apiQueries.scores()],
    page: () => import('./pages/scores-page').then((m) => m.ScoresPage),
  },
];
