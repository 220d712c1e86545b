import { apiQueries } from '@clorofil/api-client';
import { defineFeature, paths } from '@clorofil/app-kit';

/**
 * The member's home inside the club stays in the shell: it summarises what other features own
 * (balance, latest activity, shortcuts to their pages), and a feature may not import another.
 * It is still declared as a feature, so the router mounts it like any other. SPEC §2 keeps it
 * out of every menu.
 */
export const dashboardFeature = defineFeature({
  id: 'dashboard',
  routes: [
    {
      path: paths.dashboard,
      layout: 'profile',
      guard: 'signed-in',
      reads: () => [apiQueries.scores()],
      page: () => import('../pages/dashboard/dashboard-page').then((m) => m.DashboardPage),
    },
  ],
  menu: [],
  paths: { dashboard: paths.dashboard },
});
