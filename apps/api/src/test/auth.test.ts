import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { AUDIENCE, forgeToken, ISSUER } from './support/tokens.js';

// SECURITY 6 and 7: only a short-lived access token for this API, with api1, is a member.
describe('bearer tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const profile = (token?: string) => t.request({ method: 'GET', url: '/api/Profile', ...(token ? { token } : {}) });

  it('serves the profile to a valid member token', async () => {
    const res = await profile(await t.auth.member('09120000001'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '09120000001', score: 1250 });
  });

  it.each([
    ['no token', async () => undefined],
    ['a wrong audience', async () => t.auth.sign({ sub: 's1', phone: '09120000001', audience: 'urn:other:api' })],
    ['a wrong issuer', async () => t.auth.sign({ sub: 's1', phone: '09120000001', issuer: 'http://127.0.0.1:6666' })],
    ['an expired token', async () => t.auth.sign({ sub: 's1', phone: '09120000001', expiresIn: -120 })],
    [
      'an ID token (typ JWT, client audience)',
      async () => t.auth.sign({ sub: 's1', phone: '09120000001', typ: 'JWT', audience: 'clorofil-web' }),
    ],
    [
      'an ID token header on an API-audience token',
      async () => t.auth.sign({ sub: 's1', phone: '09120000001', typ: 'JWT' }),
    ],
    ['garbage', async () => 'not-a-token'],
  ])('answers 401 with a Persian message to %s', async (_name, make) => {
    const res = await profile(await make());
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers 401 to alg none and to HS256 signed with the public key', async () => {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      sub: 's1',
      PhoneNumber: '09120000001',
      scope: 'api1',
      iss: ISSUER,
      aud: AUDIENCE,
      iat: now,
      exp: now + 600,
    };
    const none = forgeToken({ alg: 'none', typ: 'at+jwt' }, payload);
    const hs256 = forgeToken({ alg: 'HS256', typ: 'at+jwt', kid: 'test-key' }, payload, t.auth.publicKeyPem);
    for (const token of [none, hs256]) {
      const res = await t.request({
        method: 'GET',
        url: '/api/Profile',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
  });

  it('answers 403 to a valid token without the api1 scope, and to the shop client', async () => {
    expect((await profile(await t.auth.member('09120000001', 'openid profile'))).statusCode).toBe(403);
    expect((await profile(await t.auth.shop())).statusCode).toBe(403);
  });

  it('refuses a member token on the shop integration endpoints', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/integration/SurveyCompleted',
      token: await t.auth.member('09120000001'),
      body: { eventId: 'e1', orderId: '1456', mobile: '09120000001' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('answers a token it has verified before exactly as the first time (reads answered from memory)', async () => {
    // A read whose token and member are held answers from the caches (http/auth.ts); every answer
    // must stay what the first, uncached checks give.
    const member = await t.auth.member('09120000001');
    for (let round = 0; round < 2; round += 1) {
      expect((await profile(member)).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/api/review/Pending', token: member })).statusCode).toBe(403);
    }
    const withoutApi = await t.auth.member('09120000001', 'openid profile');
    for (let round = 0; round < 2; round += 1) expect((await profile(withoutApi)).statusCode).toBe(403);
    // The header must still say `Bearer ` exactly, the token held or not.
    for (const authorization of [`bearer ${member}`, `Bearer  ${member}`, `Bearer ${member} `, member]) {
      const res = await t.request({ method: 'GET', url: '/api/Profile', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 8)).toBe(401);
    }
  });

  it('keeps reviewer endpoints for members with the reviewer role', async () => {
    expect((await t.as('09120000001', { method: 'GET', url: '/api/review/Pending' })).statusCode).toBe(403);
    const res = await t.as('09129999999', { method: 'GET', url: '/api/review/Pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((p: { mobile: string }) => p.mobile)).toContain('09120000004');
  });
});

describe('who the member is', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('binds a seeded member to the sub of the first sign-in by the PhoneNumber claim', async () => {
    const token = await t.auth.sign({ sub: 'uuid-of-student', phone: '09120000001' });
    const res = await t.request({ method: 'GET', url: '/api/Profile', token });
    expect(res.json()).toMatchObject({ mobile: '09120000001', score: 1250 });
    const row = await t.ctx.db
      .selectFrom('members')
      .select('sub')
      .where('mobile', '=', '09120000001')
      .executeTakeFirstOrThrow();
    expect(row.sub).toBe('uuid-of-student');
  });

  it('creates a fresh member for an unknown number and takes the member from sub, never from the path or body', async () => {
    const token = await t.auth.sign({ sub: 'brand-new', phone: '+989351112233' });
    const res = await t.request({ method: 'GET', url: '/api/Profile?mobile=09120000001', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ mobile: '09351112233', score: 0, userType: null, userTypeStatus: 0 });
  });

  it('refuses a token that names no known member and carries no phone number', async () => {
    const token = await t.auth.sign({ sub: 'nobody' });
    expect((await t.request({ method: 'GET', url: '/api/Profile', token })).statusCode).toBe(403);
  });
});
