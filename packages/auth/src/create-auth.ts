import { configureApiClient } from '@clorofil/api-client';
import { UserManager, type INavigator, type SigninRedirectArgs, type UserManagerSettings } from 'oidc-client-ts';
import type { AuthConfig } from './config';
import { userManagerSettings } from './user-manager-settings';
import { noteAuth } from './auth-registry';
import { phoneNumberClaim } from './member/claims';
import { currentAddress, PUBLIC_HOME, type SignInState } from './return-address';
import { createRenewer, isTransientRenewError, type Renewer, type RenewerOptions } from './session/renewer';
import { createSessionChannel, type SessionChannel } from './session/session-channel';
import { attachSessionNotices } from './session/session-notices';
import { useSessionStore } from './session/session-store';
import { signOutWith } from './sign-out';

export type AuthHolder = {
  readonly config: AuthConfig;
  readonly userManager: UserManager;
  readonly renewer: Renewer;
  /** Resolves when the stored session has been checked (and renewed if its token had expired). */
  readonly ready: Promise<void>;
  /**
   * Sends the member to the provider's sign-in page, returning to `returnTo` (default: this
   * page). A member who cancels there comes back to `cancelTo`, signed out: default the public
   * home, because a members' page would only send them to sign in again; a public page that
   * starts a sign-in passes itself. A second call while a redirect is under way does nothing.
   */
  signIn(returnTo?: string, via?: (args: SigninRedirectArgs) => Promise<unknown>, cancelTo?: string): Promise<void>;
  /**
   * Step-up (RFC 9470): a new sign-in with `prompt=login`, so the provider asks the signed-in
   * member for a fresh one-time code (their number filled in) and the new tokens carry a new
   * `auth_time`. Returns to `returnTo`, like `signIn`; a cancel there returns to `returnTo` too,
   * still signed in.
   */
  stepUp(returnTo?: string): Promise<void>;
  /** Revokes, forgets the session locally and in sibling tabs, then ends it at the provider. */
  signOut(returnTo?: string): Promise<boolean>;
  getAccessToken(): Promise<string | null>;
  dispose(): void;
};

/** Seams for tests and stories; the app passes none. */
export type CreateAuthOptions = Pick<RenewerOptions, 'locks' | 'retryDelayMs' | 'settleMs'> & {
  storage?: Storage;
  createChannel?: Parameters<typeof createSessionChannel>[1];
  redirectNavigator?: INavigator;
  settings?: Partial<UserManagerSettings>;
};

let instance: AuthHolder | undefined;

/**
 * Creates the one UserManager of the app, outside React, and wires the API client, silent
 * renewal and the session notices to it. The member's queries are AuthRoot's (they need the
 * QueryClient of the React tree). Later calls return the same holder.
 */
export function createAuth(config: AuthConfig, options: CreateAuthOptions = {}): AuthHolder {
  if (instance) return instance;
  const settings = { ...userManagerSettings(config, options.storage), ...options.settings };
  const userManager = new UserManager(settings, options.redirectNavigator);
  const channel: SessionChannel = createSessionChannel(userManager, options.createChannel);
  const renewer = createRenewer(userManager, { ...options, channel });
  let redirecting: Promise<void> | undefined;

  const signIn: AuthHolder['signIn'] = (returnTo = currentAddress(), via, cancelTo = PUBLIC_HOME) => {
    if (useSessionStore.getState().signingOut) return Promise.resolve();
    // A successful redirect never settles (the page is left), so a settled one has failed and
    // the next call may try again.
    redirecting ??= (async () => {
      const state: SignInState = { returnTo, cancelTo };
      const args: SigninRedirectArgs = { state };
      await (via ? via(args) : userManager.signinRedirect(args));
    })().finally(() => {
      redirecting = undefined;
    });
    return redirecting;
  };

  // Cancelling a step-up at the provider leaves the member signed in, back where they asked for it.
  const stepUp: AuthHolder['stepUp'] = (returnTo = currentAddress()) =>
    signIn(
      returnTo,
      async (args) => {
        const mobile = phoneNumberClaim((await userManager.getUser())?.access_token);
        const state: SignInState = { ...(args.state as SignInState), keepSession: true };
        return userManager.signinRedirect({
          ...args,
          state,
          prompt: 'login',
          ...(mobile ? { login_hint: mobile } : {}),
        });
      },
      returnTo,
    );

  async function getAccessToken(): Promise<string | null> {
    await renewer.pending()?.catch(() => undefined);
    return (await userManager.getUser())?.access_token ?? null;
  }

  async function onUnauthorized(): Promise<boolean> {
    try {
      if (await renewer.renew()) return true;
    } catch (error) {
      // The provider is unreachable: its sign-in page would be too. Let the call fail instead.
      if (isTransientRenewError(error)) return false;
    }
    await userManager.removeUser();
    void signIn().catch(() => undefined);
    return false;
  }

  const offNotices = attachSessionNotices(userManager, renewer, () => void signIn().catch(() => undefined));
  configureApiClient({ baseURL: config.apiBaseUrl, getAccessToken, onUnauthorized });

  useSessionStore.setState({ resuming: true, signingOut: false });
  // Coming back to this page from the back/forward cache after a sign-out left it: start afresh.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) useSessionStore.setState({ signingOut: false });
  };
  if (typeof window !== 'undefined') window.addEventListener('pageshow', onPageShow);
  const ready = (async () => {
    await userManager.clearStaleState().catch(() => undefined);
    const user = await userManager.getUser();
    if (!user || !user.expired) return;
    try {
      if (!(await renewer.renew())) await userManager.removeUser();
    } catch (error) {
      if (!isTransientRenewError(error)) await userManager.removeUser();
    }
  })()
    .catch(() => undefined)
    .finally(() => useSessionStore.setState({ resuming: false }));

  const holder: AuthHolder = {
    config,
    userManager,
    renewer,
    ready,
    signIn,
    stepUp,
    signOut: (returnTo) => signOutWith(userManager, channel, returnTo),
    getAccessToken,
    dispose() {
      offNotices();
      if (typeof window !== 'undefined') window.removeEventListener('pageshow', onPageShow);
      channel.close();
      if (instance === holder) {
        instance = undefined;
        noteAuth(undefined);
      }
    },
  };
  instance = holder;
  noteAuth(holder);
  return holder;
}

/** The holder made by `createAuth` (AuthRoot makes it at start-up). */
export function getAuth(): AuthHolder {
  if (!instance) throw new Error('createAuth() has not been called; render <AuthRoot> first.');
  return instance;
}

/** Tests: forget the holder so the next `createAuth` builds a fresh one. */
export function resetAuth(): void {
  instance?.dispose();
  instance = undefined;
}
