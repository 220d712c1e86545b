import { apiMutations, queryKeys } from '@clorofil/api-client';
import { fixtures, mockApi, networkError, respondWith } from '@clorofil/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FAKE_ISSUER, fakeJwt, renderWithApp, setupAppTests } from '../testing';
import { decodeJwtPayload } from './claims';
import { useMember } from './use-member';

setupAppTests();

function MemberBlock() {
  const member = useMember();
  return (
    <div>
      <p data-testid="name">{member.displayName}</p>
      <p data-testid="score">{member.score ?? '…'}</p>
      <p data-testid="status">{member.status}</p>
    </div>
  );
}

const name = () => screen.getByTestId('name');

describe('the signed-in member', () => {
  it('is called by the trimmed full name from the profile', async () => {
    renderWithApp(<MemberBlock />, {
      persona: 'student',
      handlers: [respondWith('getProfile', { ...fixtures.teacherProfile, fullName: '  سارا محمدی  ' })],
    });
    await waitFor(() => expect(name().textContent).toBe('سارا محمدی'));
    expect(screen.getByTestId('status')).toHaveTextContent('success');
  });

  it('is called by the mobile number, in Persian digits, when the profile has no name', async () => {
    renderWithApp(<MemberBlock />, { persona: 'newMember' });
    await waitFor(() => expect(name()).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۳'));
  });

  it('falls back to the PhoneNumber claim of the access token when the profile cannot be loaded', async () => {
    renderWithApp(<MemberBlock />, { persona: 'partner', handlers: [networkError('getProfile')] });
    await waitFor(() => expect(screen.getByTestId('status')).toHaveTextContent('error'));
    expect(name()).toHaveTextContent('۰۹۱۲۰۰۰۰۰۰۲');
    expect(screen.getByTestId('score')).toHaveTextContent('…');
  });

  it('keeps the last known profile when a later refresh fails', async () => {
    const { queryClient } = renderWithApp(<MemberBlock />, { persona: 'student' });
    await waitFor(() => expect(name()).toHaveTextContent('امیرحسین محمدی'));
    mockApi.use(networkError('getProfile'));
    await queryClient.refetchQueries({ queryKey: queryKeys.member.profile() });
    expect(name()).toHaveTextContent('امیرحسین محمدی');
    expect(screen.getByTestId('score')).toHaveTextContent('1250');
  });

  it('is not asked for while nobody is signed in', async () => {
    let asked = 0;
    mockApi.use(http.get('*/api/Profile', () => HttpResponse.json((asked++, fixtures.profile))));
    renderWithApp(<MemberBlock />);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(asked).toBe(0);
    expect(name()).toBeEmptyDOMElement();
  });

  it('is forgotten at sign-out: no member query or purchase answer, no name, nothing sensitive in web storage', async () => {
    mockApi.use(http.post(`${FAKE_ISSUER}/token/revocation`, () => new HttpResponse(null, { status: 200 })));
    const { queryClient, auth } = renderWithApp(<MemberBlock />, { persona: 'student' });
    await waitFor(() => expect(screen.getByTestId('score')).toHaveTextContent('1250'));
    expect(queryClient.getQueryData(queryKeys.member.profile())).toMatchObject({ mobile: '09120000001' });
    const stored = JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain('0072145366');

    await queryClient.getMutationCache().build(queryClient, apiMutations.buyReward()).execute({ id: 1 });
    expect(queryClient.getMutationCache().getAll()).toHaveLength(1);

    void auth.signOut();
    // A screen still mounted may keep an empty, idle entry; no answer of the member's is left.
    const answers = () =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: queryKeys.member.all() })
        .filter((query) => query.state.data !== undefined);
    await waitFor(() => expect(answers()).toHaveLength(0));
    expect(queryClient.getMutationCache().getAll()).toHaveLength(0);
    expect(name()).toBeEmptyDOMElement();
    expect(screen.getByTestId('score')).toHaveTextContent('…');
  });
});

describe('decodeJwtPayload', () => {
  it('reads base64url payloads with Persian text and rejects garbage', () => {
    const token = fakeJwt({ name: 'سارا', PhoneNumber: '09120000001' });
    expect(decodeJwtPayload(token)).toEqual({ name: 'سارا', PhoneNumber: '09120000001' });
    expect(decodeJwtPayload('not-a-jwt')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(decodeJwtPayload(undefined)).toBeNull();
  });
});
