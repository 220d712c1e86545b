import { http, HttpResponse } from 'msw';
import { InMemoryWebStorage, type INavigator, type OidcMetadata } from 'oidc-client-ts';
import type { AuthConfig } from '../config';

// A provider that exists only as static metadata plus MSW handlers: for tests and stories of
// guards, notices, menus and pages, where the real identity server would add nothing but
// start-up time (apps/identity tests the real one).
export const FAKE_ISSUER = 'https://id.club.test';
/** The web client's registered origin: redirect URIs are built on it. */
export const WEB_ORIGIN = 'http://127.0.0.1:5173';

export const fakeMetadata: Partial<OidcMetadata> = {
  issuer: FAKE_ISSUER,
  authorization_endpoint: `${FAKE_ISSUER}/auth`,
  token_endpoint: `${FAKE_ISSUER}/token`,
  end_session_endpoint: `${FAKE_ISSUER}/session/end`,
  revocation_endpoint: `${FAKE_ISSUER}/token/revocation`,
  jwks_uri: `${FAKE_ISSUER}/jwks`,
};

export const testAuthConfig: AuthConfig = {
  authority: FAKE_ISSUER,
  clientId: 'clorofil-web',
  // Same origin as the page: jsdom enforces CORS and MSW answers without CORS headers, in Node
  // and in the browser alike.
  apiBaseUrl: '',
  origin: WEB_ORIGIN,
};

/** Where oidc-client-ts keeps the user in the storage it is given. */
export const storedUserKey = `oidc.user:${testAuthConfig.authority}:${testAuthConfig.clientId}`;

/** Records where the browser would have been sent instead of leaving the test page. */
export function captureNavigator(onNavigate?: (url: URL) => void): { navigator: INavigator; urls: URL[] } {
  const urls: URL[] = [];
  const navigator: INavigator = {
    prepare: async () => ({
      // Like the browser's redirect: the page is gone, so the promise never settles.
      navigate: ({ url }) => {
        const parsed = new URL(url);
        urls.push(parsed);
        onNavigate?.(parsed);
        return new Promise(() => undefined);
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  return { navigator, urls };
}

export function memoryStorage(): Storage {
  return new InMemoryWebStorage();
}

/**
 * What the fake provider answers by itself: revocation (sign-out revokes the refresh token first).
 * Token requests are left to each test, which decides whether a renewal works.
 */
export const fakeProviderHandlers = [
  http.post(`${FAKE_ISSUER}/token/revocation`, () => new HttpResponse(null, { status: 200 })),
];
