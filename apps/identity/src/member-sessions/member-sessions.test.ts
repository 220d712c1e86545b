import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_CLIENT_ID } from '../api-client/api-client-auth.js';
import { refreshTokens, signIn } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

// The club's support lists a member's sign-in sessions and ends them all; the API learns the
// ended sids from /session/revoked as it does after a sign-out.

const SECRET = 'a-test-secret-of-the-api-client-0123456789';
const basic = (secret = SECRET) => `Basic ${Buffer.from(`${API_CLIENT_ID}:${secret}`).toString('base64')}`;

type Listed = { sessions: { id: string; signedInAt: string | null; expiresAt: string | null; clients: string[] }[] };

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ apiClientSecret: SECRET });
});
afterAll(() => t.server.close());

function list(mobile: string, authorization = basic()) {
  return fetch(new URL(`/sessions/member?mobile=${encodeURIComponent(mobile)}`, t.issuer), {
    headers: { authorization },
  });
}

function end(mobile: string, authorization = basic()) {
  return fetch(new URL('/sessions/member/end', t.issuer), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization },
    body: JSON.stringify({ mobile }),
  });
}

async function revokedSince(since: number): Promise<string[]> {
  const response = await fetch(new URL(`/session/revoked?since=${since}`, t.issuer));
  return ((await response.json()) as { sids: string[] }).sids;
}

describe('a member’s sessions, for the club API', () => {
  it('lists each browser’s sign-in with its time and app, for a mobile typed in Persian digits too', async () => {
    const before = Date.now();
    await signIn({ issuer: t.issuer, mobile: '09137770001' });
    await signIn({ issuer: t.issuer, mobile: '09137770001' });
    const response = await list('۰۹۱۳۷۷۷۰۰۰۱');
    expect(response.status).toBe(200);
    const { sessions } = (await response.json()) as Listed;
    expect(sessions).toHaveLength(2);
    for (const session of sessions) {
      expect(session.clients).toEqual(['clorofil-web']);
      expect(Date.parse(session.signedInAt ?? '')).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
      expect(Date.parse(session.expiresAt ?? '')).toBeGreaterThan(Date.now());
    }
    expect((await (await list('09137770009')).json()) as Listed).toEqual({ sessions: [] });
  });

  it('ends them all: every sid is announced, refresh tokens die, the list empties; others keep theirs', async () => {
    const before = Date.now();
    const first = await signIn({ issuer: t.issuer, mobile: '09137770002' });
    const second = await signIn({ issuer: t.issuer, mobile: '09137770002' });
    const bystander = await signIn({ issuer: t.issuer, mobile: '09137770003' });
    const sids = [first, second].map(({ tokens }) => String(decodeJwt(tokens.access_token).sid));

    const response = await end('09137770002');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    expect(await revokedSince(before)).toEqual(expect.arrayContaining(sids));
    for (const { tokens } of [first, second]) {
      expect((await refreshTokens(t.issuer, tokens.refresh_token ?? '')).body.error).toBe('invalid_grant');
    }
    expect(((await (await list('09137770002')).json()) as Listed).sessions).toEqual([]);

    expect(await revokedSince(before)).not.toContain(String(decodeJwt(bystander.tokens.access_token).sid));
    expect((await refreshTokens(t.issuer, bystander.tokens.refresh_token ?? '')).body.access_token).toBeTruthy();
    expect(((await (await list('09137770003')).json()) as Listed).sessions).toHaveLength(1);
  });

  it('answers only the API client, and 400 to a malformed mobile', async () => {
    expect((await list('09137770001', basic(`${SECRET}x`))).status).toBe(401);
    expect((await end('09137770001', 'Bearer x')).status).toBe(401);
    expect((await list('123')).status).toBe(400);
    expect(
      (await fetch(new URL('/sessions/member/end', t.issuer), { headers: { authorization: basic() } })).status,
    ).toBe(405);
    expect(((await (await list('09137770001')).json()) as Listed).sessions).toHaveLength(2);
  });
});

describe('without the API client’s secret', () => {
  it('the endpoints do not exist', async () => {
    const bare = await startTestServer();
    try {
      const response = await fetch(new URL('/sessions/member?mobile=09137770001', bare.issuer));
      expect(response.status).toBe(404);
    } finally {
      await bare.server.close();
    }
  });
});
