import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuth, getAuth } from '../create-auth';
import {
  captureNavigator,
  fakeMetadata,
  memoryStorage,
  renderWithApp,
  setupAppTests,
  personaUser,
  testAuthConfig,
} from '../testing';
import { LoginCallbackPage } from './login-callback-page';

setupAppTests();

function setup() {
  const { navigator, urls } = captureNavigator();
  const auth = createAuth(testAuthConfig, {
    storage: memoryStorage(),
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    settings: { metadata: fakeMetadata },
  });
  return { auth, urls };
}

function renderCallback(route: string) {
  return renderWithApp(<LoginCallbackPage />, {
    auth: getAuth(),
    route,
    path: '/login',
    routes: [
      { path: '/', element: <p>صفحهٔ اصلی</p> },
      { path: '/rewards', element: <p>صفحهٔ جایزه‌ها</p> },
    ],
  });
}

/** Where the sign-in that left for `url` lands once signed in. */
async function savedState(auth: ReturnType<typeof setup>['auth'], url: URL) {
  const { data } = JSON.parse((await auth.userManager.settings.stateStore.get(url.searchParams.get('state')!))!);
  return (data as { returnTo: string }).returnTo;
}

describe('LoginCallbackPage errors', () => {
  it('explains a callback whose state is unknown, cleans the address and offers «ورود دوباره»', async () => {
    const { auth, urls } = setup();
    const { router, user } = renderCallback('/login?code=abc&state=not-ours');
    expect(await screen.findByRole('alert')).toHaveTextContent('این پیوند ورود دیگر معتبر نیست');
    expect(router.state.location.search).toBe('');

    await user.click(screen.getByRole('button', { name: 'ورود دوباره' }));
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(await savedState(auth, urls[0]!)).toBe('/dashboard');
  });

  it('takes a member who cancelled at the provider back to the page they started from, signed out, without a word', async () => {
    const { auth, urls } = setup();
    // The earlier visit that left for the provider from the home page's sign-in button, heading
    // for /scores?page=2 (a separate page load in reality).
    window.history.replaceState(null, '', '/rewards?filter=used');
    void auth.signIn('/scores?page=2', undefined, '/rewards?filter=used');
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;

    const { router } = renderCallback(
      `/login?error=access_denied&error_description=End-User%20aborted%20interaction&state=${state}`,
    );
    expect(await screen.findByText('صفحهٔ جایزه‌ها')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/rewards');
    expect(router.state.location.search).toBe('?filter=used');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ورود دوباره' })).not.toBeInTheDocument();
    expect(await auth.userManager.getUser()).toBeNull();
    expect(urls).toHaveLength(1);
  });

  it('takes a member who cancelled a sign-in a members’ page asked for to the public home, not into another sign-in', async () => {
    const { auth, urls } = setup();
    void auth.signIn('/account');
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;

    const { router } = renderCallback(`/login?error=access_denied&state=${state}`);
    expect(await screen.findByText('صفحهٔ اصلی')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(urls).toHaveLength(1);
  });

  it('takes a member who cancelled a step-up back to the page that asked for it, still signed in', async () => {
    const { auth, urls } = setup();
    await auth.userManager.storeUser(personaUser('partner'));
    void auth.stepUp('/rewards?edit=1');
    await waitFor(() => expect(urls).toHaveLength(1));
    expect(urls[0]!.searchParams.get('prompt')).toBe('login');
    const state = urls[0]!.searchParams.get('state')!;

    const { router } = renderCallback(`/login?error=access_denied&state=${state}`);
    expect(await screen.findByText('صفحهٔ جایزه‌ها')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?edit=1');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(await auth.userManager.getUser()).not.toBeNull();
  });

  it('never follows a cancelled sign-in’s address to another site', async () => {
    const { auth, urls } = setup();
    void auth.userManager.signinRedirect({ state: { returnTo: '/scores', cancelTo: '//evil.example/steal' } });
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;
    const { router } = renderCallback(`/login?error=access_denied&state=${state}`);
    expect(await screen.findByText('صفحهٔ اصلی')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('never follows a return address to another site', async () => {
    const { auth, urls } = setup();
    void auth.userManager.signinRedirect({ state: '//evil.example/steal' });
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;
    const { user } = renderCallback(`/login?error=login_required&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('نشست شما در سرور ورود به پایان رسیده است');
    await user.click(screen.getByRole('button', { name: 'ورود دوباره' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(await savedState(auth, urls[1]!)).toBe('/dashboard');
  });

  it('asks to sign in when /login is opened without a sign-in answer', async () => {
    setup();
    renderCallback('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً دوباره وارد شوید');
  });
});
