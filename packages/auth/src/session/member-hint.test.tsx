import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../components/require-auth';
import { createAuth, getAuth } from '../create-auth';
import {
  captureNavigator,
  fakeMetadata,
  memoryStorage,
  personaUser,
  renderWithApp,
  setupAppTests,
  testAuthConfig,
} from '../testing';
import { hasMemberHint, MEMBER_HINT_COOKIE } from './member-hint';

setupAppTests();

const hint = () => document.cookie.split('; ').includes(`${MEMBER_HINT_COOKIE}=1`);

afterEach(() => {
  document.cookie = `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0`;
});

function setup() {
  const { navigator, urls } = captureNavigator();
  const storage = memoryStorage();
  const auth = createAuth(testAuthConfig, {
    storage,
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    settings: { metadata: fakeMetadata },
  });
  return { auth, urls };
}

describe('the member hint cookie', () => {
  it.each([
    ['clorofil_member=1', true],
    ['theme=dark; clorofil_member=1', true],
    ['clorofil_member=1; theme=dark', true],
    ['clorofil_member=0', false],
    ['clorofil_member=11', false],
    ['xclorofil_member=1', false],
    ['', false],
    [undefined, false],
  ])('reads %j from a Cookie header as %s', (header, expected) => {
    expect(hasMemberHint(header)).toBe(expected);
  });

  it('is set once the stored session is read, and removed when the session ends', async () => {
    const { auth } = setup();
    await auth.userManager.storeUser(personaUser('student'));
    renderWithApp(
      <RequireAuth>
        <h1>جایزه‌ها</h1>
      </RequireAuth>,
      { auth: getAuth(), route: '/rewards' },
    );
    await screen.findByRole('heading', { name: 'جایزه‌ها' });
    await waitFor(() => expect(hint()).toBe(true));
    // Signed out here or in a sibling tab, or a renewal refused: the library forgets the user.
    await act(() => auth.userManager.removeUser());
    await waitFor(() => expect(hint()).toBe(false));
  });

  it("is removed by a visitor's tab, which has no session to read", async () => {
    document.cookie = `${MEMBER_HINT_COOKIE}=1; Path=/`;
    expect(hint()).toBe(true);
    renderWithApp(<h1>خانه</h1>, { persona: 'visitor', route: '/' });
    await screen.findByRole('heading', { name: 'خانه' });
    await waitFor(() => expect(hint()).toBe(false));
  });
});
