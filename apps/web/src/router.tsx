import { createBrowserRouter } from 'react-router';
import { features } from './features';
import { createRoutes } from './routes/route-table';

export const routes = createRoutes(features);

export function createAppRouter() {
  return createBrowserRouter(routes);
}
