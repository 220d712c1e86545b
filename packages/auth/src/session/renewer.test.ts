import { http, HttpResponse } from 'msw';
import { UserManager } from 'oidc-client-ts';
import { mockApi, startMockApi } from '@clorofil/api-client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import { userManagerSettings } from '../user-manager-settings';
import { FAKE_ISSUER, fakeMetadata, memoryStorage, personaUser, testAuthConfig } from '../testing';
import { createRenewer } from './renewer';

startMockApi();

let tokenCalls: string[];
beforeEach(() => {
  tokenCalls = [];
  mockApi.resetHandlers();
});

function tokenEndpoint(...answers: Array<() => Response>) {
  mockApi.use(
    http.post(`${FAKE_ISSUER}/token`, async ({ request }) => {
      tokenCalls.push(new URLSearchParams(await request.text()).get('refresh_token') ?? '');
      const answer = answers[Math.min(tokenCalls.length - 1, answers.length - 1)]!;
      return answer();
    }),
  );
}

const renewed = () =>
  HttpResponse.json({
    access_token: `access-${tokenCalls.length}`,
    token_type: 'Bearer',
    expires_in: 600,
    refresh_token: `refresh-${tokenCalls.length + 1}`,
  });

async function signedIn(refreshToken?: string) {
  const userManager = new UserManager({
    ...userManagerSettings(testAuthConfig, memoryStorage()),
    metadata: fakeMetadata,
  });
  await userManager.storeUser(personaUser('student', refreshToken === undefined ? {} : { refreshToken }));
  return userManager;
}

describe('createRenewer', () => {
  it('uses the refresh token once for calls that arrive together', async () => {
    tokenEndpoint(renewed);
    const userManager = await signedIn();
    const renewer = createRenewer(userManager, { locks: null });
    const [a, b] = await Promise.all([renewer.renew(), renewer.renew()]);
    expect(tokenCalls).toEqual(['refresh-1']);
    expect(a?.access_token).toBe('access-1');
    expect(b).toBe(a);
    expect((await userManager.getUser())?.refresh_token).toBe('refresh-2');
  });

  it('tries a lost connection again after the pause, up to three attempts', async () => {
    tokenEndpoint(
      () => HttpResponse.error(),
      () => HttpResponse.error(),
      renewed,
    );
    const renewer = createRenewer(await signedIn(), { locks: null, retryDelayMs: 10 });
    await expect(renewer.renew()).resolves.toMatchObject({ access_token: 'access-3' });
    expect(tokenCalls).toHaveLength(3);
  });

  it('gives up after three failed attempts', async () => {
    tokenEndpoint(() => HttpResponse.error());
    const renewer = createRenewer(await signedIn(), { locks: null, retryDelayMs: 10 });
    await expect(renewer.renew()).rejects.toBeInstanceOf(TypeError);
    expect(tokenCalls).toHaveLength(3);
  });

  it('does not retry a refusal from the provider', async () => {
    tokenEndpoint(() => HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }));
    const renewer = createRenewer(await signedIn(), { locks: null, retryDelayMs: 10 });
    await expect(renewer.renew()).rejects.toMatchObject({ error: 'invalid_grant' });
    expect(tokenCalls).toHaveLength(1);
  });

  it('has nothing to renew without a refresh token (no iframe fallback under the CSP)', async () => {
    tokenEndpoint(renewed);
    const renewer = createRenewer(await signedIn(''), { locks: null });
    await expect(renewer.renew()).resolves.toBeNull();
    expect(tokenCalls).toHaveLength(0);
  });
});
