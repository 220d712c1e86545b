import { configureApiClient } from '@clorofil/api-client';
import { existingAuth } from './auth-registry';
import type { AuthConfig } from './config';
import type { AuthHolder, CreateAuthOptions } from './create-auth';

let setup: { config: AuthConfig; options: CreateAuthOptions | undefined } | undefined;
let loading: Promise<AuthHolder> | undefined;

/**
 * Hands auth the runtime configuration, before anything may ask for it: the app's start (its route
 * loaders read before anything renders) and AuthRoot (tests and stories). A tab without a holder
 * gets the API's bare address; `createAuth` adds the token and the 401 handling when it runs.
 */
export function prepareAuth(config: AuthConfig, options?: CreateAuthOptions): void {
  setup = { config, options };
  if (!existingAuth()) configureApiClient({ baseURL: config.apiBaseUrl });
}

/**
 * The one AuthHolder, with oidc-client-ts loaded on first use: a visitor's pages start without
 * it, and it arrives when a session exists, a sign-in starts or the provider sends the browser
 * back. Later calls share the same promise (and `createAuth` returns the same holder).
 */
export function loadAuth(): Promise<AuthHolder> {
  const existing = existingAuth();
  if (existing) return Promise.resolve(existing);
  loading ??= import('./create-auth')
    .then(({ createAuth }) => {
      if (!setup) throw new Error('<AuthRoot> has not been rendered yet.');
      return createAuth(setup.config, setup.options);
    })
    .finally(() => {
      // From now on the registry answers; after `resetAuth` a new holder is made.
      loading = undefined;
    });
  return loading;
}

/** Whether the holder exists already (a test or the server made it before rendering). */
export function authCreated(): boolean {
  return existingAuth() !== undefined;
}

/**
 * Whether this tab holds anything of a session: a signed-in user, or the state of a sign-in or
 * sign-out under way (oidc-client-ts keeps both in sessionStorage under `oidc.`).
 */
export function hasStoredSession(storage: Storage | undefined = globalThis.sessionStorage): boolean {
  if (!storage) return false;
  for (let index = 0; index < storage.length; index += 1) {
    if (storage.key(index)?.startsWith('oidc.')) return true;
  }
  return false;
}

/**
 * Whether this tab holds a signed-in member, once the stored session has been read (and renewed
 * if it had expired). A visitor's tab answers at once, without loading oidc-client-ts. Route
 * loaders ask it before a member's reads, so those go out with the member's token or not at all.
 */
export async function signedInMember(): Promise<boolean> {
  if (!authCreated() && !hasStoredSession()) return false;
  try {
    const auth = await loadAuth();
    await auth.ready;
    const user = await auth.userManager.getUser();
    return user !== null && !user.expired;
  } catch {
    return false;
  }
}
