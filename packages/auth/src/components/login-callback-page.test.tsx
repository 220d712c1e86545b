import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createAuth, getAuth } from '../create-auth';
import {
  captureNavigator,
  fakeMetadata,
  memoryStorage,
  renderWithApp,
  setupAppTests,
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
  return renderWithApp(<LoginCallbackPage />, { auth: getAuth(), route, path: '/login' });
}

async function savedState(auth: ReturnType<typeof setup>['auth'], url: URL) {
  return JSON.parse((await auth.userManager.settings.stateStore.get(url.searchParams.get('state')!))!).data as string;
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

  it('tells a member who cancelled at the provider, and returns them to where they were going', async () => {
    const { auth, urls } = setup();
    // The earlier visit that left for the provider (a separate page load in reality).
    void auth.userManager.signinRedirect({ state: '/scores?page=2' });
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;

    const { user } = renderCallback(`/login?error=access_denied&state=${state}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('ورود لغو شد');
    await user.click(screen.getByRole('button', { name: 'ورود دوباره' }));
    await waitFor(() => expect(urls).toHaveLength(2));
    expect(await savedState(auth, urls[1]!)).toBe('/scores?page=2');
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
