import { screen, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from '../components/require-auth';
import { getAuth } from '../create-auth';
import { renderWithApp, setupAppTests } from '../testing';
import { forgetMemberHint, hasMemberHint, MEMBER_HINT_COOKIE, rememberMemberHint } from './member-hint';

setupAppTests();

const hint = () => document.cookie.split('; ').includes(`${MEMBER_HINT_COOKIE}=1`);

afterEach(() => {
  document.cookie = `${MEMBER_HINT_COOKIE}=; Path=/; Max-Age=0`;
});

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
    renderWithApp(
      <RequireAuth>
        <h1>جایزه‌ها</h1>
      </RequireAuth>,
      { persona: 'student', route: '/rewards' },
    );
    await screen.findByRole('heading', { name: 'جایزه‌ها' });
    await waitFor(() => expect(hint()).toBe(true));
    // Signed out here or in a sibling tab, or a renewal refused: the library forgets the user.
    await act(() => getAuth().userManager.removeUser());
    await waitFor(() => expect(hint()).toBe(false));
  });

  it('is a session cookie for the whole site, sent on a followed link, Secure over https', () => {
    const page = (protocol: string) => ({ cookie: '', location: { protocol } }) as unknown as Document;
    const http = page('http:');
    rememberMemberHint(http);
    expect(http.cookie).toBe('clorofil_member=1; Path=/; SameSite=Lax');
    const https = page('https:');
    rememberMemberHint(https);
    expect(https.cookie).toBe('clorofil_member=1; Path=/; SameSite=Lax; Secure');
    forgetMemberHint(https);
    expect(https.cookie).toBe('clorofil_member=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it("is removed by a visitor's tab, which has no session to read", async () => {
    document.cookie = `${MEMBER_HINT_COOKIE}=1; Path=/`;
    expect(hint()).toBe(true);
    renderWithApp(<h1>خانه</h1>, { persona: 'visitor', route: '/' });
    await screen.findByRole('heading', { name: 'خانه' });
    await waitFor(() => expect(hint()).toBe(false));
  });
});
