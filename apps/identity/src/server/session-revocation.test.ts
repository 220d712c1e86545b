import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  createPkce,
  exchangeCode,
  follow,
  refreshTokens,
  send,
  signIn,
  signOut,
} from '../testing/sign-in-client.js';
import { startTestServer, WEB_ORIGIN, type TestServer } from '../test-support/test-server.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.server.close());

async function revokedSince(since: number) {
  const response = await fetch(new URL(`/session/revoked?since=${since}`, t.issuer));
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('no-store');
  expect(response.headers.get('content-type')).toContain('application/json');
  return (await response.json()) as { now: number; sids: string[] };
}

const sidOf = (accessToken: string) => String(decodeJwt(accessToken).sid);

/** The grant a session filed under `sid`. */
async function grantOf(sid: string): Promise<string | undefined> {
  const rows = await t.server.database.query<{ grant_id: string }>(
    `SELECT entry.value->>'grantId' AS grant_id
     FROM oidc_models, jsonb_each(payload->'authorizations') AS entry
     WHERE type = 'Session' AND entry.value->>'sid' = $1`,
    [sid],
  );
  return rows[0]?.grant_id;
}

function userinfo(accessToken: string) {
  return fetch(new URL('/me', t.issuer), { headers: { authorization: `Bearer ${accessToken}` } });
}

describe('a session that ends is announced at /session/revoked', () => {
  it('access tokens carry the sign-in session sid (the one in the ID token)', async () => {
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09136660001' });
    const sid = sidOf(tokens.access_token);
    expect(sid).toMatch(/^[\w-]{10,}$/);
    expect(decodeJwt(tokens.id_token ?? '').sid).toBe(sid);
    const rotated = await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect(sidOf(String(rotated.body.access_token))).toBe(sid);
  });

  it('sign-out lists the sid at once, revokes the refresh token, and userinfo refuses the old access token', async () => {
    const before = Date.now();
    const { tokens, session } = await signIn({ issuer: t.issuer, mobile: '09136660002' });
    const sid = sidOf(tokens.access_token);
    expect((await revokedSince(before)).sids).not.toContain(sid);
    expect((await userinfo(tokens.access_token)).status).toBe(200);

    await signOut(session, tokens.id_token ?? '', `${WEB_ORIGIN}/logoutredirect`);
    const listed = await revokedSince(before);
    expect(listed.sids).toContain(sid);
    expect(listed.now).toBeGreaterThan(before - 10_000);
    expect((await refreshTokens(t.issuer, tokens.refresh_token ?? '')).body.error).toBe('invalid_grant');
    const replay = await userinfo(tokens.access_token);
    expect(replay.status).toBe(401);
    expect(replay.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('refresh-token reuse (theft) lists the sid', async () => {
    const before = Date.now();
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09136660003' });
    await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect((await refreshTokens(t.issuer, tokens.refresh_token ?? '')).body.error).toBe('invalid_grant');
    expect((await revokedSince(before)).sids).toContain(sidOf(tokens.access_token));
  });

  it('a revoked grant lists its session’s sid even when no token row is left to carry it', async () => {
    const before = Date.now();
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09136660005' });
    const sid = sidOf(tokens.access_token);
    const grantId = await grantOf(sid);
    expect(grantId).toBeTruthy();
    // The grant's tokens are gone already (used up, expired): only the session still names it.
    await t.server.database.query("DELETE FROM oidc_models WHERE grant_id = $1 AND type <> 'Grant'", [grantId]);
    await t.server.provider.Grant.adapter.destroy(grantId!);
    expect((await revokedSince(before)).sids).toContain(sid);
  });

  it('revoking the refresh token lists the sid, and the next sign-in in that browser gets a fresh one', async () => {
    const before = Date.now();
    const { tokens, session } = await signIn({ issuer: t.issuer, mobile: '09136660004' });
    const revoked = await fetch(new URL('/token/revocation', t.issuer), {
      method: 'POST',
      body: new URLSearchParams({ token: tokens.refresh_token ?? '', client_id: 'clorofil-web' }),
    });
    expect(revoked.status).toBe(200);
    const sid = sidOf(tokens.access_token);
    expect((await revokedSince(before)).sids).toContain(sid);

    // Same browser (cookie jar), still signed in at the provider: a new authorization must not
    // inherit the revoked sid, or the API would refuse the new tokens too.
    const pkce = createPkce();
    const url = authorizationUrl({ issuer: t.issuer }, pkce, 'again');
    const { url: callback } = await follow(session.jar, await send(session.jar, url), url.href, session.redirectUri);
    const code = callback.searchParams.get('code');
    expect(code).toBeTruthy();
    const exchanged = await exchangeCode(session, code ?? '', pkce.verifier);
    expect(exchanged.status).toBe(200);
    const newSid = sidOf(String(exchanged.body.access_token));
    expect(newSid).not.toBe(sid);
    expect((await revokedSince(before)).sids).not.toContain(newSid);
    expect((await userinfo(String(exchanged.body.access_token))).status).toBe(200);
  });

  it('lists only what ended at or after `since`, never more than 15 minutes back', async () => {
    const future = await revokedSince(Date.now() + 60_000);
    expect(future.sids).toEqual([]);
    const bad = await fetch(new URL('/session/revoked?since=yesterday', t.issuer));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('میلی‌ثانیه');
  });
});
