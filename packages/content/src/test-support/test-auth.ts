import { createAuth, getAuth, resetAuth, type AuthConfig, type AuthHolder, type CreateAuthOptions } from '@clorofil/auth';
import { InMemoryWebStorage, User } from 'oidc-client-ts';

// A real `createAuth` against a provider that exists only as static metadata: the sign-in
// redirect is captured instead of leaving the page, so tests and stories can read the return
// address a visitor would come back to.
const ISSUER = 'https://id.club.test';

export const testAuthConfig: AuthConfig = {
  authority: ISSUER,
  clientId: 'clorofil-web',
  // Same origin: MSW answers in Node and in the browser alike.
  apiBaseUrl: '',
  origin: 'http://127.0.0.1:5173',
};

const metadata = {
  issuer: ISSUER,
  authorization_endpoint: `${ISSUER}/auth`,
  token_endpoint: `${ISSUER}/token`,
  end_session_endpoint: `${ISSUER}/session/end`,
  revocation_endpoint: `${ISSUER}/token/revocation`,
  jwks_uri: `${ISSUER}/jwks`,
};

type Navigator = NonNullable<CreateAuthOptions['redirectNavigator']>;

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

function memberUser(): User {
  const now = Math.floor(Date.now() / 1000);
  const jwt = (claims: object) => `${base64url({ alg: 'RS256', typ: 'at+jwt' })}.${base64url(claims)}.c2ln`;
  return new User({
    access_token: jwt({ sub: 'member-1', PhoneNumber: '09120000002', exp: now + 3600 }),
    id_token: jwt({ sub: 'member-1', sid: 'session-1' }),
    token_type: 'Bearer',
    scope: 'openid profile api1 IdentityServerApi offline_access',
    profile: { sub: 'member-1', iss: ISSUER, aud: 'clorofil-web', exp: now + 3600, iat: now },
    expires_at: now + 3600,
    session_state: null,
  });
}

export type TestAuth = {
  auth: AuthHolder;
  options: CreateAuthOptions;
  /** Resolves with the return address of every sign-in redirect started so far. */
  signInTargets: () => Promise<string[]>;
  /** Called with each new sign-in return address. */
  onSignIn: (listener: (target: string) => void) => () => void;
};

/** Replaces any previous auth holder with one for a visitor or a signed-in member. */
export function createTestAuth({ signedIn }: { signedIn: boolean }): TestAuth {
  resetAuth();
  const storage = new InMemoryWebStorage();
  if (signedIn) storage.setItem(`oidc.user:${ISSUER}:${testAuthConfig.clientId}`, memberUser().toStorageString());
  const urls: URL[] = [];
  const listeners = new Set<(target: string) => void>();
  const stateOf = async (url: URL) => {
    const id = url.searchParams.get('state') ?? '';
    const stored = await getAuth().userManager.settings.stateStore.get(id);
    return stored ? String((JSON.parse(stored) as { data?: unknown }).data) : '';
  };
  const redirectNavigator: Navigator = {
    prepare: async () => ({
      navigate: async ({ url }) => {
        const parsed = new URL(url);
        urls.push(parsed);
        const target = await stateOf(parsed);
        listeners.forEach((listener) => listener(target));
        // Like a real redirect: the page is gone, so this never settles.
        return new Promise(() => undefined);
      },
      close: () => undefined,
    }),
    callback: async () => undefined,
  };
  const options: CreateAuthOptions = {
    storage,
    redirectNavigator,
    locks: null,
    createChannel: null,
    settings: { metadata },
  };
  return {
    auth: createAuth(testAuthConfig, options),
    options,
    signInTargets: () => Promise.all(urls.map(stateOf)),
    onSignIn: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
