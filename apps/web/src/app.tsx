import { AuthRoot, type CreateAuthOptions } from '@clorofil/auth';
import { AppProviders } from '@clorofil/ui-rtl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { RouterProvider, type createBrowserRouter } from 'react-router';
import type { RuntimeConfig } from './config/runtime-config';

export type AppProps = {
  config: RuntimeConfig;
  /** The one QueryClient of the app, whose cache the router's loaders fill. */
  queryClient: QueryClient;
  /** The browser's router. */
  router?: ReturnType<typeof createBrowserRouter>;
  /** The server render: its static router in place of the browser's, and a session that stays empty. */
  routing?: ReactNode;
  authOptions?: CreateAuthOptions;
};

export function App({ config, queryClient, router, routing, authOptions }: AppProps) {
  return (
    <AppProviders>
      {/* Every screen shares one cache, so a purchase refreshes the balance in the menus and the dashboard alike. */}
      <QueryClientProvider client={queryClient}>
        <AuthRoot config={config} options={authOptions}>
          {routing ?? (router && <RouterProvider router={router} />)}
        </AuthRoot>
      </QueryClientProvider>
    </AppProviders>
  );
}
