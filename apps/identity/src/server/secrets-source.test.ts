import { generateKeyPairSync } from 'node:crypto';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { migrate } from '../db/schema.js';
import { validateJwks } from '../oidc/signing-keys.js';
import { signIn } from '../testing/sign-in-client.js';
import { memoryStorage, startTestServer } from '../test-support/test-server.js';

let db: Database;
beforeAll(async () => {
  db = await openDatabase(memoryStorage());
  await migrate(db);
});
afterAll(() => db.close());

const privateJwk = () => generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });

function shopToken(issuer: string, secret: string) {
  return fetch(new URL('/token', issuer), {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`clorofil-shop:${secret}`).toString('base64')}` },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope: 'shop.events' }),
  });
}

describe('no shop secret anyone knows', () => {
  it('without SHOP_CLIENT_SECRET and outside demo mode there is no shop client at all', async () => {
    const t = await startTestServer({ database: db });
    try {
      for (const guess of ['dev-shop-secret', 'test-shop-secret']) {
        const response = await shopToken(t.issuer, guess);
        expect(response.status).toBe(401);
        expect(((await response.json()) as { error: string }).error).toBe('invalid_client');
      }
    } finally {
      await t.server.close();
    }
  });

  it('demo mode makes one random secret per database, announces it once and keeps it across restarts', async () => {
    const first = await startTestServer({ database: db, demoShopSecret: true });
    const announced = first.logs.find((line) => line.includes('shop client (clorofil-shop) got a new random secret'));
    const secret = /secret for this data folder: (\S+)/.exec(announced ?? '')?.[1] ?? '';
    expect(secret).toMatch(/^[\w-]{43}$/);
    expect((await shopToken(first.issuer, secret)).status).toBe(200);
    expect((await shopToken(first.issuer, 'dev-shop-secret')).status).toBe(401);
    await first.server.close();

    const second = await startTestServer({ database: db, demoShopSecret: true });
    try {
      expect(second.logs.join('\n')).not.toContain(secret);
      expect((await shopToken(second.issuer, secret)).status).toBe(200);
    } finally {
      await second.server.close();
    }
  });
});

describe('production keys and pepper come from outside the database', () => {
  // Two RSA key generations, a fresh database and a sign-in: slow on a loaded machine.
  it(
    'signs with the first supplied key, publishes all of them, and stores no secrets',
    { timeout: 180_000 },
    async () => {
      const own = await openDatabase(memoryStorage());
      await migrate(own);
      const keys = validateJwks(
        {
          keys: [
            { ...privateJwk(), kid: 'current' },
            { ...privateJwk(), kid: 'previous' },
          ],
        },
        'test',
      );
      if (!keys.ok || !keys.jwks) throw new Error('test keys refused');
      const t = await startTestServer({
        database: own,
        signingKeys: keys.jwks,
        otpPepper: 'x'.repeat(40),
        generateSecrets: false,
      });
      try {
        const published = (await (await fetch(new URL('/jwks', t.issuer))).json()) as {
          keys: Array<{ kid: string; d?: string }>;
        };
        expect(published.keys.map((key) => key.kid)).toEqual(['current', 'previous']);
        expect(published.keys.every((key) => key.d === undefined)).toBe(true);
        const { tokens } = await signIn({ issuer: t.issuer, mobile: '09138880001' });
        expect(decodeProtectedHeader(tokens.access_token).kid).toBe('current');
        expect(decodeProtectedHeader(tokens.id_token ?? '').kid).toBe('current');
        expect(await own.query('SELECT name FROM oidc_secrets')).toEqual([]);
      } finally {
        await t.server.close();
        await own.close();
      }
    },
  );

  it('refuses to start without supplied keys when generating secrets is not allowed', async () => {
    const t = startTestServer({ database: db, otpPepper: 'x'.repeat(40), generateSecrets: false });
    await expect(t).rejects.toThrow(/SIGNING_KEYS_FILE or SIGNING_KEYS/);
  });
});
