import { createBrowserRouter } from 'react-router';
import { createRoutes } from './routes/route-table';

// How a feature plugs in (see README): import its feature object here and spread its `routes`
// into the mount the SPEC gives it. Nothing else in the shell changes.
//
// TODO(content): mount `@clorofil/content` once the package exports its feature object —
//   import { contentFeature } from '@clorofil/content';   public: [...contentFeature.routes]
// Until then `/` and the content pages answer with the not-found screen.
// rewards → profile (rewards, discount-code); scores → profile; profile → profile (account);
// wheel → public (games/lucky-wheel); commissions → financial. Each lands with its issue.
export const routes = createRoutes({
  public: [],
  profile: [],
  financial: [],
});

export function createAppRouter() {
  return createBrowserRouter(routes);
}
