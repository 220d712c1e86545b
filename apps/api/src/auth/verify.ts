import { fa } from '@clorofil/api-client/contract';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { ReadCache } from '../cache/read-cache.js';
import { ApiError } from '../http/errors.js';
import { KeysUnavailable, SigningKeys } from './signing-keys.js';

export interface AuthConfig {
  issuer: string;
  audience: string;
  /** Verified tokens kept until their `exp` (a bounded LRU); 0 verifies every request. */
  cachedTokens?: number;
  /** A key set given directly (tests); otherwise `keys`. */
  jwks?: JSONWebKeySet;
  /**
   * The issuer's signing keys, stored in the database and refreshed in the background
   * (auth/signing-keys.ts; createApp starts and stops the refresh). Without it, a set held in
   * memory only, fetched from `jwksUrl` when a token needs it.
   */
  keys?: SigningKeys;
  jwksUrl?: string;
}

export interface AccessToken extends JWTPayload {
  sub: string;
  scope?: string;
  PhoneNumber?: string;
  client_id?: string;
  /** When the member last confirmed a one-time code (epoch seconds); step-up checks it. */
  auth_time?: number;
}

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];

/**
 * The token's payload, or null for a token that is not valid. Rejects with a 503 ApiError when no
 * signing key the token could be checked against is known and the identity provider cannot be
 * asked: the token may well be good, and a 401 would make the web app throw the session away.
 */
export type TokenVerifier = (token: string) => Promise<AccessToken | null>;

/**
 * SERVERS.md: RS256/ES256/PS256 only (so `alg: none` and HS256-with-the-public-key fail), issuer
 * and audience exact, header `typ: at+jwt` (an ID token is `JWT` and carries the client as its
 * audience, so it fails twice), not expired. Any failure is simply "no valid token" → 401, except
 * that no key to check the token with can be had (KeysUnavailable) → 503 with Retry-After.
 */
export function createTokenVerifier(config: AuthConfig): TokenVerifier {
  const { keys, signingKeys } = keySource(config);
  const verify = async (token: string): Promise<AccessToken> => {
    const { payload } = await jwtVerify(token, keys, {
      issuer: config.issuer,
      audience: config.audience,
      algorithms: ALGORITHMS,
      typ: 'at+jwt',
      requiredClaims: ['sub', 'exp', 'iat'],
      clockTolerance: 5,
    });
    if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 200) throw new Error('sub');
    return payload as AccessToken;
  };
  const capacity = config.cachedTokens ?? 10_000;
  // A signature verified once stays verified until `exp` (without jose's tolerance: the cache is
  // stricter, never looser). Failures are not kept. The signed-out check (SessionCheck) is not
  // part of this: http/auth.ts asks it on every request, cached token or not.
  const verified =
    capacity > 0
      ? new ReadCache<Held>({
          maxEntries: capacity,
          ttlMs: 24 * 3_600_000,
          expiresAt: (held) => (held.payload.exp ?? 0) * 1000,
        })
      : undefined;
  // A key the provider dropped stops verifying at once, for the tokens already held too (one
  // signed with a stolen key may carry any `exp`).
  signingKeys?.onKeysDropped(() => verified?.clear());
  const verifier: TokenVerifier = async (token) => {
    try {
      if (!verified) return await verify(token);
      let ownLoad = false;
      let held: Held | undefined;
      try {
        held = await verified.get(heldKey(token), [], async () => {
          ownLoad = true;
          return { token, payload: await verify(token) };
        });
      } catch (error) {
        // Another token that ends the same way failed while this one waited for it.
        if (ownLoad) throw error;
      }
      // Only the very token that was verified is answered from the entry; any other that ends
      // the same way is verified on its own (and not kept).
      return held?.token === token ? held.payload : await verify(token);
    } catch (error) {
      if (error instanceof KeysUnavailable) throw keysUnavailable(error.retryAfterSeconds);
      return null;
    }
  };
  return verifier;
}

function keySource(config: AuthConfig): { keys: JWTVerifyGetKey; signingKeys?: SigningKeys } {
  if (config.jwks) return { keys: createLocalJWKSet(config.jwks) };
  const signingKeys =
    config.keys ?? new SigningKeys({ issuer: config.issuer, url: config.jwksUrl ?? `${config.issuer}/jwks` });
  return { keys: signingKeys.getKey, signingKeys };
}

const keysUnavailable = (retryAfterSeconds: number) =>
  new ApiError(503, fa.signInUnavailable, {}, { 'retry-after': String(retryAfterSeconds) });

interface Held {
  token: string;
  payload: AccessToken;
}

/**
 * Verified tokens are found by the last 24 characters of their signature, and the entry holds
 * the whole token to compare. A Map hashes a string key in full, and every request brings its
 * token as a new string: hashing ~1,000 characters on every request costs as much as the rest of
 * authenticating a held token.
 */
const heldKey = (token: string) => token.slice(-24);

// A cached token is the same object on every request: its scopes are split once, not per request.
const scopeSets = new WeakMap<AccessToken, ReadonlySet<string>>();

export function scopesOf(token: AccessToken): ReadonlySet<string> {
  let scopes = scopeSets.get(token);
  if (!scopes) {
    scopes = new Set(typeof token.scope === 'string' ? token.scope.split(' ').filter(Boolean) : []);
    scopeSets.set(token, scopes);
  }
  return scopes;
}
