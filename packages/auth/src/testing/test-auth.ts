import { isMemberPersona, type Persona } from '@clorofil/api-client/mocks';
import { createAuth, getAuth, resetAuth, type AuthHolder, type CreateAuthOptions } from '../create-auth';
import { readSignInState } from '../return-address';
import { captureNavigator, fakeMetadata, memoryStorage, storedUserKey, testAuthConfig } from './fake-provider';
import { personaUser } from './personas';

export type TestAuth = {
  auth: AuthHolder;
  options: CreateAuthOptions;
  /** The tab's sessionStorage stand-in, where oidc-client-ts keeps the session. */
  storage: Storage;
  /** Every redirect started (sign-in, sign-out), captured instead of leaving the page. */
  redirects: URL[];
  /** The return address of every sign-in started so far. */
  signInTargets: () => Promise<string[]>;
  /** Called with each new sign-in's return address; returns the unsubscribe. */
  onSignIn: (listener: (target: string) => void) => () => void;
};

async function returnAddressOf(url: URL): Promise<string> {
  const stored = await getAuth().userManager.settings.stateStore.get(url.searchParams.get('state') ?? '');
  return stored ? (readSignInState((JSON.parse(stored) as { data?: unknown }).data).returnTo ?? '') : '';
}

/**
 * A real `createAuth` against the fake provider, replacing any previous holder: a visitor, or a
 * persona already signed in (their session in the tab's storage, as after a sign-in). Redirects
 * are captured, so tests and stories can read the address a visitor would come back to.
 */
export function createTestAuth({ persona = 'visitor' }: { persona?: Persona } = {}): TestAuth {
  resetAuth();
  const storage = memoryStorage();
  if (isMemberPersona(persona)) storage.setItem(storedUserKey, personaUser(persona).toStorageString());
  const listeners = new Set<(target: string) => void>();
  const { navigator, urls } = captureNavigator((url) => {
    if (!url.pathname.endsWith('/auth')) return;
    void returnAddressOf(url).then((target) => listeners.forEach((listener) => listener(target)));
  });
  const options: CreateAuthOptions = {
    storage,
    redirectNavigator: navigator,
    locks: null,
    createChannel: null,
    settings: { metadata: fakeMetadata },
  };
  return {
    auth: createAuth(testAuthConfig, options),
    options,
    storage,
    redirects: urls,
    signInTargets: () => Promise.all(urls.filter((url) => url.pathname.endsWith('/auth')).map(returnAddressOf)),
    onSignIn: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
