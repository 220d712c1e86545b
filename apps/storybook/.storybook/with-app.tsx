import { createTestQueryClient, type Persona } from '@clorofil/api-client/testing/browser';
import { TestAuthProvider } from '@clorofil/auth/testing/browser';
import type { Decorator } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

function StoryApp({ persona, children }: { persona: Persona; children: ReactNode }) {
  const [client] = useState(createTestQueryClient);
  return (
    <QueryClientProvider client={client}>
      <TestAuthProvider persona={persona}>{children}</TestAuthProvider>
    </QueryClientProvider>
  );
}

/**
 * `parameters.persona` of a story: who is signed in (the seed's demo members, a visitor by
 * default), with the app's AuthRoot and a QueryClient of its own. Keyed by story, so no session
 * or cached answer survives into the next one; a visitor's sign-in redirect is captured and its
 * return address shown in `getByTestId('sign-in-target')`.
 */
export const withApp: Decorator = (Story, { id, parameters }) => (
  <StoryApp key={id} persona={(parameters.persona as Persona | undefined) ?? 'visitor'}>
    <Story />
  </StoryApp>
);
