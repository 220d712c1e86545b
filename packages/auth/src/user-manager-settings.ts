import { WebStorageStateStore, type UserManagerSettings } from 'oidc-client-ts';
import { CALLBACK_PATH, POST_LOGOUT_PATH, SESSION_TIMING, DEFAULT_SCOPE, type AuthConfig } from './config';

// Apart from config.ts: the constants there are read by pages every visitor loads, and this
// function needs oidc-client-ts, which only `createAuth` (loaded on demand) should bring.
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
    requestTimeoutInSeconds: SESSION_TIMING.requestTimeoutSeconds,
    // The ID token carries PhoneNumber; the profile comes from the API.
    loadUserInfo: false,
  };
}
