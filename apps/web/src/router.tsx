import { createBrowserRouter, type RouteObject } from 'react-router';
import { NotFoundPage } from './views/not-found-page';
import { RouteErrorPage } from './views/route-error-page';

// Feature packages contribute their route objects here as their issues land; the shell decides
// layout and prefix. Unknown paths fall through to the not-found screen.
export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteErrorPage />,
    children: [
      { path: '404', element: <NotFoundPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
