import { getProfile } from '@clorofil/api-client';
import { errorResponse, fixtures, mockApi, mockPath } from '@clorofil/api-client/testing';
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
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
    expect(JSON.parse((await auth.userManager.settings.stateStore.get(state))!).data).toBe('/account?tab=bank');
    expect(await auth.userManager.getUser()).toBeNull();
  });
});
