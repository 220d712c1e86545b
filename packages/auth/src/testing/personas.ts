import { personaMobiles, personaProfiles, type MemberPersona } from '@clorofil/api-client/mocks';
import { User } from 'oidc-client-ts';
import { FAKE_ISSUER, testAuthConfig } from './fake-provider';

function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the browser never verifies access tokens). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'at+jwt' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

/** The subject the identity provider gives a persona's account. */
export function personaSub(persona: MemberPersona): string {
  return `member-${personaProfiles[persona].id}`;
}

/** An access token for the persona, with the `PhoneNumber` claim the provider issues. */
export function personaAccessToken(persona: MemberPersona, lifetimeSeconds = 600): string {
  const now = Math.floor(Date.now() / 1000);
  return fakeJwt({ sub: personaSub(persona), PhoneNumber: personaMobiles[persona], exp: now + lifetimeSeconds });
}

export type PersonaUserOptions = {
  /** Seconds until the access token expires (negative: already expired). Default 600. */
  expiresIn?: number;
  /** Default `refresh-1`; an empty string leaves the session without a refresh token. */
  refreshToken?: string;
  accessToken?: string;
};

/** The oidc-client-ts `User` a persona has after signing in, as it is kept in sessionStorage. */
export function personaUser(persona: MemberPersona, options: PersonaUserOptions = {}): User {
  const now = Math.floor(Date.now() / 1000);
  const expiresIn = options.expiresIn ?? 600;
  const sub = personaSub(persona);
  return new User({
    access_token: options.accessToken ?? personaAccessToken(persona, expiresIn),
    token_type: 'Bearer',
    scope: 'openid profile api1 IdentityServerApi offline_access',
    profile: { sub, iss: FAKE_ISSUER, aud: testAuthConfig.clientId, exp: now + expiresIn, iat: now, sid: 'session-1' },
    expires_at: now + expiresIn,
    session_state: null,
    id_token: fakeJwt({ sub, sid: 'session-1' }),
    ...(options.refreshToken === '' ? {} : { refresh_token: options.refreshToken ?? 'refresh-1' }),
  });
}
