import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { screen, waitFor } from '@testing-library/react';
import { handlers } from '@clorofil/api-client/mocks';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthRoot } from '../components/auth-root';
import { createAuth } from '../create-auth';
import { resetAuthBetweenTests } from '../test-support/auth-test-setup';
import { captureNavigator, fakeConfig, fakeMetadata, fakeUser, FAKE_ISSUER, memoryStorage } from '../test-support/fake-provider';

// The API answers with the shared fixtures (AuthRoot loads the profile once signed in).
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());
resetAuthBetweenTests();

async function memberWhoseTokenEndsIn(seconds: number, tokenAnswer: () => Response) {
  let refreshes = 0;
  server.use(
    http.post(`${FAKE_ISSUER}/token`, () => {
      refreshes += 1;
      return tokenAnswer();
    }),
  );
  const { navigator, urls } = captureNavigator();
  const storage = memoryStorage();
  const auth = createAuth(fakeConfig, {
    storage,
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    retryDelayMs: 10,
    settings: { metadata: fakeMetadata },
  });
  await auth.userManager.storeUser(fakeUser({ expiresIn: seconds }));
  renderWithProviders(
    <AuthRoot config={fakeConfig}>
      <p>فرم اطلاعات کاربری</p>
    </AuthRoot>,
    { route: '/account' },
  );
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
    const { urls } = await memberWhoseTokenEndsIn(2, () => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
    expect(await screen.findByText(/نشست شما به‌زودی تمام می‌شود/, undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText('نشست شما به پایان رسید. لطفاً دوباره وارد شوید.', undefined, { timeout: 4000 })).toBeInTheDocument();
    // The member stays on the page (a half-filled form is not thrown away) until they choose.
    expect(screen.getByText('فرم اطلاعات کاربری')).toBeInTheDocument();
    expect(urls).toHaveLength(0);

    const buttons = screen.getAllByRole('button', { name: 'ورود دوباره' });
    buttons.at(-1)!.click();
    await waitFor(() => expect(urls).toHaveLength(1));
  });
});
