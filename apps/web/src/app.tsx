import { createQueryClient } from '@clorofil/api-client';
import { AuthRoot } from '@clorofil/auth';
import { AppProviders } from '@clorofil/ui-rtl';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from './config/runtime-config';
import { createAppRouter } from './router';

export type AppProps = { config: RuntimeConfig };

export function App({ config }: AppProps) {
  const [router] = useState(createAppRouter);
  // The one QueryClient of the app: every screen shares its cache, so a purchase refreshes the
  // balance in the menus and the dashboard alike.
  const [queryClient] = useState(createQueryClient);
  return (
    <AppProviders>
      <QueryClientProvider client={queryClient}>
        <AuthRoot config={config}>
          <RouterProvider router={router} />
        </AuthRoot>
      </QueryClientProvider>
    </AppProviders>
  );
}
