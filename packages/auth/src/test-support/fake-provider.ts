import { InMemoryWebStorage, User, type INavigator, type OidcMetadata } from 'oidc-client-ts';
import type { AuthConfig } from '../config';

// A provider that exists only as static metadata plus MSW handlers: for unit tests of guards,
// notices and the 401 path, where the real identity server would add nothing but start-up time.
export const FAKE_ISSUER = 'https://id.club.test';
export const WEB_ORIGIN = 'http://127.0.0.1:5173';

export const fakeMetadata: Partial<OidcMetadata> = {
  issuer: FAKE_ISSUER,
  authorization_endpoint: `${FAKE_ISSUER}/auth`,
  token_endpoint: `${FAKE_ISSUER}/token`,
  end_session_endpoint: `${FAKE_ISSUER}/session/end`,
  revocation_endpoint: `${FAKE_ISSUER}/token/revocation`,
  jwks_uri: `${FAKE_ISSUER}/jwks`,
};

export const fakeConfig: AuthConfig = {
  authority: FAKE_ISSUER,
  clientId: 'clorofil-web',
  apiBaseUrl: WEB_ORIGIN,
  origin: WEB_ORIGIN,
};

/** Records where the browser would have been sent instead of leaving the test page. */
export function captureNavigator(): { navigator: INavigator; urls: URL[] } {
  const urls: URL[] = [];
  const navigator: INavigator = {
    prepare: async () => ({
      // Like the browser's redirect: the page is gone, so the promise never settles.
      navigate: ({ url }) => {
        urls.push(new URL(url));
        return new Promise(() => undefined);
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  return { navigator, urls };
}

function base64url(value: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT with the given claims (the browser never verifies access tokens). */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256', typ: 'at+jwt' })}.${base64url(claims)}.c2lnbmF0dXJl`;
}

export function fakeUser(options: { expiresIn?: number; refreshToken?: string; accessToken?: string; phone?: string } = {}): User {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: options.accessToken ?? fakeJwt({ sub: 'member-1', PhoneNumber: options.phone ?? '09120000001', exp: now + 600 }),
    token_type: 'Bearer',
    scope: 'openid profile api1 IdentityServerApi offline_access',
    profile: { sub: 'member-1', iss: FAKE_ISSUER, aud: 'clorofil-web', exp: now + 600, iat: now, sid: 'session-1' },
    expires_at: now + (options.expiresIn ?? 600),
    session_state: null,
    id_token: fakeJwt({ sub: 'member-1', sid: 'session-1' }),
    ...(options.refreshToken === undefined ? { refresh_token: 'refresh-1' } : options.refreshToken ? { refresh_token: options.refreshToken } : {}),
  });
}

export function memoryStorage(): Storage {
  return new InMemoryWebStorage();
}
