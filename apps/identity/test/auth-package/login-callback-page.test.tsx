import { createTestQueryClient } from '@clorofil/api-client/testing';
import { AuthRoot, createAuth, LoginCallbackPage, useMember, type AuthConfig } from '@clorofil/auth';
import { captureNavigator, renderWithApp, resetAuthAfterEach, WEB_ORIGIN } from '@clorofil/auth/testing';
import { AppProviders } from '@clorofil/ui-rtl';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInAtProvider, startIdentityProvider } from './identity-provider';

// The real development identity provider (apps/identity) in process; oidc-client-ts talks to it
// from jsdom exactly as it would from the browser, except that the member's steps on the
// provider's pages are played by its no-browser sign-in helper.
let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let config: AuthConfig;

beforeAll(async () => {
  provider = await startIdentityProvider();
  // The API is not under test: port 9 refuses at once, so the profile falls back to the claim.
  config = {
    authority: provider.issuer,
    clientId: 'clorofil-web',
    apiBaseUrl: 'http://127.0.0.1:9',
    origin: WEB_ORIGIN,
  };
});
afterAll(() => provider.server.close());
resetAuthAfterEach();

function RewardsStandIn() {
  return (
    <>
      <h1>جایزه‌ها</h1>
      <p data-testid="member-name">{useMember().displayName}</p>
    </>
  );
}

function tokenRequests(spy: { mock: { calls: unknown[][] } }): number {
  return spy.mock.calls.filter(([input]) => {
    const url = input instanceof Request ? input.url : String(input);
    return new URL(url).pathname === '/token';
  }).length;
}

describe('LoginCallbackPage against the identity provider', () => {
  it('finishes the sign-in exactly once under StrictMode and goes to the saved address', async () => {
    const { navigator, urls } = captureNavigator();
    const auth = createAuth(config, { redirectNavigator: navigator, locks: null, createChannel: null });
    void auth.signIn('/rewards?filter=used#top');
    await waitFor(() => expect(urls).toHaveLength(1));
    const callback = await signInAtProvider(urls[0]!, provider.issuer, '09120000004');

    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    // StrictMode at the root, as in the app: only there does React run mount effects twice.
    const router = createMemoryRouter(
      [
        { path: '/login', element: <LoginCallbackPage /> },
        { path: '/rewards', element: <RewardsStandIn /> },
      ],
      { initialEntries: [callback] },
    );
    render(
      <StrictMode>
        <AppProviders>
          <QueryClientProvider client={createTestQueryClient()}>
            <AuthRoot config={config}>
              <RouterProvider router={router} />
            </AuthRoot>
          </QueryClientProvider>
        </AppProviders>
      </StrictMode>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('لطفاً چند لحظه صبر کنید…');

    expect(await screen.findByRole('heading', { name: 'جایزه‌ها' })).toBeInTheDocument();
    expect(router.state.location).toMatchObject({ pathname: '/rewards', search: '?filter=used', hash: '#top' });
    // The code is not left in history: the callback entry was replaced.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tokenRequests(fetchSpy)).toBe(1);

    const user = await auth.userManager.getUser();
    expect(user?.profile.PhoneNumber).toBe('09120000004');
    expect(user?.refresh_token).toBeTruthy();
    // Tokens live in this tab's sessionStorage only; the header can already show the number.
    expect(Object.keys(window.sessionStorage).some((key) => key.startsWith('oidc.user:'))).toBe(true);
    expect(window.localStorage).toHaveLength(0);
    // The API is unreachable, so the member is called by the token's PhoneNumber (SPEC §3) once
    // the sign-in library (loaded on demand) reports the session.
    await waitFor(() => expect(screen.getByTestId('member-name')).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۴'));
  });

  it('goes to the club home when no return address was saved', async () => {
    const { navigator, urls } = captureNavigator();
    const auth = createAuth(config, { redirectNavigator: navigator, locks: null, createChannel: null });
    void auth.userManager.signinRedirect();
    await waitFor(() => expect(urls).toHaveLength(1));
    const callback = await signInAtProvider(urls[0]!, provider.issuer, '09120000005');

    const { router } = renderWithApp(<LoginCallbackPage />, {
      auth,
      route: callback,
      path: '/login',
      routes: [{ path: '/dashboard', element: <h1>خانهٔ باشگاه</h1> }],
    });
    expect(await screen.findByRole('heading', { name: 'خانهٔ باشگاه' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
