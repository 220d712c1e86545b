import { errors, type KoaContextWithOIDC, type ResourceServer } from 'oidc-provider';
import { API_SCOPES_BY_CLIENT } from './clients.js';

export const ACCESS_TOKEN_TTL_SECONDS = 600;

const ALL_API_SCOPES = new Set(Object.values(API_SCOPES_BY_CLIENT).flat());

/**
 * The API is the only resource server. It is every client's default resource, so the web app never
 * sends a `resource` parameter, and its tokens are short RS256 JWTs (`typ: at+jwt`). A client only
 * ever sees the API scopes that are its own, whatever it asks for.
 */
export function resourceIndicators(audience: string) {
  return {
    enabled: true,
    defaultResource: async () => audience,
    getResourceServerInfo: async (
      _ctx: KoaContextWithOIDC,
      resource: string,
      client: { clientId: string },
    ): Promise<ResourceServer> => {
      if (resource !== audience) throw new errors.InvalidTarget('unknown resource indicator');
      return {
        scope: (API_SCOPES_BY_CLIENT[client.clientId] ?? []).join(' '),
        audience,
        accessTokenTTL: ACCESS_TOKEN_TTL_SECONDS,
        accessTokenFormat: 'jwt',
        jwt: { sign: { alg: 'RS256' } },
      };
    },
    // Code and refresh exchanges get the API token by default. A refresh that narrows `scope` to
    // OpenID scopes only (e.g. `openid profile`) gets an opaque token for the userinfo endpoint.
    useGrantedResource: async (ctx: KoaContextWithOIDC) => {
      const requested = typeof ctx.oidc.params?.scope === 'string' ? ctx.oidc.params.scope : undefined;
      if (!requested) return true;
      return requested.split(' ').some((scope) => ALL_API_SCOPES.has(scope));
    },
  };
}
