import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store.js';
import type { Database } from '../db/database.js';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from '../db/unavailable.js';
import type { TrustProxy } from '../http/trust-proxy.js';
import type { AssetUrls } from '../interaction/pages/layout.js';
import type { Logger } from '../logger.js';
import { CLAIMS_BY_SCOPE, extraTokenClaimsWith, findAccountWith } from './account-claims.js';
import { API_SCOPES_BY_CLIENT, buildClients, WEB_CLIENT_ID } from './clients.js';
import { postgresAdapterFactory, sessionSids } from './postgres-adapter.js';
import { providerPages } from './provider-pages.js';
import { ACCESS_TOKEN_TTL_SECONDS, resourceIndicators } from './resource-server.js';
import { recordRevokedSids } from './revoked-sessions.js';
import type { ProviderSecrets } from './secrets.js';

export interface ProviderSetup {
  issuer: string;
  webOrigin: string;
  apiAudience: string;
  /** Without it the shop client is not registered at all. */
  shopClientSecret: string | undefined;
  secrets: ProviderSecrets;
  db: Database;
  accounts: AccountStore;
  assets: AssetUrls;
  logger: Logger;
  trustProxy: TrustProxy;
}

/** API scopes are resource-server scopes, not OpenID ones, so the provider would not list them. */
const API_SCOPES = [...new Set(Object.values(API_SCOPES_BY_CLIENT).flat())];

const DAY = 24 * 60 * 60;
const SIGN_IN_LIFETIME = 14 * DAY;

export function createProvider(setup: ProviderSetup): Provider {
  const pages = providerPages({ assets: setup.assets, webOrigin: setup.webOrigin });
  const configuration: Configuration = {
    adapter: postgresAdapterFactory(setup.db),
    clients: buildClients(setup),
    jwks: setup.secrets.jwks as Configuration['jwks'],
    cookies: { keys: setup.secrets.cookieKeys },
    findAccount: findAccountWith(setup.accounts),
    extraTokenClaims: extraTokenClaimsWith(setup.accounts),
    claims: CLAIMS_BY_SCOPE,
    // The web app reads PhoneNumber from the ID token; it never needs the userinfo round trip.
    conformIdTokenClaims: false,
    scopes: ['openid', 'offline_access'],
    responseTypes: ['code'],
    clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    rotateRefreshToken: true,
    // OpenID Core only honours offline_access together with prompt=consent, and the club has no
    // consent screen. The web app's refresh tokens instead rest on the client's registration: it
    // may use the refresh_token grant, so it gets a rotating refresh token bound to the session.
    issueRefreshToken: async (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    // Every token dies with the sign-in session: signing out revokes the grant even for
    // offline_access, and a refresh token never outlives the session it was born in.
    expiresWithSession: async () => true,
    clientBasedCORS: (_ctx, origin, client) => client.clientId === WEB_CLIENT_ID && origin === setup.webOrigin,
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: pages.logoutSource,
        postLogoutSuccessSource: pages.postLogoutSuccessSource,
      },
      resourceIndicators: resourceIndicators(setup.apiAudience),
    },
    renderError: pages.renderError,
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: {
      AccessToken: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      ClientCredentials: (_ctx, token) => token.resourceServer?.accessTokenTTL ?? ACCESS_TOKEN_TTL_SECONDS,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 30 * 60,
      Grant: SIGN_IN_LIFETIME,
      Session: SIGN_IN_LIFETIME,
      // Rotation hands out new tokens, never a longer life: 14 days from the first sign-in.
      RefreshToken: (ctx: KoaContextWithOIDC) => {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        return rotated ? Math.max(1, rotated.remainingTTL) : SIGN_IN_LIFETIME;
      },
    },
    discovery: { ui_locales_supported: ['fa-IR'], claims_locales_supported: ['fa-IR'] },
  };

  const provider = new Provider(setup.issuer, configuration);
  // oidc-provider only records the session's `sid` on codes (and so on the tokens made from them)
  // for clients registered for back-channel logout. The API needs it on every member token to
  // honour /session/revoked, so every client gets it; the sign-in tests prove it stays there.
  (provider.Client.prototype as unknown as { includeSid: () => boolean }).includeSid = () => true;
  // X-Forwarded-Proto decides whether cookies are Secure behind a TLS proxy; the client address
  // for rate limits is resolved separately (trust-proxy.ts).
  provider.proxy = setup.trustProxy.kind !== 'none';
  if (setup.trustProxy.kind === 'hops') provider.maxIpsCount = setup.trustProxy.hops;
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route === 'discovery' && ctx.status === 200) {
      const body = ctx.body as { scopes_supported?: string[] };
      body.scopes_supported = [...new Set([...(body.scopes_supported ?? []), ...API_SCOPES])];
    }
    // A confirmed sign-out destroys the whole session: announce every client's sid, including
    // any whose tokens are all gone already (the grant revocations record theirs on their own).
    const session = ctx.oidc?.route === 'end_session_confirm' ? ctx.oidc.session : undefined;
    if (session?.destroyed) await recordRevokedSids(setup.db, sessionSids(session as never));
  });
  provider.on('server_error', (ctx, error) => {
    // The database is away or frozen: a 503 (the error's status) to be retried, not a fault of ours.
    if (isDatabaseUnavailable(error)) {
      ctx.set('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      setup.logger.warn(`${ctx.method} ${ctx.path}: database unavailable, answered 503 (${error.message})`);
      return;
    }
    setup.logger.error('oidc-provider server error', error);
  });
  provider.on('grant.revoked', (_ctx, grantId) => setup.logger.info(`grant ${grantId} revoked`));
  return provider;
}
