import { mockApi } from '@clorofil/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuth, getAuth } from '../create-auth';
import { useAuth, type AuthState } from '../session/auth-state';
import {
  captureNavigator,
  FAKE_ISSUER,
  fakeMetadata,
  memoryStorage,
  personaUser,
  renderWithApp,
  setupAppTests,
  testAuthConfig,
  withCommitLog,
} from '../testing';
import { RequireAuth } from './require-auth';

// The API answers with the shared fixtures (the member's profile is asked once signed in).
setupAppTests();

function setup(options: { metadata?: boolean; storage?: Storage } = {}) {
  const { navigator, urls } = captureNavigator();
  const storage = options.storage ?? memoryStorage();
  const auth = createAuth(testAuthConfig, {
    storage,
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    ...(options.metadata === false ? {} : { settings: { metadata: fakeMetadata } }),
  });
  return { auth, urls, storage };
}

const Protected = () => <h1>جایزه‌ها</h1>;

/**
 * A signed-in tab (a stored session) rendering the guarded page; the log holds, per commit,
 * whether auth said «signed in» and whether the page was on screen.
 */
async function renderLoggingCommits() {
  const { auth } = setup({ storage: memoryStorage() });
  await auth.userManager.storeUser(personaUser('student'));
  let seen: AuthState | undefined;
  function AuthSpy() {
    seen = useAuth();
    return null;
  }
  const { ui, log } = withCommitLog(
    <>
      <AuthSpy />
      <RequireAuth>
        <Protected />
      </RequireAuth>
    </>,
    () => ({ signedIn: seen?.isAuthenticated, page: screen.queryByRole('heading', { name: 'جایزه‌ها' }) !== null }),
  );
  renderWithApp(ui, { auth: getAuth(), route: '/rewards' });
  return log;
}

describe('RequireAuth', () => {
  it('sends a visitor to sign in with the full address as state, saying «please wait»', async () => {
    const { auth, urls } = setup();
    renderWithApp(
      <RequireAuth>
        <Protected />
      </RequireAuth>,
      { auth: getAuth(), route: '/rewards?filter=used#top', path: '/rewards' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('لطفاً چند لحظه صبر کنید…');
    await waitFor(() => expect(urls).toHaveLength(1));

    const authorize = urls[0]!;
    expect(authorize.origin + authorize.pathname).toBe(`${FAKE_ISSUER}/auth`);
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://127.0.0.1:5173/login');
    expect(authorize.searchParams.get('response_mode')).toBe('query');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    expect(authorize.searchParams.get('scope')).toBe('openid profile api1 IdentityServerApi offline_access');
    // The state sent is an opaque id; what it stands for (the return address) stays in the tab. A
    // cancel at the provider goes to the public home: this page would only ask to sign in again.
    const stored = await auth.userManager.settings.stateStore.get(authorize.searchParams.get('state')!);
    expect(JSON.parse(stored!).data).toEqual({ returnTo: '/rewards?filter=used#top', cancelTo: '/' });
    expect(screen.queryByRole('heading', { name: 'جایزه‌ها' })).not.toBeInTheDocument();
  });

  it('starts one sign-in even when a layout and its page are both guarded', async () => {
    const { urls } = setup();
    renderWithApp(
      <RequireAuth>
        <RequireAuth>
          <Protected />
        </RequireAuth>
      </RequireAuth>,
      { auth: getAuth(), route: '/scores' },
    );
    await waitFor(() => expect(urls).toHaveLength(1));
    await delay(100);
    expect(urls).toHaveLength(1);
  });

  it('shows the page to a signed-in member', async () => {
    const storage = memoryStorage();
    const { auth } = setup({ storage });
    await auth.userManager.storeUser(personaUser('student'));
    renderWithApp(
      <RequireAuth>
        <Protected />
      </RequireAuth>,
      { auth: getAuth(), route: '/rewards' },
    );
    expect(await screen.findByRole('heading', { name: 'جایزه‌ها' })).toBeInTheDocument();
  });

  it('shows the page in a deferred render of its own once the stored session is read', async () => {
    const log = await renderLoggingCommits();
    expect(await screen.findByRole('heading', { name: 'جایزه‌ها' })).toBeInTheDocument();
    // The update that says «signed in» commits the loader once more; the page follows in its own
    // render (a transition: React renders a whole layout and page in slices, not in one long task).
    expect(log).toContainEqual({ signedIn: true, page: false });
    expect(log.at(-1)).toEqual({ signedIn: true, page: true });
  });

  it('does not start a new sign-in while the member is signing out from a protected page', async () => {
    const storage = memoryStorage();
    const { auth, urls } = setup({ storage });
    await auth.userManager.storeUser(personaUser('student'));
    renderWithApp(
      <RequireAuth>
        <Protected />
      </RequireAuth>,
      { auth: getAuth(), route: '/dashboard' },
    );
    expect(await screen.findByRole('heading', { name: 'جایزه‌ها' })).toBeInTheDocument();

    mockApi.use(http.post(`${FAKE_ISSUER}/token/revocation`, () => new HttpResponse(null, { status: 200 })));
    void auth.signOut('/');
    expect(await screen.findByRole('status')).toHaveTextContent('در حال خروج از حساب کاربری');
    await waitFor(() => expect(urls.some((url) => url.pathname.endsWith('/session/end'))).toBe(true));
    await delay(100);
    // Only the provider's sign-out was visited: no authorize request raced it.
    expect(urls.filter((url) => url.pathname.endsWith('/auth'))).toHaveLength(0);
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '');
    const signInStates = keys.filter((key) => (storage.getItem(key) ?? '').includes('"request_type":"si:r"'));
    expect(signInStates).toHaveLength(0);
  });

  it('waits while an expired session is renewed with its refresh token instead of redirecting', async () => {
    const storage = memoryStorage();
    let tokenCalls = 0;
    mockApi.use(
      http.post(`${FAKE_ISSUER}/token`, async () => {
        tokenCalls += 1;
        await delay(300);
        return HttpResponse.json({
          access_token: 'renewed',
          token_type: 'Bearer',
          expires_in: 600,
          refresh_token: 'refresh-2',
        });
      }),
    );
    // The member comes back to a tab whose access token expired while it slept.
    await new (await import('oidc-client-ts')).WebStorageStateStore({ store: storage }).set(
      `user:${FAKE_ISSUER}:clorofil-web`,
      personaUser('student', { expiresIn: -30 }).toStorageString(),
    );
    const { urls } = setup({ storage });
    renderWithApp(
      <RequireAuth>
        <Protected />
      </RequireAuth>,
      { auth: getAuth(), route: '/rewards' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('لطفاً چند لحظه صبر کنید…');
    expect(await screen.findByRole('heading', { name: 'جایزه‌ها' })).toBeInTheDocument();
    expect(tokenCalls).toBe(1);
    expect(urls).toHaveLength(0);
  });

  it('explains a sign-in that could not start and lets the member try again', async () => {
    mockApi.use(http.get(`${FAKE_ISSUER}/.well-known/openid-configuration`, () => HttpResponse.error()));
    const { urls } = setup({ metadata: false });
    const { user } = renderWithApp(
      <RequireAuth>
        <Protected />
      </RequireAuth>,
      { auth: getAuth(), route: '/account' },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('ارتباط با سرور ورود برقرار نشد');

    mockApi.use(http.get(`${FAKE_ISSUER}/.well-known/openid-configuration`, () => HttpResponse.json(fakeMetadata)));
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(urls).toHaveLength(1));
  });
});
