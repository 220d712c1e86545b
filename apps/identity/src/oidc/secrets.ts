import { generateKeyPairSync, hkdfSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/database.js';
import type { Logger } from '../logger.js';

export interface ProviderSecrets {
  /** Private signing keys (RS256) for ID tokens and JWT access tokens; the first signs. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** Mixed into every one-time-code hash so a leaked table cannot be brute-forced offline. */
  otpPepper: string;
}

/** Secrets handed in from files or the environment (production must supply keys and pepper). */
export type SuppliedSecrets = Partial<ProviderSecrets>;

const NAME = 'provider';
const DEMO_SHOP_SECRET = 'demo-shop-client';

/**
 * The provider's secrets. Supplied ones always win. When keys and pepper are both supplied the
 * database is not consulted at all, so nothing secret is read from it; otherwise (development)
 * the missing ones are generated on the very first start and kept in `oidc_secrets`.
 */
export async function resolveSecrets(
  db: Database,
  supplied: SuppliedSecrets,
  options: { generate: boolean },
): Promise<ProviderSecrets> {
  if (supplied.jwks && supplied.otpPepper) {
    return {
      jwks: supplied.jwks,
      otpPepper: supplied.otpPepper,
      cookieKeys: supplied.cookieKeys ?? deriveCookieKeys(supplied.otpPepper),
    };
  }
  if (!options.generate) {
    const missing = supplied.jwks ? 'OTP_PEPPER' : 'SIGNING_KEYS_FILE or SIGNING_KEYS';
    throw new Error(`The identity provider needs ${missing}; generated secrets are for development only.`);
  }
  const stored = await loadOrCreateStored(db);
  return {
    jwks: supplied.jwks ?? stored.jwks,
    otpPepper: supplied.otpPepper ?? stored.otpPepper,
    cookieKeys: supplied.cookieKeys ?? stored.cookieKeys,
  };
}

/**
 * Cookie keys need no rotation story of their own in production: they are derived from the
 * pepper (HKDF, a purpose label of their own), so a leaked cookie key says nothing about it.
 */
function deriveCookieKeys(pepper: string): string[] {
  return [Buffer.from(hkdfSync('sha256', pepper, 'clorofil-identity', 'cookie-keys', 32)).toString('base64url')];
}

/**
 * Two processes starting together both try to insert; the primary key lets exactly one win and
 * both then read the winner. Nothing here is ever written to the repository.
 */
async function loadOrCreateStored(db: Database): Promise<ProviderSecrets> {
  const existing = await read<ProviderSecrets>(db, NAME);
  if (existing) return existing;
  await insertIfAbsent(db, NAME, await generate());
  const stored = await read<ProviderSecrets>(db, NAME);
  if (!stored) throw new Error('The identity provider could not store its signing keys.');
  return stored;
}

/**
 * Demo mode's shop-client secret: random, made once per data folder and announced once in the
 * log, so no secret that works against a running provider is ever written in the code.
 */
export async function demoShopSecret(db: Database, logger: Logger): Promise<string> {
  const existing = await read<{ secret: string }>(db, DEMO_SHOP_SECRET);
  if (existing) return existing.secret;
  const created = await insertIfAbsent(db, DEMO_SHOP_SECRET, { secret: randomBytes(32).toString('base64url') });
  const stored = await read<{ secret: string }>(db, DEMO_SHOP_SECRET);
  if (!stored) throw new Error('The identity provider could not store the demo shop secret.');
  if (created) {
    logger.info(
      `demo mode: the shop client (clorofil-shop) got a new random secret for this data folder: ${stored.secret} (shown once; set SHOP_CLIENT_SECRET to choose your own)`,
    );
  }
  return stored.secret;
}

async function read<T>(db: Database, name: string): Promise<T | undefined> {
  const rows = await db.query<{ value: T }>('SELECT value FROM oidc_secrets WHERE name = $1', [name]);
  return rows[0]?.value;
}

async function insertIfAbsent(db: Database, name: string, value: unknown): Promise<boolean> {
  const rows = await db.query<{ name: string }>(
    'INSERT INTO oidc_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING RETURNING name',
    [name, JSON.stringify(value)],
  );
  return rows.length > 0;
}

async function generate(): Promise<ProviderSecrets> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint({ kty: jwk.kty, n: jwk.n, e: jwk.e });
  return {
    jwks: { keys: [{ ...jwk, kid, use: 'sig', alg: 'RS256' }] },
    cookieKeys: [randomBytes(32).toString('base64url'), randomBytes(32).toString('base64url')],
    otpPepper: randomBytes(32).toString('base64url'),
  };
}
