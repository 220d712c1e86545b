import { LoginCallbackPage, LogoutRedirectPage, RequireAuth, RequireCommissionEligible } from '@clorofil/auth';
import { paths } from '@clorofil/ui-rtl';
import { Navigate, type RouteObject } from 'react-router';
import { RouteLoader } from '../shell/route-loader';
import { ShellRoot } from '../shell/shell-root';
import { NotFoundPage } from '../views/not-found-page';
import { RouteErrorPage } from '../views/route-error-page';
import { shellPages } from './lazy-pages';

/**
 * Where feature routes go. Each list holds route objects with paths relative to `/` (and every
 * page loaded with `lazy`); the shell decides layout, guard and prefix:
 * - `public`: the public layout — home (`index: true`), `page/:slug`, `games/lucky-wheel`…
 * - `profile`: the profile layout, signed-in members only — `account`, `rewards`, `scores`…
 * - `financial`: the profile layout behind RequireCommissionEligible, with paths relative to
 *   `/financial` (`commission`, `commission/:id`, `bank-information`). They are mounted twice,
 *   under `/financial` and at the root, because SPEC §2 gives both readings.
 */
export type FeatureMounts = {
  public?: RouteObject[];
  profile?: RouteObject[];
  financial?: RouteObject[];
};

const relative = (path: string) => path.replace(/^\//, '');

// A route id may appear once in a router; the second mount of the financial pages gets fresh ones.
function withoutIds(route: RouteObject): RouteObject {
  const { id: _id, ...rest } = route;
  return (rest.children ? { ...rest, children: rest.children.map(withoutIds) } : rest) as RouteObject;
}

// The financial addresses of SPEC §2 (both readings), guarded even before the commissions
// feature mounts its pages on them: the eligibility decision (and /403) belongs to the shell.
const financialPages = ['commission', 'commission/:id', 'bank-information'];

function financialBranch(financial: RouteObject[]): RouteObject {
  const pages = financial.length ? financial : financialPages.map((path) => ({ path }));
  const children: RouteObject[] = [
    {
      path: relative(paths.financial),
      children: [{ index: true, element: <Navigate to={paths.commissions} replace /> }, ...pages],
    },
    ...pages.map(withoutIds),
  ];
  return { element: <RequireCommissionEligible forbiddenPath={paths.forbidden} />, children };
}

/** The whole route table of SPEC §2, with the given features mounted. */
export function createRoutes(mounts: FeatureMounts = {}): RouteObject[] {
  return [
    {
      id: 'root',
      path: paths.home,
      element: <ShellRoot />,
      errorElement: <RouteErrorPage />,
      HydrateFallback: RouteLoader,
      children: [
        // Auth's callback pages are part of the entry chunk already (AuthRoot needs auth), so
        // loading them lazily would only add a request.
        { path: relative(paths.login), Component: LoginCallbackPage },
        { path: relative(paths.logoutRedirect), Component: LogoutRedirectPage },
        {
          lazy: shellPages.publicLayout,
          children: [
            {
              // Errors inside a page keep the header and footer around the error view.
              errorElement: <RouteErrorPage />,
              children: [
                ...(mounts.public ?? []),
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
              children: [
                {
                  errorElement: <RouteErrorPage />,
                  children: [
                    { path: relative(paths.dashboard), lazy: shellPages.dashboard },
                    ...(mounts.profile ?? []),
                    financialBranch(mounts.financial ?? []),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}
