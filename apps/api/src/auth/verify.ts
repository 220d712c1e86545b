import {
  createLocalJWKSet,
  createRemoteJWKSet,
  jwtVerify,
  type JSONWebKeySet,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';

export interface AuthConfig {
  issuer: string;
  audience: string;
  /** A key set given directly (tests); otherwise fetched from `${issuer}/jwks` and cached. */
  jwks?: JSONWebKeySet;
  jwksUrl?: string;
}

export interface AccessToken extends JWTPayload {
  sub: string;
  scope?: string;
  PhoneNumber?: string;
  client_id?: string;
}

const ALGORITHMS = ['RS256', 'ES256', 'PS256'];

export type TokenVerifier = (token: string) => Promise<AccessToken | null>;

/**
 * SERVERS.md: RS256/ES256/PS256 only (so `alg: none` and HS256-with-the-public-key fail), issuer
 * and audience exact, header `typ: at+jwt` (an ID token is `JWT` and carries the client as its
 * audience, so it fails twice), not expired. Any failure is simply "no valid token" → 401.
 */
export function createTokenVerifier(config: AuthConfig): TokenVerifier {
  const keys: JWTVerifyGetKey = config.jwks
    ? createLocalJWKSet(config.jwks)
    : createRemoteJWKSet(new URL(config.jwksUrl ?? `${config.issuer}/jwks`));
  return async (token) => {
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: config.issuer,
        audience: config.audience,
        algorithms: ALGORITHMS,
        typ: 'at+jwt',
        requiredClaims: ['sub', 'exp', 'iat'],
        clockTolerance: 5,
      });
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 200) return null;
      return payload as AccessToken;
    } catch {
      return null;
    }
  };
}

export function scopesOf(token: AccessToken): Set<string> {
  return new Set(typeof token.scope === 'string' ? token.scope.split(' ').filter(Boolean) : []);
}
