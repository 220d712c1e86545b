import type { ClientMetadata } from 'oidc-provider';

export const WEB_CLIENT_ID = 'clorofil-web';
export const SHOP_CLIENT_ID = 'clorofil-shop';

/** Scopes of the API resource server, per client: what each client may ever get in an access token. */
export const API_SCOPES_BY_CLIENT: Record<string, readonly string[]> = {
  [WEB_CLIENT_ID]: ['api1', 'IdentityServerApi'],
  [SHOP_CLIENT_ID]: ['shop.events'],
};

/** What the web app asks for. */
export const WEB_CLIENT_SCOPE = 'openid profile api1 IdentityServerApi offline_access';

// Client `scope` metadata only governs OpenID scopes; API scopes are governed per client by
// API_SCOPES_BY_CLIENT through the resource server (see resource-server.ts).
const WEB_CLIENT_OIDC_SCOPE = 'openid profile offline_access';

export function buildClients(options: { webOrigin: string; shopClientSecret: string | undefined }): ClientMetadata[] {
  const clients: ClientMetadata[] = [
    {
      client_id: WEB_CLIENT_ID,
      client_name: 'باشگاه مشتریان کلروفیل',
      application_type: 'web',
      // A browser app cannot keep a secret: PKCE (S256) stands in for it.
      token_endpoint_auth_method: 'none',
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      redirect_uris: [`${options.webOrigin}/login`],
      post_logout_redirect_uris: [`${options.webOrigin}/logoutredirect`],
      scope: WEB_CLIENT_OIDC_SCOPE,
    },
  ];
  // No secret, no shop client: there is no default a stranger could guess.
  if (options.shopClientSecret) {
    clients.push({
      client_id: SHOP_CLIENT_ID,
      client_name: 'Clorofil shop integration',
      client_secret: options.shopClientSecret,
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    });
  }
  return clients;
}
