import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';
import type { Database } from '../db/database.js';

export interface ProviderSecrets {
  /** Private signing keys (RS256) for ID tokens and JWT access tokens. */
  jwks: { keys: JWK[] };
  /** Keys that sign the provider's cookies; the first signs, all verify. */
  cookieKeys: string[];
  /** Mixed into every one-time-code hash so a leaked table cannot be brute-forced offline. */
  otpPepper: string;
}

const NAME = 'provider';

/**
 * Loads the provider's secrets, creating them on the very first start. Two processes starting
 * together both try to insert; the primary key lets exactly one win and both then read the winner.
 * Nothing here is ever written to the repository.
 */
export async function loadOrCreateSecrets(db: Database): Promise<ProviderSecrets> {
  const existing = await read(db);
  if (existing) return existing;
  const fresh = await generate();
  await db.query('INSERT INTO oidc_secrets (name, value) VALUES ($1, $2::jsonb) ON CONFLICT (name) DO NOTHING', [
    NAME,
    JSON.stringify(fresh),
  ]);
  const stored = await read(db);
  if (!stored) throw new Error('The identity provider could not store its signing keys.');
  return stored;
}

async function read(db: Database): Promise<ProviderSecrets | undefined> {
  const rows = await db.query<{ value: ProviderSecrets }>('SELECT value FROM oidc_secrets WHERE name = $1', [NAME]);
  return rows[0]?.value;
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
