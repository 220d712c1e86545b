import { createHmac } from 'node:crypto';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';

export const ISSUER = 'http://127.0.0.1:5090';
export const AUDIENCE = 'urn:clorofil:api';

export interface TokenOptions {
  sub?: string;
  phone?: string;
  scope?: string;
  typ?: string;
  audience?: string;
  issuer?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  extraClaims?: Record<string, unknown>;
}

export interface TestAuth {
  jwks: JSONWebKeySet;
  publicKeyPem: string;
  sign(options?: TokenOptions): Promise<string>;
  /** A member access token as the identity provider issues it. */
  member(mobile: string, scope?: string): Promise<string>;
  shop(): Promise<string>;
}

/** A real RSA key pair and key set: the API verifies these tokens exactly as in production. */
export async function createTestAuth(): Promise<TestAuth> {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const sign = async (options: TokenOptions = {}) => {
    const now = Math.floor(Date.now() / 1000);
    // Like the provider's member tokens, signed in (one-time code typed) a moment ago.
    const claims: Record<string, unknown> = {
      scope: options.scope ?? 'openid profile api1',
      client_id: 'clorofil-web',
      auth_time: now - 5,
      ...options.extraClaims,
    };
    if (options.phone) claims.PhoneNumber = options.phone;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', typ: options.typ ?? 'at+jwt', kid: 'test-key' })
      .setSubject(options.sub ?? 'sub-anonymous')
      .setIssuer(options.issuer ?? ISSUER)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt(now - 5)
      .setExpirationTime(now + (options.expiresIn ?? 600))
      .setJti(crypto.randomUUID())
      .sign(privateKey);
  };
  return {
    jwks: { keys: [jwk] },
    publicKeyPem: await exportSPKI(publicKey),
    sign,
    member: (mobile, scope) => sign({ sub: `sub-${mobile}`, phone: mobile, ...(scope ? { scope } : {}) }),
    shop: () => sign({ sub: 'clorofil-shop', scope: 'shop.events', extraClaims: { client_id: 'clorofil-shop' } }),
  };
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Hand-made tokens for the algorithm attacks jose would never produce. */
export function forgeToken(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  hmacKey?: string,
): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const signature = hmacKey ? createHmac('sha256', hmacKey).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
}
