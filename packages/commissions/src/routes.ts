import type { FeatureRoute } from '@clorofil/ui-rtl';
import { commissionsPaths } from './paths';

/** In the profile layout, for signed-in members; the page is its own chunk. */
export const commissionsRoutes: readonly FeatureRoute[] = [
  {
    path: commissionsPaths.home,
    layout: 'profile',
    guard: 'signed-in',
    page: () => import('./pages/commissions-page').then((m) => m.CommissionsPage),
  },
];
