import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIENCE, createTestAuth, ISSUER, type TestAuth } from '../test/support/tokens.js';
import { createTokenVerifier, type TokenVerifier } from './verify.js';

// The verified-token cache finds an entry by the token's last 24 characters and answers only the
// very token it verified: a token that merely ends the same way is verified on its own. A held
// token is answered with the very payload object its verification made; a token verified afresh
// gets a new one.
describe('the verified-token cache', () => {
  let auth: TestAuth;
  let verifier: TokenVerifier;
  beforeAll(async () => {
    auth = await createTestAuth();
    verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks });
  });

  /** The same signature under another payload: ends exactly like `token`, signed by nobody. */
  const withOtherPayload = (token: string, sub: string) => {
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub };
    return `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
  };

  it('holds a token once it has verified it, and nothing it has refused', async () => {
    const token = await auth.member('09120000001');
    const payload = await verifier(token);
    expect(payload).toMatchObject({ sub: 'sub-09120000001' });
    expect(await verifier(token)).toBe(payload);
    const refused = await auth.sign({ sub: 's1', audience: 'urn:other:api' });
    expect(await verifier(refused)).toBeNull();
    expect(await verifier(refused)).toBeNull();
  });

  it('refuses a token that ends like a held one (its signature under another payload)', async () => {
    const token = await auth.member('09120000002');
    const payload = await verifier(token);
    const forged = withOtherPayload(token, 'sub-09129999999');
    expect(forged.slice(-24)).toBe(token.slice(-24));
    expect(await verifier(forged)).toBeNull();
    // The held token is still answered, as itself, from the cache.
    expect(await verifier(token)).toBe(payload);
    expect(payload).toMatchObject({ sub: 'sub-09120000002' });
  });

  it('answers each of two tokens that end the same way with its own result while one is being verified', async () => {
    const token = await auth.member('09120000003');
    const forged = withOtherPayload(token, 'sub-09129999999');
    // Both arrive before either is verified: the forged one waits for the real one's check.
    const [real, fake] = await Promise.all([verifier(token), verifier(forged)]);
    expect(real).toMatchObject({ sub: 'sub-09120000003' });
    expect(fake).toBeNull();
    // The other way round: the forged one's failure is not the real one's.
    const other = await auth.member('09120000004');
    const [fake2, real2] = await Promise.all([verifier(withOtherPayload(other, 'sub-x')), verifier(other)]);
    expect(fake2).toBeNull();
    expect(real2).toMatchObject({ sub: 'sub-09120000004' });
  });

  it('stops holding a token once its exp has passed (jose would still allow 5 s)', async () => {
    const token = await auth.sign({ sub: 'sub-short', phone: '09120000005', expiresIn: 2 });
    const payload = await verifier(token);
    expect(payload).toMatchObject({ sub: 'sub-short' });
    expect(await verifier(token)).toBe(payload);
    const exp = (payload?.exp ?? 0) * 1000;
    expect(exp).toBeGreaterThan(Date.now());
    await new Promise((resolve) => setTimeout(resolve, exp - Date.now() + 50));
    // Verified afresh (jose, within its tolerance, still accepts it), not answered from the cache.
    const again = await verifier(token);
    expect(again).not.toBe(payload);
  });

  it('holds nothing when the cache is off', async () => {
    const uncached = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks, cachedTokens: 0 });
    const token = await auth.member('09120000001');
    const payload = await uncached(token);
    expect(payload).toMatchObject({ sub: 'sub-09120000001' });
    expect(await uncached(token)).not.toBe(payload);
  });
});
