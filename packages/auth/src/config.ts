import { paths } from '@clorofil/app-kit';

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

/**
 * SPEC §4/§9: expiring notice 60 s ahead, stale login state after 900 s, 10 s silent timeout.
 * Every other request to the provider (its metadata, the code exchange, the revocation at
 * sign-out) gives up after the same 10 s: a provider that never answers must not keep a member
 * waiting for ever, above all when they asked to sign out.
 */
export const SESSION_TIMING = {
  expiringNoticeSeconds: 60,
  staleStateSeconds: 900,
  silentTimeoutSeconds: 10,
  requestTimeoutSeconds: 10,
} as const;

export const CALLBACK_PATH = paths.login;
export const POST_LOGOUT_PATH = paths.logoutRedirect;
