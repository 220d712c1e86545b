import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, signIn, signOut, type TokenSet } from '../testing/sign-in-client.js';
import { startTestServer, WEB_ORIGIN, type TestServer } from '../test-support/test-server.js';

const MOBILE = '09120000001';
let t: TestServer;
let jwks: ReturnType<typeof createRemoteJWKSet>;

beforeAll(async () => {
  t = await startTestServer();
  jwks = createRemoteJWKSet(new URL('/jwks', t.issuer));
});
afterAll(() => t.server.close());

async function verifyAccessToken(token: string) {
  return jwtVerify(token, jwks, {
    issuer: t.issuer,
    audience: 'urn:clorofil:api',
    typ: 'at+jwt',
    algorithms: ['RS256'],
  });
}

describe('authorization code + PKCE through the Persian interaction', () => {
  let tokens: TokenSet;

  it('signs a new member in and issues a short JWT access token for the API', async () => {
    ({ tokens } = await signIn({ issuer: t.issuer, mobile: MOBILE }));
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(600);
    expect(tokens.refresh_token).toBeTruthy();

    const { payload, protectedHeader } = await verifyAccessToken(tokens.access_token);
    expect(protectedHeader.typ).toBe('at+jwt');
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload.PhoneNumber).toBe(MOBILE);
    expect(payload.client_id).toBe('clorofil-web');
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(600);
    expect(String(payload.scope).split(' ')).toEqual(expect.arrayContaining(['api1', 'IdentityServerApi']));
    expect(payload.jti).toBeTruthy();

    // Anyone who signs in becomes an account; `sub` is its opaque uuid.
    const account = await t.server.accounts.findByMobile(MOBILE);
    expect(account?.id).toBe(payload.sub);
    expect(payload.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('puts PhoneNumber in the ID token', async () => {
    const { payload } = await jwtVerify(tokens.id_token ?? '', jwks, { issuer: t.issuer, audience: 'clorofil-web' });
    expect(payload.PhoneNumber).toBe(MOBILE);
    expect(decodeProtectedHeader(tokens.id_token ?? '').typ).not.toBe('at+jwt');
  });

  it('answers userinfo with sub, PhoneNumber and phone_number for an OpenID-only token', async () => {
    const narrowed = await refreshTokens(t.issuer, tokens.refresh_token ?? '', { scope: 'openid profile' });
    expect(narrowed.status).toBe(200);
    tokens = { ...tokens, refresh_token: String(narrowed.body.refresh_token) };
    const response = await fetch(new URL('/me', t.issuer), {
      headers: { authorization: `Bearer ${String(narrowed.body.access_token)}` },
    });
    expect(response.status).toBe(200);
    const claims = (await response.json()) as Record<string, unknown>;
    expect(claims).toMatchObject({ PhoneNumber: MOBILE, phone_number: '+989120000001' });
    expect(claims.sub).toBe((await t.server.accounts.findByMobile(MOBILE))?.id);
  });

  it('rotates refresh tokens; reusing an old one fails and revokes the whole grant', async () => {
    const old = tokens.refresh_token ?? '';
    const rotated = await refreshTokens(t.issuer, old);
    expect(rotated.status).toBe(200);
    const fresh = String(rotated.body.refresh_token);
    expect(fresh).not.toBe(old);
    const { payload } = await verifyAccessToken(String(rotated.body.access_token));
    expect(payload.PhoneNumber).toBe(MOBILE);

    const replay = await refreshTokens(t.issuer, old);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toBe('invalid_grant');
    // The reuse looked like theft: the legitimate newer token is gone as well.
    const afterRevocation = await refreshTokens(t.issuer, fresh);
    expect(afterRevocation.body.error).toBe('invalid_grant');
  });

  it('gives the same account (sub) on the next sign-in with the same number', async () => {
    const again = await signIn({ issuer: t.issuer, mobile: '۰۹۱۲۰۰۰۰۰۰۱' });
    const first = await t.server.accounts.findByMobile(MOBILE);
    const { payload } = await verifyAccessToken(again.tokens.access_token);
    expect(payload.sub).toBe(first?.id);
  });
});

describe('sign-out', () => {
  it('end_session revokes the tokens and returns to /logoutredirect', async () => {
    const { tokens, session } = await signIn({ issuer: t.issuer, mobile: '09120000002' });
    const landed = await signOut(session, tokens.id_token ?? '', `${WEB_ORIGIN}/logoutredirect`);
    expect(landed.href).toBe(`${WEB_ORIGIN}/logoutredirect`);
    const refreshed = await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('token revocation of the refresh token makes the next refresh fail', async () => {
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09120000003' });
    const revoked = await fetch(new URL('/token/revocation', t.issuer), {
      method: 'POST',
      body: new URLSearchParams({ token: tokens.refresh_token ?? '', client_id: 'clorofil-web' }),
    });
    expect(revoked.status).toBe(200);
    const refreshed = await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect(refreshed.body.error).toBe('invalid_grant');
  });

  it('refuses a post-logout redirect that is not registered', async () => {
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09120000004' });
    const url = new URL('/session/end', t.issuer);
    url.searchParams.set('id_token_hint', tokens.id_token ?? '');
    url.searchParams.set('post_logout_redirect_uri', `${WEB_ORIGIN}/logoutredirect/`);
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('post_logout_redirect_uri');
  });
});

describe('CORS', () => {
  it('lets only the web origin call the token endpoint from a browser', async () => {
    const preflight = (origin: string) =>
      fetch(new URL('/token', t.issuer), {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await fetch(new URL('/token', t.issuer), {
      method: 'POST',
      headers: { origin: WEB_ORIGIN },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'clorofil-web', refresh_token: 'x' }),
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const other = await fetch(new URL('/token', t.issuer), {
      method: 'POST',
      headers: { origin: 'http://127.0.0.1:6666' },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: 'clorofil-web', refresh_token: 'x' }),
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight(WEB_ORIGIN)).status).toBeLessThan(300);
  });

  it('serves discovery and the JWKS to any origin (public metadata)', async () => {
    for (const path of ['/.well-known/openid-configuration', '/jwks']) {
      const response = await fetch(new URL(path, t.issuer), { headers: { origin: 'https://any.example' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe('https://any.example');
    }
  });
});
