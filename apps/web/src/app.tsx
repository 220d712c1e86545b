import { createQueryClient } from '@clorofil/api-client';
import { AuthRoot, type CreateAuthOptions } from '@clorofil/auth';
import { AppProviders } from '@clorofil/ui-rtl';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from './config/runtime-config';
import { createAppRouter } from './router';

export type AppProps = {
  config: RuntimeConfig;
  /** Hydration: the router made after the page's lazy routes loaded, and the server's data in the cache. */
  router?: ReturnType<typeof createAppRouter>;
  queryClient?: QueryClient;
  /** The server render: its static router in place of the browser's, and a session that stays empty. */
  routing?: ReactNode;
  authOptions?: CreateAuthOptions;
  /** A member's page rendered for the member hint (AuthRoot's memberAssumed). */
  memberAssumed?: boolean;
};

export function App({
  config,
  router: givenRouter,
  queryClient: givenClient,
  routing,
  authOptions,
  memberAssumed,
}: AppProps) {
  const [router] = useState(() => (routing ? null : (givenRouter ?? createAppRouter())));
  // The one QueryClient of the app: every screen shares its cache, so a purchase refreshes the
  // balance in the menus and the dashboard alike.
  const [queryClient] = useState(() => givenClient ?? createQueryClient());
  return (
    // The global sheet is the built stylesheet chakra-global.css (main.tsx), not written by Emotion.
    <AppProviders staticGlobalSheet>
      <QueryClientProvider client={queryClient}>
        <AuthRoot config={config} options={authOptions} memberAssumed={memberAssumed ?? false}>
          {routing ?? (router && <RouterProvider router={router} />)}
        </AuthRoot>
      </QueryClientProvider>
    </AppProviders>
  );
}
