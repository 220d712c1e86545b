import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  createPkce,
  exchangeCode,
  finishAtCallback,
  follow,
  readOutboxCode,
  refreshTokens,
  requestResend,
  send,
  signIn,
  submitCode,
  submitMobile,
  type SignInSession,
} from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

// Step-up for payout changes (RFC 9470): the API asks for an access token whose `auth_time` is
// recent. The web app then authorizes again with `prompt=login`; the provider must ask for a new
// one-time code even though the member is signed in, and the new tokens carry the new time.

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.server.close());

const authTimeOf = (jwt: string | undefined) => decodeJwt(jwt ?? '').auth_time;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** A new authorization in the signed-in browser (same cookies), as the web app's redirect makes it. */
async function authorizeAgain(session: SignInSession, params: Record<string, string>) {
  const pkce = createPkce();
  const state = `again-${Math.random()}`;
  const url = authorizationUrl({ issuer: t.issuer, params }, pkce, state);
  const { response, url: landed } = await follow(
    session.jar,
    await send(session.jar, url),
    url.href,
    session.redirectUri,
  );
  const html = response ? await response.text() : '';
  const again: SignInSession = { ...session, pkce, state, interactionUrl: landed.href };
  return { landed, html, again };
}

describe('step-up: prompt=login asks a signed-in member for a fresh code', () => {
  it('puts the sign-in time into every access token, kept across refreshes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09137770001' });
    const authTime = authTimeOf(tokens.access_token);
    expect(authTime).toBeGreaterThanOrEqual(before - 1);
    expect(authTime).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    const refreshed = await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect(refreshed.status).toBe(200);
    expect(authTimeOf(String(refreshed.body.access_token))).toBe(authTime);
  });

  it('without prompt=login the signed-in browser gets a code at once; with it, a new one-time code is required', async () => {
    const mobile = '09137770002';
    const { tokens, session } = await signIn({ issuer: t.issuer, mobile });
    const first = Number(authTimeOf(tokens.access_token));

    // The provider's session alone answers a plain authorization: no code is asked for.
    const silent = await authorizeAgain(session, {});
    expect(silent.landed.href.startsWith(session.redirectUri)).toBe(true);
    expect(silent.landed.searchParams.get('code')).toBeTruthy();

    // auth_time counts whole seconds: let one pass so the fresh sign-in is visibly later.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const { landed, html, again } = await authorizeAgain(session, { prompt: 'login', login_hint: mobile });
    expect(landed.pathname).toMatch(/^\/interaction\//);
    expect(html).toContain('id="mobile"');
    // The number the web app already knows is filled in (Persian digits, as the page shows them).
    expect(html).toContain('value="۰۹۱۳۷۷۷۰۰۰۲"');

    expect((await submitMobile(again, mobile)).status).toBe(303);
    const code = await readOutboxCode(t.issuer, mobile);
    const refused = await submitCode(again, wrong(code));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('کد واردشده درست نیست');

    const authorizationCode = await finishAtCallback(again, await submitCode(again, code));
    const exchanged = await exchangeCode(again, authorizationCode);
    expect(exchanged.status).toBe(200);
    const fresh = Number(authTimeOf(String(exchanged.body.access_token)));
    expect(fresh).toBeGreaterThan(first);
    expect(decodeJwt(String(exchanged.body.access_token)).sub).toBe(decodeJwt(tokens.access_token).sub);
  });

  it('refuses an expired step-up code, and a new code sent again passes', async () => {
    const mobile = '09137770003';
    const { session } = await signIn({ issuer: t.issuer, mobile });
    const { again } = await authorizeAgain(session, { prompt: 'login', login_hint: mobile });
    expect((await submitMobile(again, mobile)).status).toBe(303);
    const stale = await readOutboxCode(t.issuer, mobile);
    t.clock.advance(121);
    const expired = await submitCode(again, stale);
    expect(expired.status).toBe(400);
    expect(await expired.text()).toContain('زمان استفاده از این کد تمام شده است');

    expect((await requestResend(again)).status).toBe(303);
    const next = await readOutboxCode(t.issuer, mobile);
    const authorizationCode = await finishAtCallback(again, await submitCode(again, next));
    expect((await exchangeCode(again, authorizationCode)).status).toBe(200);
  });
});
