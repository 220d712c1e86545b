import { createHash, createPrivateKey, type JsonWebKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { JWK } from 'jose';

export type SigningKeysResult = { ok: true; jwks: { keys: JWK[] } | undefined } | { ok: false; message: string };

/** RFC 7638 thumbprint of an RSA key: a stable `kid` when the file gives none. */
function rsaThumbprint(jwk: JWK): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

/**
 * Reads the private signing keys from `SIGNING_KEYS_FILE` (a JWKS file) or `SIGNING_KEYS` (the same
 * JSON inline). The first key signs; the others stay published so tokens they signed before a
 * rotation keep verifying until they expire. Undefined when neither is set.
 */
export function signingKeysFromEnv(env: NodeJS.ProcessEnv): SigningKeysResult {
  const file = env.SIGNING_KEYS_FILE?.trim();
  const inline = env.SIGNING_KEYS?.trim();
  if (!file && !inline) return { ok: true, jwks: undefined };
  const setting = file ? `SIGNING_KEYS_FILE (${file})` : 'SIGNING_KEYS';
  let text: string;
  try {
    text = file ? readFileSync(file, 'utf8') : (inline ?? '');
  } catch (error) {
    return { ok: false, message: `${setting} cannot be read: ${(error as Error).message}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: `${setting} is not JSON; expected a JWKS: {"keys": [ { "kty": "RSA", "d": … } ]}.` };
  }
  return validateJwks(parsed, setting);
}

export function validateJwks(parsed: unknown, setting: string): SigningKeysResult {
  const keys = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(keys) || keys.length === 0) {
    return { ok: false, message: `${setting} holds no keys; expected a JWKS: {"keys": [ { "kty": "RSA", "d": … } ]}.` };
  }
  const out: JWK[] = [];
  for (const [index, raw] of keys.entries()) {
    const jwk = raw as JWK;
    if (jwk?.kty !== 'RSA' || typeof jwk.d !== 'string') {
      return { ok: false, message: `${setting}: key ${index + 1} is not a private RSA key (kty "RSA" with "d").` };
    }
    if (jwk.alg !== undefined && jwk.alg !== 'RS256') {
      return { ok: false, message: `${setting}: key ${index + 1} has alg ${jwk.alg}; tokens are signed with RS256.` };
    }
    try {
      createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
    } catch (error) {
      return {
        ok: false,
        message: `${setting}: key ${index + 1} is not a usable RSA private key (${(error as Error).message}).`,
      };
    }
    out.push({ ...jwk, kid: jwk.kid ?? rsaThumbprint(jwk), use: 'sig', alg: 'RS256' });
  }
  return { ok: true, jwks: { keys: out } };
}
