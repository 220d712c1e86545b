import { contentFeature } from '@clorofil/content';
import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes/route-table';

// How a feature plugs in (see README): import its feature object here and spread its `routes`
// into the mount the SPEC gives it. Nothing else in the shell changes. Still to land, each with
// its issue: rewards → profile (rewards, discount-code); scores → profile; profile → profile
// (account); wheel → public (games/lucky-wheel); commissions → financial.
export const routes = createRoutes({
  public: [...contentFeature.routes],
  profile: [],
  financial: [],
});

export function createAppRouter() {
  return createBrowserRouter(routes);
}
