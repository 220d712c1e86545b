import { mockApi } from '@clorofil/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createAuth } from '../create-auth';
import {
  captureNavigator,
  FAKE_ISSUER,
  fakeMetadata,
  memoryStorage,
  personaUser,
  renderWithApp,
  setupAppTests,
  testAuthConfig,
} from '../testing';

// The API answers with the shared fixtures (the member's profile is asked once signed in).
setupAppTests();

async function memberWhoseTokenEndsIn(seconds: number, tokenAnswer: () => Response) {
  let refreshes = 0;
  mockApi.use(
    http.post(`${FAKE_ISSUER}/token`, () => {
      refreshes += 1;
      return tokenAnswer();
    }),
  );
  const { navigator, urls } = captureNavigator();
  const storage = memoryStorage();
  const auth = createAuth(testAuthConfig, {
    storage,
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    retryDelayMs: 10,
    settings: { metadata: fakeMetadata },
  });
  await auth.userManager.storeUser(personaUser('student', { expiresIn: seconds }));
  renderWithApp(<p>فرم اطلاعات کاربری</p>, { auth, route: '/account' });
  return { urls, refreshes: () => refreshes };
}

describe('session notices', () => {
  it('renews quietly before the token expires: no notice at all', async () => {
    const { refreshes } = await memberWhoseTokenEndsIn(3, () =>
      HttpResponse.json({ access_token: 'fresh', token_type: 'Bearer', expires_in: 600, refresh_token: 'refresh-2' }),
    );
    await waitFor(() => expect(refreshes()).toBe(1), { timeout: 3000 });
    await new Promise((resolve) => setTimeout(resolve, 3500));
    expect(screen.queryByText(/نشست شما/)).not.toBeInTheDocument();
  });

  it('warns when renewal failed, then offers to sign in again once the session has ended', async () => {
    const { urls } = await memberWhoseTokenEndsIn(2, () =>
      HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    expect(await screen.findByText(/نشست شما به‌زودی تمام می‌شود/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(
      await screen.findByText('نشست شما به پایان رسید. لطفاً دوباره وارد شوید.', undefined, { timeout: 4000 }),
    ).toBeInTheDocument();
    // The member stays on the page (a half-filled form is not thrown away) until they choose.
    expect(screen.getByText('فرم اطلاعات کاربری')).toBeInTheDocument();
    expect(urls).toHaveLength(0);

    const buttons = screen.getAllByRole('button', { name: 'ورود دوباره' });
    buttons.at(-1)!.click();
    await waitFor(() => expect(urls).toHaveLength(1));
  });
});
