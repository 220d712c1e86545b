import type { IncomingMessage, ServerResponse } from 'node:http';
import { createLocalJWKSet, jwtVerify, type JWK } from 'jose';
import type Provider from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store.js';
import type { Database } from '../db/database.js';
import { accountClaims, CLAIMS_BY_SCOPE } from './account-claims.js';
import { WEB_CLIENT_ID } from './clients.js';
import { revokedAmong } from './revoked-sessions.js';

export interface JwtUserinfoDeps {
  provider: Provider;
  db: Database;
  accounts: AccountStore;
  issuer: string;
  apiAudience: string;
  webOrigin: string;
  /** The provider's signing keys (private parts are dropped here). */
  signingKeys: JWK[];
}

const JWT_SHAPE = /^[\w-]+\.[\w-]+\.[\w-]+$/;

/** The bearer token of a userinfo request when it is a JWT (the web app's API token). */
export function bearerJwt(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] && JWT_SHAPE.test(match[1]) ? match[1] : undefined;
}

/**
 * Userinfo for the access token the web app actually holds. oidc-provider's own userinfo endpoint
 * only accepts its opaque, audience-less tokens and refuses every token minted for a resource
 * server (there is no setting to change that), while SPEC §7 has the app call userinfo with its
 * API token. So a JWT is checked here exactly as the API checks it (signature, issuer, audience,
 * `at+jwt`, expiry), plus what only the provider knows: the session (`sid`) has not ended and its
 * grant still exists. Claims are those of the OpenID scopes that grant holds.
 */
export function jwtUserinfo(deps: JwtUserinfoDeps) {
  const publicKeys = deps.signingKeys.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }));
  const keys = createLocalJWKSet({ keys: publicKeys });

  return async (req: IncomingMessage, res: ServerResponse, token: string): Promise<void> => {
    const origin = req.headers.origin;
    const cors: Record<string, string> =
      origin === deps.webOrigin ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {};
    const refuse = (description: string) => {
      res.writeHead(401, {
        ...cors,
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'www-authenticate': `Bearer realm="${deps.issuer}", error="invalid_token", error_description="${description}"`,
      });
      res.end(JSON.stringify({ error: 'invalid_token', error_description: description }));
    };

    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, keys, {
        issuer: deps.issuer,
        audience: deps.apiAudience,
        typ: 'at+jwt',
        algorithms: ['RS256'],
      }));
    } catch {
      return refuse('invalid or expired access token');
    }
    const { sub, sid, client_id: clientId } = payload;
    if (clientId !== WEB_CLIENT_ID || typeof sub !== 'string' || typeof sid !== 'string') {
      return refuse('access token was not issued to a signed-in member');
    }
    if ((await revokedAmong(deps.db, [sid])).size > 0) return refuse('session ended');

    const grant = await grantOfSession(deps, clientId, sid);
    if (!grant || grant.accountId !== sub || grant.clientId !== clientId) return refuse('session ended');
    const account = await deps.accounts.findById(sub);
    if (!account) return refuse('account not found');

    const scopes = grant.getOIDCScopeFiltered(new Set(Object.keys(CLAIMS_BY_SCOPE))).split(' ');
    if (!scopes.includes('openid')) return refuse('the sign-in did not include the openid scope');
    const released = new Set(scopes.flatMap((scope) => CLAIMS_BY_SCOPE[scope] ?? []));
    const claims = Object.fromEntries(Object.entries(accountClaims(account)).filter(([name]) => released.has(name)));
    res.writeHead(200, { ...cors, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify(claims));
  };
}

async function grantOfSession(deps: JwtUserinfoDeps, clientId: string, sid: string) {
  const rows = await deps.db.query<{ grant_id: string | null }>(
    `SELECT payload->'authorizations'->$1->>'grantId' AS grant_id FROM oidc_models
     WHERE type = 'Session' AND payload->'authorizations'->$1->>'sid' = $2
       AND (expires_at IS NULL OR expires_at > $3)
     LIMIT 1`,
    [clientId, sid, new Date()],
  );
  const grantId = rows[0]?.grant_id;
  return grantId ? deps.provider.Grant.find(grantId) : undefined;
}
