import { apiQueries } from '@clorofil/api-client';
import { LoginCallbackPage, LogoutRedirectPage, RequireAuth } from '@clorofil/auth';
import { paths, type Feature } from '@clorofil/app-kit';
import type { RouteObject } from 'react-router';
import { collectMenu } from '../navigation/menu';
import { MenuProvider } from '../navigation/navigation-context';
import { collectStaffMenu } from '../navigation/staff-menu';
import { StaffMenuProvider } from '../navigation/staff-menu-context';
import { RouteLoader } from '../shell/route-loader';
import { ShellRoot } from '../shell/shell-root';
import { NotFoundPage } from '../views/not-found-page';
import { RouteErrorPage } from '../views/route-error-page';
import { guardedRoutes } from './guarded-routes';
import { shellPages } from './lazy-pages';
import { layoutLoader, type RouteReadsOptions } from './route-reads';
import { staffRouteObject } from './staff-routes';

const relative = (path: string) => path.replace(/^\//, '');

/**
 * The whole route table of SPEC §2, built from the features: each route goes into its layout
 * behind its guard; the features' staff screens go into the operator console under /operator; the
 * shell adds the sign-in callbacks, /403, /404 and the not-found catch-all.
 * With `reads`, every page and layout gets the loader that reads its data into that QueryClient;
 * without, the table only matches addresses.
 */
export function createRoutes(features: readonly Feature[], reads?: RouteReadsOptions): RouteObject[] {
  if (new Set(features.map((feature) => feature.id)).size !== features.length)
    throw new Error('Two features share an id; each feature is listed once.');
  const routes = features.flatMap((feature) => feature.routes);
  const inPublicLayout = guardedRoutes(routes, 'public', false, reads);
  const inProfileLayout = guardedRoutes(routes, 'profile', true, reads);
  return [
    {
      id: 'root',
      path: paths.home,
      element: (
        <MenuProvider menu={collectMenu(features)}>
          <StaffMenuProvider menu={collectStaffMenu(features)}>
            <ShellRoot />
          </StaffMenuProvider>
        </MenuProvider>
      ),
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoader,
      children: [
        // Auth's callback pages are part of the entry chunk already (AuthRoot needs auth), so
        // loading them lazily would only add a request.
        { path: relative(paths.login), Component: LoginCallbackPage },
        { path: relative(paths.logoutRedirect), Component: LogoutRedirectPage },
        {
          lazy: shellPages.publicLayout,
          // The header's and footer's links to the content pages.
          ...(reads && { loader: layoutLoader(() => [apiQueries.pages()], reads) }),
          children: [
            {
              // Errors inside a page keep the header and footer around the error view.
              errorElement: <RouteErrorPage />,
              children: [
                ...inPublicLayout,
                { path: relative(paths.forbidden), lazy: shellPages.forbidden },
                // Static: the error view shows it for a 404 too, so it is in the entry chunk anyway.
                { path: relative(paths.notFound), Component: NotFoundPage },
                { path: '*', Component: NotFoundPage },
              ],
            },
          ],
        },
        {
          element: <RequireAuth />,
          children: [
            {
              lazy: shellPages.profileLayout,
              // The menus, the guards and the user block read the member's profile.
              ...(reads && { loader: layoutLoader((signedIn) => (signedIn ? [apiQueries.profile()] : []), reads) }),
              children: [{ errorElement: <RouteErrorPage />, children: inProfileLayout }],
            },
          ],
        },
        // The operator console: its own layout, rendered in the browser only.
        staffRouteObject(features),
      ],
    },
  ];
}
