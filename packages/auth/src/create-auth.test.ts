import { getProfile } from '@clorofil/api-client';
import { errorResponse, fixtures, mockApi, mockPath } from '@clorofil/api-client/testing';
import { waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_TIMING } from './config';
import { createAuth } from './create-auth';
import {
  captureNavigator,
  FAKE_ISSUER,
  fakeMetadata,
  memoryStorage,
  personaUser,
  setupAppTests,
  testAuthConfig,
} from './testing';

setupAppTests();

async function signedInAuth() {
  const { navigator, urls } = captureNavigator();
  const auth = createAuth(testAuthConfig, {
    storage: memoryStorage(),
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    settings: { metadata: fakeMetadata },
  });
  await auth.userManager.storeUser(personaUser('student', { accessToken: 'stale-access' }));
  await auth.ready;
  return { auth, urls };
}

describe('the API client wired to auth', () => {
  it('sends the member token, and after a 401 renews once and repeats the call', async () => {
    let refreshes = 0;
    mockApi.use(
      http.post(`${FAKE_ISSUER}/token`, () => {
        refreshes += 1;
        return HttpResponse.json({
          access_token: 'fresh-access',
          token_type: 'Bearer',
          expires_in: 600,
          refresh_token: 'refresh-2',
        });
      }),
      http.get(mockPath('getProfile'), ({ request }) =>
        request.headers.get('authorization') === 'Bearer fresh-access'
          ? HttpResponse.json(fixtures.profile)
          : HttpResponse.json({ Message: 'x' }, { status: 401 }),
      ),
    );
    await signedInAuth();
    const [one, two] = await Promise.all([getProfile(), getProfile()]);
    expect(one.mobile).toBe(fixtures.profile.mobile);
    expect(two.mobile).toBe(fixtures.profile.mobile);
    expect(refreshes).toBe(1);
  });

  it('sends the member to sign in, back to this page, when the session cannot be renewed', async () => {
    window.history.replaceState(null, '', '/account?tab=bank');
    mockApi.use(
      http.post(`${FAKE_ISSUER}/token`, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 })),
      errorResponse('getProfile', 401),
    );
    const { auth, urls } = await signedInAuth();
    await expect(getProfile()).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(urls).toHaveLength(1));
    const state = urls[0]!.searchParams.get('state')!;
    expect(JSON.parse((await auth.userManager.settings.stateStore.get(state))!).data).toEqual({
      returnTo: '/account?tab=bank',
      // Cancelling there must not land on a members' page, which would only ask to sign in again.
      cancelTo: '/',
    });
    expect(await auth.userManager.getUser()).toBeNull();
  });
});

describe('sign-out', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes on to the provider’s sign-out when the revocation never answers, after the request timeout', async () => {
    const revocations: string[] = [];
    mockApi.use(
      http.post(`${FAKE_ISSUER}/token/revocation`, async ({ request }) => {
        revocations.push(new URLSearchParams(await request.text()).get('token') ?? '');
        await delay('infinite');
        return new HttpResponse(null, { status: 200 });
      }),
    );
    const { auth, urls } = await signedInAuth();
    // Only the timers are fake, so the request timeout can pass without the test waiting 10 s.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    void auth.signOut('/');
    await vi.waitFor(() => expect(revocations).toHaveLength(1));
    expect(revocations[0], 'the refresh token is revoked').toBeTruthy();
    await vi.advanceTimersByTimeAsync(SESSION_TIMING.requestTimeoutSeconds * 1000 - 500);
    expect(urls, 'still waiting for the revocation just before the timeout').toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(urls.map((url) => url.pathname)).toEqual(['/session/end']));
    expect(await auth.userManager.getUser(), 'signed out locally too').toBeNull();
  });
});
