import { createQueryClient } from '@clorofil/api-client';
import { AuthRoot, createAuth, type AuthConfig } from '@clorofil/auth';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderWithProviders, type RenderWithProvidersOptions } from '@clorofil/ui-rtl/testing';
import { InMemoryWebStorage, User } from 'oidc-client-ts';
import { Outlet } from 'react-router';
import type { Feature } from '@clorofil/ui-rtl';
import { features as appFeatures } from '../features';
import { createRoutes } from '../routes/route-table';

export const testConfig: AuthConfig = {
  authority: 'https://id.club.test',
  clientId: 'clorofil-web',
  // jsdom enforces CORS and MSW answers without CORS headers, so the API shares the page's origin.
  apiBaseUrl: 'http://localhost:3000',
  origin: 'http://localhost:3000',
};

const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (claims: object) => `${encode({ alg: 'RS256', typ: 'at+jwt' })}.${encode(claims)}.c2ln`;

/** A stored session of the demo member, as oidc-client-ts keeps it after sign-in. */
function storedSession(phone: string): string {
  const now = Math.floor(Date.now() / 1000);
  return new User({
    access_token: jwt({ sub: 'member-1', PhoneNumber: phone, exp: now + 600 }),
    token_type: 'Bearer',
    scope: 'openid profile api1 IdentityServerApi offline_access',
    profile: { sub: 'member-1', iss: testConfig.authority, aud: testConfig.clientId, exp: now + 600, iat: now },
    expires_at: now + 600,
    session_state: null,
    id_token: jwt({ sub: 'member-1' }),
  }).toStorageString();
}

export type RenderAppOptions = Pick<RenderWithProvidersOptions, 'viewport'> & {
  /** Start with a stored session (the member store then loads `GET /api/Profile`). */
  signedIn?: boolean;
  phone?: string;
  /** Features to mount besides the app's own (e.g. a stand-in for one not built yet). */
  features?: readonly Feature[];
};

/**
 * The real route table, AuthRoot and providers at `route`, with sign-in state chosen by the test
 * and the API answered by MSW. Sign-in redirects are captured, never followed.
 */
export function renderApp(route: string, { signedIn = false, phone = '09120000001', features = [], viewport }: RenderAppOptions = {}) {
  const storage = new InMemoryWebStorage();
  if (signedIn) storage.setItem(`oidc.user:${testConfig.authority}:${testConfig.clientId}`, storedSession(phone));
  const redirects: string[] = [];
  createAuth(testConfig, {
    storage,
    locks: null,
    createChannel: null,
    redirectNavigator: {
      prepare: async () => ({
        navigate: ({ url }) => {
          redirects.push(url);
          return new Promise(() => undefined);
        },
        close: () => undefined,
      }),
      callback: async () => undefined,
    },
    settings: {
      metadata: {
        issuer: testConfig.authority,
        authorization_endpoint: `${testConfig.authority}/auth`,
        token_endpoint: `${testConfig.authority}/token`,
        end_session_endpoint: `${testConfig.authority}/session/end`,
      },
    },
  });
  const routes = [
    {
      element: (
        <QueryClientProvider client={createQueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AuthRoot config={testConfig}>
            <Outlet />
          </AuthRoot>
        </QueryClientProvider>
      ),
      children: createRoutes([...appFeatures, ...features]),
    },
  ];
  const result = renderWithProviders(<></>, { route, path: '/__ui-under-test', routes, ...(viewport ? { viewport } : {}) });
  return { ...result, redirects, storage };
}
