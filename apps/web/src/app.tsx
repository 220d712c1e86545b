import { AuthRoot } from '@clorofil/auth';
import { AppProviders } from '@clorofil/ui-rtl';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { RuntimeConfig } from './config/runtime-config';
import { createAppRouter } from './router';

export type AppProps = { config: RuntimeConfig };

export function App({ config }: AppProps) {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders>
      <AuthRoot config={config}>
        <RouterProvider router={router} />
      </AuthRoot>
    </AppProviders>
  );
}
