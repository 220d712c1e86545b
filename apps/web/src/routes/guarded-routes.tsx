import { RequireAuth, RequireCommissionEligible } from '@clorofil/auth';
import {
  featureRouteObjects,
  paths,
  type FeatureGuard,
  type FeatureLayout,
  type FeatureRoute,
} from '@clorofil/app-kit';
import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { featureLoader, type RouteReadsOptions } from './route-reads';

/** The element that stands in front of a guard's routes, once the member is known to be signed in. */
const profileGuards: Record<Exclude<FeatureGuard, 'public' | 'signed-in'>, ReactElement> = {
  'commission-eligible': <RequireCommissionEligible forbiddenPath={paths.forbidden} />,
};

/**
 * One layout's routes, each behind its guard and with its loader. The profile layout sits inside RequireAuth already
 * (`signedIn`), so there only the profile checks are added.
 */
export function guardedRoutes(
  routes: readonly FeatureRoute[],
  layout: FeatureLayout,
  signedIn: boolean,
  reads: RouteReadsOptions | undefined,
): RouteObject[] {
  const mine = routes.filter((route) => route.layout === layout);
  const withGuard = (guard: FeatureGuard) =>
    featureRouteObjects(
      mine.filter((route) => route.guard === guard),
      (route) => (reads ? featureLoader(route, reads) : undefined),
    );
  const behindProfileCheck = (['commission-eligible'] as const)
    .map((guard): RouteObject => ({ element: profileGuards[guard], children: withGuard(guard) }))
    .filter((branch) => branch.children?.length);
  const memberRoutes = [...withGuard('signed-in'), ...behindProfileCheck];
  const members: RouteObject[] =
    signedIn || !memberRoutes.length ? memberRoutes : [{ element: <RequireAuth />, children: memberRoutes }];
  return [...withGuard('public'), ...members];
}
