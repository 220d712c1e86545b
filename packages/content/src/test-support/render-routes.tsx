import { featureRouteObjects, paths } from '@clorofil/ui-rtl';
import { renderWithProviders, type RenderWithProvidersResult } from '@clorofil/ui-rtl/testing';
import { Outlet, type RouteObject } from 'react-router';
import { contentFeature } from '../feature';
import { TestAuthRoot } from './test-auth-root';

/** Stand-ins for the shell's and other features' pages the content pages link or redirect to. */
export const elsewhere: RouteObject[] = [
  { path: paths.notFound, element: <p>صفحهٔ مورد نظر پیدا نشد</p> },
  { path: paths.account, element: <p>صفحهٔ اطلاعات کاربری</p> },
  { path: paths.rewards, element: <p>صفحهٔ جایزه‌ها</p> },
  { path: paths.luckyWheel, element: <p>صفحهٔ گردونه شانس</p> },
];

export type RenderRoutesOptions = { signedIn?: boolean; viewport?: 'mobile' | 'desktop' };

/** Renders `address` through the feature's real route table, the way the shell mounts it. */
export function renderContentRoute(
  address: string,
  { signedIn = false, viewport = 'desktop' }: RenderRoutesOptions = {},
): RenderWithProvidersResult {
  const routes: RouteObject[] = [
    {
      path: '/',
      element: (
        <TestAuthRoot signedIn={signedIn}>
          <Outlet />
        </TestAuthRoot>
      ),
      children: [...elsewhere, ...featureRouteObjects(contentFeature.routes)],
    },
  ];
  return renderWithProviders(<></>, { route: address, path: '/__content-under-test', routes, viewport });
}
