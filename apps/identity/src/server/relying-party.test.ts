import * as client from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_SCOPE } from '../oidc/clients.js';
import {
  follow,
  readOutboxCode,
  send,
  submitCode,
  submitMobile,
  CookieJar,
  type SignInSession,
} from '../testing/sign-in-client.js';
import { REDIRECT_URI, startTestServer, WEB_ORIGIN, type TestServer } from '../test-support/test-server.js';

// openid-client is an OpenID-certified relying party: if it accepts our discovery document,
// our authorization response, our tokens and our userinfo answer, so will oidc-client-ts.
const MOBILE = '09137770001';
let t: TestServer;
let config: client.Configuration;

beforeAll(async () => {
  t = await startTestServer();
  config = await client.discovery(new URL(t.issuer), 'clorofil-web', undefined, client.None(), {
    // The test provider listens on plain http on 127.0.0.1.
    execute: [client.allowInsecureRequests],
  });
});
afterAll(() => t.server.close());

/** Plays the member at the provider, starting from the URL the relying party built. */
async function memberSignsIn(authorizationUrl: URL, jar = new CookieJar()): Promise<{ callback: URL; jar: CookieJar }> {
  const first = await send(jar, authorizationUrl);
  const { response, url } = await follow(jar, first, authorizationUrl.href, REDIRECT_URI);
  if (!response) return { callback: url, jar };
  await response.body?.cancel();
  const session: SignInSession = {
    issuer: t.issuer,
    clientId: 'clorofil-web',
    redirectUri: REDIRECT_URI,
    state: '',
    pkce: { verifier: '', challenge: '' },
    jar,
    interactionUrl: url.href,
  };
  const afterMobile = await submitMobile(session, MOBILE);
  await afterMobile.body?.cancel();
  const afterCode = await submitCode(session, await readOutboxCode(t.issuer, MOBILE));
  const landed = await follow(jar, afterCode, session.interactionUrl, REDIRECT_URI);
  return { callback: landed.url, jar };
}

describe('the web app’s OpenID flow through openid-client (certified RP)', () => {
  let tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers;
  let jar: CookieJar;
  let sub: string;

  it('discovery lists every scope the web app requests, and userinfo, revocation and end-session', () => {
    const metadata = config.serverMetadata();
    expect(metadata.issuer).toBe(t.issuer);
    expect(metadata.scopes_supported).toEqual(expect.arrayContaining(WEB_CLIENT_SCOPE.split(' ')));
    expect(metadata.code_challenge_methods_supported).toEqual(['S256']);
    expect(metadata.userinfo_endpoint).toBe(`${t.issuer}/me`);
    expect(metadata.revocation_endpoint).toBe(`${t.issuer}/token/revocation`);
    expect(metadata.end_session_endpoint).toBe(`${t.issuer}/session/end`);
  });

  it('signs in with the authorization code and PKCE (S256) through the Persian interaction', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: WEB_CLIENT_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      response_mode: 'query',
      state,
    });
    jar = new CookieJar();
    const signedIn = await memberSignsIn(url, jar);
    tokens = await client.authorizationCodeGrant(config, signedIn.callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    const claims = tokens.claims();
    expect(claims?.PhoneNumber).toBe(MOBILE);
    expect(typeof claims?.sid).toBe('string');
    sub = String(claims?.sub);
    expect(tokens.refresh_token).toBeTruthy();
  });

  it('userinfo answers the very access token the web app holds: sub and PhoneNumber', async () => {
    const info = await client.fetchUserInfo(config, tokens.access_token, sub);
    expect(info).toMatchObject({
      sub,
      PhoneNumber: MOBILE,
      phone_number: '+989137770001',
      phone_number_verified: true,
    });
  });

  it('userinfo answers from the browser origin with CORS and refuses a forged token with a Bearer challenge', async () => {
    const preflight = await fetch(new URL('/me', t.issuer), {
      method: 'OPTIONS',
      headers: {
        origin: WEB_ORIGIN,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const fromApp = await fetch(new URL('/me', t.issuer), {
      headers: { authorization: `Bearer ${tokens.access_token}`, origin: WEB_ORIGIN },
    });
    expect(fromApp.status).toBe(200);
    expect(fromApp.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(fromApp.headers.get('cache-control')).toBe('no-store');
    const [header, payload] = tokens.access_token.split('.');
    const forged = await fetch(new URL('/me', t.issuer), {
      headers: { authorization: `Bearer ${header}.${payload}.AAAA` },
    });
    expect(forged.status).toBe(401);
    expect(forged.headers.get('www-authenticate')).toMatch(/^Bearer .*error="invalid_token"/);
  });

  it('refreshes: a new access token that userinfo also answers', async () => {
    const refreshed = await client.refreshTokenGrant(config, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const info = await client.fetchUserInfo(config, refreshed.access_token, sub);
    expect(info.PhoneNumber).toBe(MOBILE);
    tokens = refreshed;
  });

  it('revocation ends the refresh token', async () => {
    const verifier = client.randomPKCECodeVerifier();
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: WEB_CLIENT_SCOPE,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const second = await memberSignsIn(url);
    const other = await client.authorizationCodeGrant(config, second.callback, { pkceCodeVerifier: verifier });
    await client.tokenRevocation(config, other.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    await expect(client.refreshTokenGrant(config, other.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('end-session lists the sid at /session/revoked; refresh and userinfo then fail', async () => {
    const before = Date.now();
    const sid = String(tokens.claims()?.sid);
    const endSession = client.buildEndSessionUrl(config, {
      id_token_hint: tokens.id_token ?? '',
      post_logout_redirect_uri: `${WEB_ORIGIN}/logoutredirect`,
    });
    const page = await send(jar, endSession);
    const html = await page.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    const confirmed = await send(jar, new URL(action.replace(/&amp;/g, '&'), t.issuer), {
      method: 'POST',
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirmed.headers.get('location')).toBe(`${WEB_ORIGIN}/logoutredirect`);

    const revoked = (await (await fetch(new URL(`/session/revoked?since=${before}`, t.issuer))).json()) as {
      sids: string[];
    };
    expect(revoked.sids).toContain(sid);
    await expect(client.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
    await expect(client.fetchUserInfo(config, tokens.access_token, sub)).rejects.toThrow();
  });
});
