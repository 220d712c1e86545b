import { RequireAuth } from '@clorofil/auth';
import { paths, type Feature } from '@clorofil/app-kit';
import type { RouteObject } from 'react-router';
import { collectStaffRoutes } from '../navigation/staff-menu';
import { NotFoundPage } from '../views/not-found-page';
import { RouteErrorPage } from '../views/route-error-page';
import { shellPages } from './lazy-pages';
import { OperatorHome } from './operator-home';
import { RequirePermission, RequireStaff } from './require-staff';

const CONSOLE = paths.operator.home;

/**
 * The operator console: every feature's staff screens under /operator, in the console's layout,
 * behind sign-in, the staff check and each screen's permission. No loaders: the console is
 * rendered in the browser only, and each screen reads its own data.
 */
export function staffRouteObject(features: readonly Feature[]): RouteObject {
  const screens = collectStaffRoutes(features).map((route): RouteObject => ({
    path: route.path.slice(CONSOLE.length + 1),
    element: <RequirePermission permission={route.permission} />,
    children: [{ index: true, lazy: async () => ({ Component: await route.page() }) }],
  }));
  return {
    path: CONSOLE.slice(1),
    element: <RequireAuth />,
    children: [
      {
        element: <RequireStaff />,
        children: [
          {
            lazy: shellPages.operatorLayout,
            children: [
              {
                errorElement: <RouteErrorPage />,
                children: [
                  { index: true, Component: OperatorHome },
                  ...screens,
                  { path: '*', Component: NotFoundPage },
                ],
              },
            ],
          },
        ],
      },
    ],
  };
}
