import { configureApiClient, resetApiClient } from '@clorofil/api-client';
import { fixtures, handlers, networkError, respondWith } from '@clorofil/api-client/mocks';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fakeJwt } from '../test-support/fake-provider';
import { decodeJwtPayload } from './claims';
import { selectDisplayName, selectMobile, useMemberStore } from './member-store';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  useMemberStore.getState().clear();
  resetApiClient();
});
afterAll(() => server.close());

const store = () => useMemberStore.getState();

describe('the signed-in member', () => {
  it('is called by the trimmed full name from the profile', async () => {
    server.use(respondWith('getProfile', { ...fixtures.teacherProfile, fullName: '  سارا محمدی  ' }));
    await store().refreshProfile();
    expect(selectDisplayName(store())).toBe('سارا محمدی');
    expect(store().status).toBe('ready');
  });

  it('is called by the mobile number, in Persian digits, when the profile has no name', async () => {
    server.use(respondWith('getProfile', fixtures.newMemberProfile));
    await store().refreshProfile();
    expect(selectDisplayName(store())).toBe('۰۹۱۲۰۰۰۰۰۰۳');
  });

  it('falls back to the PhoneNumber claim of the access token when the profile cannot be loaded', async () => {
    store().setAccessToken(fakeJwt({ sub: 'x', PhoneNumber: '09120000004' }));
    server.use(networkError('getProfile'));
    await store().refreshProfile();
    expect(store().status).toBe('error');
    expect(store().error?.message).toMatch(/^ارتباط با سرور برقرار نشد/);
    expect(selectMobile(store())).toBe('09120000004');
    expect(selectDisplayName(store())).toBe('۰۹۱۲۰۰۰۰۰۰۴');
  });

  it('keeps the last known profile when a later refresh fails', async () => {
    await store().refreshProfile();
    server.use(networkError('getProfile'));
    await store().refreshProfile();
    expect(store()).toMatchObject({ status: 'ready', profile: { fullName: 'سارا محمدی' } });
  });

  it('drops a profile answer that arrives after sign-out', async () => {
    const pending = store().refreshProfile();
    store().clear();
    await pending;
    expect(store().profile).toBeNull();
    expect(selectDisplayName(store())).toBe('');
  });

  it('shows a new balance at once and keeps nothing sensitive in web storage', async () => {
    configureApiClient({ baseURL: '', getAccessToken: () => 'token' });
    await store().refreshProfile();
    store().setScore(1130);
    expect(store().profile?.score).toBe(1130);
    const stored = JSON.stringify({ ...window.sessionStorage }) + JSON.stringify({ ...window.localStorage });
    expect(stored).not.toContain(fixtures.profile.nationalCode);
    expect(stored).not.toContain(fixtures.profile.fullName);
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
