import { paths } from '@clorofil/ui-rtl';
import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';

/** The runtime configuration (`/config.json`) fields auth needs; the shell's object fits as is. */
export type AuthConfig = {
  /** Identity provider issuer URL, no trailing slash. */
  authority: string;
  clientId: string;
  /** Space separated; default `openid profile api1 IdentityServerApi offline_access`. */
  scope?: string;
  /** API origin handed to @clorofil/api-client. */
  apiBaseUrl: string;
  /** The web app's origin; default `window.location.origin`. */
  origin?: string;
};

export const DEFAULT_SCOPE = 'openid profile api1 IdentityServerApi offline_access';

/** SPEC §4/§9: expiring notice 60 s ahead, stale login state after 900 s, 10 s silent timeout. */
export const SESSION_TIMING = {
  expiringNoticeSeconds: 60,
  staleStateSeconds: 900,
  silentTimeoutSeconds: 10,
} as const;

export const CALLBACK_PATH = paths.login;
export const POST_LOGOUT_PATH = paths.logoutRedirect;

export function userManagerSettings(config: AuthConfig, storage: Storage = window.sessionStorage): UserManagerSettings {
  const origin = (config.origin ?? window.location.origin).replace(/\/+$/, '');
  // sessionStorage: the session ends with the tab and never reaches localStorage (SECURITY 9).
  const store = new WebStorageStateStore({ store: storage });
  return {
    authority: config.authority,
    client_id: config.clientId,
    scope: config.scope ?? DEFAULT_SCOPE,
    redirect_uri: `${origin}${CALLBACK_PATH}`,
    post_logout_redirect_uri: `${origin}${POST_LOGOUT_PATH}`,
    response_type: 'code',
    response_mode: 'query',
    userStore: store,
    stateStore: store,
    // The CSP forbids frames, so neither the session iframe nor iframe renewal can work;
    // renewal goes through the refresh token, driven by our own serialised handler.
    monitorSession: false,
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: SESSION_TIMING.expiringNoticeSeconds,
    staleStateAgeInSeconds: SESSION_TIMING.staleStateSeconds,
    silentRequestTimeoutInSeconds: SESSION_TIMING.silentTimeoutSeconds,
    // The ID token carries PhoneNumber; the profile comes from the API.
    loadUserInfo: false,
  };
}
