import { commissionsFeature } from '@clorofil/commissions';
import { defineFeature, paths, type FeatureRoute } from '@clorofil/app-kit';

const heading = (text: string) => async () =>
  function StandInPage() {
    return <h1>{text}</h1>;
  };

const standInPages: Record<string, string> = {
  [paths.commissions]: 'گزارش کمیسیون',
  [paths.patterns.commission]: 'جزئیات کمیسیون',
  [paths.bankInformation]: 'فرم حساب بانکی',
};

/**
 * For the shell's tests only (imported by tests, so never part of the app's build): the
 * commissions feature's own menu, addresses and guards, with a heading instead of each page, so
 * routing and menus are tested without the pages' requests.
 */
export const commissionsStandIn = defineFeature({
  ...commissionsFeature,
  routes: commissionsFeature.routes.map((route): FeatureRoute =>
    route.page ? { ...route, page: heading(standInPages[route.path] ?? route.path) } : route,
  ),
});
