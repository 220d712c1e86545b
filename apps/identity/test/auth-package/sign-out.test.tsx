import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { createAuth, LogoutRedirectPage, userManagerSettings, type AuthConfig } from '@clorofil/auth';
import {
  captureNavigator,
  createSessionChannel,
  renderWithApp,
  resetAuthAfterEach,
  WEB_ORIGIN,
} from '@clorofil/auth/testing';
import { screen, waitFor } from '@testing-library/react';
import { InMemoryWebStorage, UserManager } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../src/testing/sign-in-client.js';
import { signInAtProvider, startIdentityProvider } from './identity-provider';

let provider: Awaited<ReturnType<typeof startIdentityProvider>>;
let config: AuthConfig;

beforeAll(async () => {
  provider = await startIdentityProvider();
  config = {
    authority: provider.issuer,
    clientId: 'clorofil-web',
    apiBaseUrl: 'http://127.0.0.1:9',
    origin: WEB_ORIGIN,
  };
});
afterAll(() => provider.server.close());
resetAuthAfterEach();

const channelFactory = (name: string) => new NodeBroadcastChannel(name) as never;

describe('signing out (SPEC §4, SECURITY 5 and 9)', () => {
  it('revokes the refresh token, forgets the session here and in sibling tabs, and ends it at the provider', async () => {
    const { navigator, urls } = captureNavigator();
    const auth = createAuth(config, { redirectNavigator: navigator, locks: null, createChannel: channelFactory });
    void auth.signIn('/account');
    await waitFor(() => expect(urls).toHaveLength(1));
    await auth.userManager.signinCallback(
      `${WEB_ORIGIN}${await signInAtProvider(urls[0]!, provider.issuer, '09120000001')}`,
    );
    const user = (await auth.userManager.getUser())!;

    // A duplicated tab holds a copy of the same session.
    const siblingStorage = new InMemoryWebStorage();
    for (const key of Object.keys(window.sessionStorage))
      siblingStorage.setItem(key, window.sessionStorage.getItem(key)!);
    const sibling = new UserManager(userManagerSettings(config, siblingStorage));
    const siblingChannel = createSessionChannel(sibling, channelFactory);
    expect(await sibling.getUser()).not.toBeNull();

    // Like the browser, the capturing navigator never comes back from the provider's page.
    void auth.signOut();
    await waitFor(() => expect(urls).toHaveLength(2));
    const endSession = urls[1]!;
    expect(endSession.pathname).toBe('/session/end');
    expect(endSession.searchParams.get('id_token_hint')).toBe(user.id_token);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${WEB_ORIGIN}/logoutredirect`);
    expect(await auth.userManager.getUser()).toBeNull();
    await waitFor(async () => expect(await sibling.getUser()).toBeNull());
    // The provider no longer honours the session's refresh token.
    const refresh = await refreshTokens(provider.issuer, user.refresh_token!);
    expect(refresh.body.error).toBe('invalid_grant');

    // Back from the provider: the page says what is happening, then nothing of the session is left.
    const { router } = renderWithApp(<LogoutRedirectPage />, {
      auth,
      route: `/logoutredirect?state=${endSession.searchParams.get('state')}`,
      path: '/logoutredirect',
      routes: [{ path: '/', element: <h1>صفحهٔ اصلی</h1> }],
    });
    expect(screen.getByRole('status')).toHaveTextContent('در حال خروج از حساب کاربری، لطفاً صبر کنید…');
    expect(await screen.findByRole('heading', { name: 'صفحهٔ اصلی' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(window.sessionStorage).toHaveLength(0);
    expect(window.localStorage).toHaveLength(0);
    siblingChannel.close();
  });
});
