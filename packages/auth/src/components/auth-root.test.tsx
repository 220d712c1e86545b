import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { authCreated } from '../load-auth';
import { useAuth } from '../session/auth-state';
import { useSessionStore } from '../session/session-store';
import { storedUserKey, testAuthConfig } from '../testing/fake-provider';
import { personaUser } from '../testing/personas';
import { setupAppTests } from '../testing/setup-app-tests';
import { AuthRoot } from './auth-root';

setupAppTests();

function Who() {
  const auth = useAuth();
  if (auth.isLoading) return <p>در حال بررسی</p>;
  return <p>{auth.isAuthenticated ? `عضو ${auth.user?.profile.sub}` : 'مهمان'}</p>;
}

function renderRoot() {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthRoot config={testAuthConfig}>
        <Who />
      </AuthRoot>
    </QueryClientProvider>,
  );
}

describe('AuthRoot in the browser', () => {
  it('shows a visitor their page at once without loading the sign-in library', async () => {
    renderRoot();
    // Settled before the first paint: no «checking» state for a tab without a session.
    expect(screen.getByText('مهمان')).toBeInTheDocument();
    expect(useSessionStore.getState().resuming).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(authCreated()).toBe(false);
    expect(screen.getByText('مهمان')).toBeInTheDocument();
  });

  it('restores a member whose session is in the tab, loading the library for them', async () => {
    const user = personaUser('student');
    window.sessionStorage.setItem(storedUserKey, user.toStorageString());
    renderRoot();
    expect(await screen.findByText(`عضو ${user.profile.sub}`)).toBeInTheDocument();
    expect(authCreated()).toBe(true);
  });
});
