import { fa, type AuthKind, type Permission } from '@clorofil/api-client/contract';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { resolveMember, type MemberRow } from '../auth/members.js';
import { mayAct, staffOf, type Staff } from '../auth/permissions.js';
import type { SessionCheck } from '../auth/revocation.js';
import { scopesOf, type AccessToken, type TokenVerifier } from '../auth/verify.js';
import { memberTag } from '../cache/cache-hub.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../domain/errors.js';
import { ApiError } from './errors.js';
import { appendHook } from './hooks.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route: anyone, a member (`api1` scope), a staff member, or the shop. */
    auth?: AuthKind;
    /** `staff` routes: the permission a role of the member must grant (any role when absent). */
    permission?: Permission;
  }
  interface FastifyRequest {
    /** The signed-in member (routes whose `auth` is member or staff). */
    member: MemberRow | undefined;
    /** The signed-in staff member, their roles and permissions (routes whose `auth` is staff). */
    staff: Staff | undefined;
    /** The verified access token (every route whose `auth` is not none). */
    token: AccessToken | undefined;
  }
}

export interface AuthOptions {
  ctx: AppContext;
  verify: TokenVerifier;
  /** Sessions the identity provider has ended; their tokens get 401. */
  sessions?: SessionCheck;
}

/**
 * Checks the request's bearer token for `kind` (and, for staff, `permission`) and sets
 * `request.token`, `request.member` and `request.staff`.
 */
export type Authenticate = (request: FastifyRequest, kind: AuthKind, permission?: Permission) => Promise<void>;

/**
 * Authentication for every route whose `config.auth` is not `none`: a preValidation hook (after
 * the route's own check of its path, before the rate limit and the body's validation) that answers
 * 401 for a missing, malformed, invalid, expired or signed-out token, 403 without the scope, or,
 * on a staff route, without a role granting the route's permission (auth/permissions.ts), and 503
 * when no signing key can be had (auth/verify.ts). Returns the same check for routes that decide
 * on their own whether to ask for it (the vitals summary's operator token).
 */
export function installAuth(app: FastifyInstance, options: AuthOptions): Authenticate {
  app.decorateRequest('member', undefined);
  app.decorateRequest('token', undefined);
  app.decorateRequest('staff', undefined);
  const authenticate: Authenticate = (request, kind, permission) => check(options, request, kind, permission);
  app.addHook('onRoute', (route) => {
    const kind = route.config?.auth;
    if (!kind || kind === 'none') return;
    const permission = route.config?.permission;
    const hook: preValidationHookHandler = (request, _reply, done) => {
      check(options, request, kind, permission).then(
        () => done(),
        (error: unknown) => done(error as Error),
      );
    };
    route.preValidation = appendHook(route.preValidation, hook);
  });
  return authenticate;
}

const unauthorized = () =>
  new ApiError(401, fa.unauthorized, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });

async function check(
  { ctx, verify, sessions }: AuthOptions,
  request: FastifyRequest,
  kind: AuthKind,
  permission?: Permission,
): Promise<void> {
  if (kind === 'none') return;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header) : null;
  const token = match?.[1] ? await verify(match[1]) : null;
  if (!token) throw unauthorized();
  // Signed out at the identity provider: the token is still well-signed but its session is over.
  if (typeof token.sid === 'string' && sessions?.isRevoked(token.sid)) throw unauthorized();
  request.token = token;
  const scopes = scopesOf(token);
  if (kind === 'shop') {
    if (!scopes.has('shop.events')) throw forbidden();
    return;
  }
  if (!scopes.has('api1')) throw forbidden();
  // Reads take the member from the read cache (dropped whenever the member's row changes, its
  // roles included: a revoked role stops reads at once); a write looks the member up afresh, so
  // no write trusts a cache.
  const member =
    request.method === 'GET' || request.method === 'HEAD'
      ? await cachedMember(ctx, token)
      : await resolveMember(ctx.db, token.sub, token.PhoneNumber);
  if (!member) throw forbidden();
  if (kind === 'staff') {
    if (!mayAct(member.roles, permission)) throw forbidden();
    request.staff = staffOf(member);
  }
  request.member = member;
}

const NO_MEMBER = new Error('no member');

async function cachedMember(ctx: AppContext, token: AccessToken): Promise<MemberRow | null> {
  const held = ctx.cache.members.hit(token.sub);
  if (held) return held;
  try {
    return await ctx.cache.members.get(
      token.sub,
      (member) => [memberTag(member.id)],
      async () => (await resolveMember(ctx.db, token.sub, token.PhoneNumber)) ?? Promise.reject(NO_MEMBER),
    );
  } catch (error) {
    if (error === NO_MEMBER) return null;
    throw error;
  }
}
