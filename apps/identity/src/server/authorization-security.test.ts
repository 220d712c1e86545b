import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  CookieJar,
  createPkce,
  exchangeCode,
  send,
  signInForCode,
} from '../testing/sign-in-client.js';
import { REDIRECT_URI, startTestServer, type TestServer } from '../test-support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.server.close());

/** Sends an authorization request and reports where the provider answered (no sign-in happens). */
async function authorize(params: Record<string, string | null>) {
  const url = authorizationUrl({ issuer: t.issuer, params }, createPkce(), 'st');
  const response = await send(new CookieJar(), url);
  const location = response.headers.get('location');
  const body = await response.text();
  return { status: response.status, location: location ? new URL(location, t.issuer) : undefined, body };
}

describe('SECURITY 1: PKCE with S256 is required', () => {
  it('refuses a request without code_challenge, back to the app with invalid_request and no code', async () => {
    const answer = await authorize({ code_challenge: null, code_challenge_method: null });
    expect(answer.location?.href.startsWith(REDIRECT_URI)).toBe(true);
    expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
    expect(answer.location?.searchParams.get('error_description')).toMatch(/PKCE/);
    expect(answer.location?.searchParams.has('code')).toBe(false);
  });

  it('refuses the plain method', async () => {
    const answer = await authorize({ code_challenge: 'a'.repeat(43), code_challenge_method: 'plain' });
    expect(answer.location?.searchParams.get('error')).toBe('invalid_request');
    expect(answer.location?.searchParams.has('code')).toBe(false);
  });

  it('refuses a code exchange with the wrong verifier', async () => {
    const { code, session } = await signInForCode({ issuer: t.issuer, mobile: '09121110001' });
    const exchanged = await exchangeCode(session, code, createPkce().verifier);
    expect(exchanged.status).toBe(400);
    expect(exchanged.body.error).toBe('invalid_grant');
  });

  it('advertises only S256', async () => {
    const discovery = (await (await fetch(new URL('/.well-known/openid-configuration', t.issuer))).json()) as Record<
      string,
      unknown
    >;
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
  });
});

describe('SECURITY 2: redirect URIs match exactly', () => {
  it.each([
    ['a trailing slash', `${REDIRECT_URI}/`],
    ['another port', 'http://127.0.0.1:5174/login'],
    ['an extra query', `${REDIRECT_URI}?next=/account`],
    ['another host', 'http://localhost:5173/login'],
    ['another scheme', 'https://127.0.0.1:5173/login'],
  ])('refuses %s with a Persian error page and never redirects', async (_label, redirectUri) => {
    const answer = await authorize({ redirect_uri: redirectUri });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
    expect(answer.body).toContain('dir="rtl"');
    expect(answer.body).toContain('نشانی بازگشت این درخواست مجاز نیست');
  });

  it('refuses a request that leaves redirect_uri out', async () => {
    const answer = await authorize({ redirect_uri: null });
    expect(answer.status).toBe(400);
    expect(answer.location).toBeUndefined();
  });

  it('accepts exactly /login on the configured origin', async () => {
    const answer = await authorize({});
    expect(answer.status).toBe(303);
    expect(answer.location?.pathname).toMatch(/^\/interaction\//);
  });
});

describe('SECURITY 3: an authorization code works once', () => {
  it('a replayed code fails and revokes the tokens the first exchange issued', async () => {
    const { code, session } = await signInForCode({ issuer: t.issuer, mobile: '09121110002' });
    const first = await exchangeCode(session, code);
    expect(first.status).toBe(200);

    const replay = await exchangeCode(session, code);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');

    const refresh = await fetch(new URL('/token', t.issuer), {
      method: 'POST',
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        client_id: 'clorofil-web',
        refresh_token: String(first.body.refresh_token),
      }),
    });
    expect(((await refresh.json()) as { error?: string }).error).toBe('invalid_grant');
  });

  it('a code is bound to the redirect_uri it was issued for', async () => {
    const { code, session } = await signInForCode({ issuer: t.issuer, mobile: '09121110003' });
    const exchanged = await exchangeCode({ ...session, redirectUri: `${REDIRECT_URI}/` }, code);
    expect(exchanged.status).toBe(400);
    expect(exchanged.body.error).toBe('invalid_grant');
  });

  it('codes live for a minute at most', async () => {
    const { code } = await signInForCode({ issuer: t.issuer, mobile: '09121110004' });
    const rows = await t.server.database.query<{ ttl: number }>(
      "SELECT extract(epoch FROM expires_at - now())::int AS ttl FROM oidc_models WHERE type = 'AuthorizationCode' AND id = $1",
      [code],
    );
    expect(rows[0]?.ttl).toBeLessThanOrEqual(60);
  });
});
