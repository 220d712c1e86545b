import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store.js';
import type { Database } from '../db/database.js';
import type { AssetUrls } from '../interaction/pages/layout.js';
import type { Logger } from '../logger.js';
import { extraTokenClaimsWith, findAccountWith } from './account-claims.js';
import { buildClients, WEB_CLIENT_ID } from './clients.js';
import { postgresAdapterFactory } from './postgres-adapter.js';
import { providerPages } from './provider-pages.js';
import { ACCESS_TOKEN_TTL_SECONDS, resourceIndicators } from './resource-server.js';
import type { ProviderSecrets } from './secrets.js';

export interface ProviderSetup {
  issuer: string;
  webOrigin: string;
  apiAudience: string;
  shopClientSecret: string;
  secrets: ProviderSecrets;
  db: Database;
  accounts: AccountStore;
  assets: AssetUrls;
  logger: Logger;
  trustProxy: boolean;
}

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
    claims: {
      openid: ['sub'],
      profile: ['PhoneNumber', 'phone_number', 'phone_number_verified'],
      phone: ['phone_number', 'phone_number_verified'],
    },
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
  provider.proxy = setup.trustProxy;
  provider.on('server_error', (_ctx, error) => setup.logger.error('oidc-provider server error', error));
  provider.on('grant.revoked', (_ctx, grantId) => setup.logger.info(`grant ${grantId} revoked`));
  return provider;
}
