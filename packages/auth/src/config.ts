import { paths } from '@clorofil/ui-rtl';

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
