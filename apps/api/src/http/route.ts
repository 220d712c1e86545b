import { endpoints, fa, type EndpointDef, type EndpointName, type Endpoints } from '@clorofil/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resolveMember, type MemberRow } from '../auth/members.js';
import { scopesOf, type AccessToken, type TokenVerifier } from '../auth/verify.js';
import type { SessionCheck } from '../auth/revocation.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
import type { AppContext, RateLimitRule } from '../context.js';
import { type CachedBody, JSON_TYPE, sendCachedBody } from './compression.js';
import { forbidden, invalid } from '../domain/errors.js';
import type { Finalize } from '../domain/finalize.js';
import { ApiError } from './errors.js';
import { fingerprintOf, withIdempotency } from './idempotency.js';
import { parseInput } from './parse.js';
import { enforceRateLimit } from './rate-limit.js';

declare module 'fastify' {
  interface FastifyRequest {
    member?: MemberRow;
    token?: AccessToken;
  }
}

type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Auth<N extends EndpointName> = Endpoints[N]['auth'];

export interface HandlerInput<N extends EndpointName> {
  params: Out<Field<Endpoints[N], 'params'>>;
  body: Out<Field<Endpoints[N], 'body'>>;
  member: Auth<N> extends 'member' | 'reviewer' ? MemberRow : undefined;
  token: Auth<N> extends 'none' ? undefined : AccessToken;
  /** Idempotent endpoints call this inside their transaction with the response they return. */
  finalize: Finalize | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<z.input<Endpoints[N]['response']>>;

export interface RouteKit {
  app: FastifyInstance;
  ctx: AppContext;
  verify: TokenVerifier;
  /** The limit of every member/reviewer write that has no rule of its own. */
  writeLimit: RateLimitRule;
  sessions?: SessionCheck;
}

const unauthorized = () =>
  new ApiError(401, fa.unauthorized, {}, { 'www-authenticate': 'Bearer error="invalid_token"' });

/** Reads take the member from the read cache; every write looks the member up afresh. */
export async function authenticate(kit: RouteKit, request: FastifyRequest, auth: EndpointDef['auth']): Promise<void> {
  if (auth === 'none') return;
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer ([\w-]+\.[\w-]+\.[\w-]*)$/.exec(header) : null;
  const token = match?.[1] ? await kit.verify(match[1]) : null;
  if (!token) throw unauthorized();
  // Signed out at the identity provider: the token is still well-signed but its session is over.
  if (typeof token.sid === 'string' && kit.sessions?.isRevoked(token.sid)) throw unauthorized();
  request.token = token;
  const scopes = scopesOf(token);
  if (auth === 'shop') {
    if (!scopes.has('shop.events')) throw forbidden();
    return;
  }
  if (!scopes.has('api1')) throw forbidden();
  const member = isRead(request)
    ? await cachedMember(kit, token)
    : await resolveMember(kit.ctx.db, token.sub, token.PhoneNumber);
  if (!member) throw forbidden();
  if (auth === 'reviewer' && !member.roles.includes('reviewer')) throw forbidden();
  request.member = member;
}

const isRead = (request: FastifyRequest) => request.method === 'GET' || request.method === 'HEAD';

/**
 * A signed-in member's token and member as held in memory: a token verified before (never expired:
 * the verifier's cache drops it at `exp`), its session not ended, the API's scope, and its member
 * held by the read cache (what nearly every read of a signed-in member finds). Anything not held,
 * or anything `authenticate` would refuse, is undefined and `authenticate` decides, so the answers
 * and their errors stay its own. A token is only ever held after `authenticate`'s checks of its
 * shape and signature, so the header's prefix is all that is read here.
 */
function memberInMemory(
  kit: RouteKit,
  header: string | string[] | undefined,
  auth: EndpointDef['auth'],
): { token: AccessToken; member: MemberRow } | undefined {
  if (auth !== 'member' && auth !== 'reviewer') return undefined;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = kit.verify.held?.(header.slice('Bearer '.length));
  if (!token) return undefined;
  if (typeof token.sid === 'string' && kit.sessions?.isRevoked(token.sid)) return undefined;
  if (!scopesOf(token).has('api1')) return undefined;
  const member = kit.ctx.cache.members.hit(token.sub);
  if (!member || (auth === 'reviewer' && !member.roles.includes('reviewer'))) return undefined;
  return { token, member };
}

/** `authenticate` answered from memory alone, without a promise (memberInMemory), or false. */
function authenticatedFromMemory(kit: RouteKit, request: FastifyRequest, auth: EndpointDef['auth']): boolean {
  if (!isRead(request)) return false;
  const held = memberInMemory(kit, request.headers.authorization, auth);
  if (!held) return false;
  request.token = held.token;
  request.member = held.member;
  return true;
}

const NO_MEMBER = new Error('no member');

/** Reads take the member from the cache (dropped whenever the member row changes); writes never do. */
async function cachedMember(kit: RouteKit, token: AccessToken): Promise<MemberRow | null> {
  const { cache } = kit.ctx;
  const held = cache.members.hit(token.sub);
  if (held) return held;
  try {
    return await cache.members.get(
      token.sub,
      (member) => [memberTag(member.id)],
      async () => (await resolveMember(kit.ctx.db, token.sub, token.PhoneNumber)) ?? Promise.reject(NO_MEMBER),
    );
  } catch (error) {
    if (error === NO_MEMBER) return null;
    throw error;
  }
}

/**
 * A read whose JSON is kept as bytes: `key` names the answer (the member's id in it when it is
 * personal), `tags` the data it is built from, so a write to any of them drops it.
 */
export interface CachedRead<N extends EndpointName> {
  key: (input: HandlerInput<N>) => string;
  tags: (input: HandlerInput<N>) => string[];
  /** Headers every answer gets, cached or not (the handler runs only on a miss). */
  headers?: Record<string, string>;
}

// Path ids are PostgreSQL integers; a larger number is simply not an id (never a 500).
const MAX_ID = 2_147_483_647;
// C0/C1 controls (NUL among them) are never part of a slug, list name, file name or mobile.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Path parameters arrive decoded; refuse control characters before anything else reads them. */
function checkPathText(params: unknown): void {
  if (params === null || typeof params !== 'object') return;
  const bad = Object.entries(params).filter(([, value]) => typeof value === 'string' && CONTROL.test(value));
  if (bad.length > 0) throw invalid(Object.fromEntries(bad.map(([key]) => [key, fa.invalidValue])));
}

function checkPathIds(params: unknown): void {
  if (params === null || typeof params !== 'object') return;
  const bad = Object.entries(params).filter(
    ([, value]) => typeof value === 'number' && !(Number.isSafeInteger(value) && value <= MAX_ID),
  );
  if (bad.length > 0) throw invalid(Object.fromEntries(bad.map(([key]) => [key, fa.invalidValue])));
}

/**
 * Registers one endpoint of the contract: authentication (preValidation), the per-member and
 * per-address rate limit of every member/reviewer write (preHandler), normalised and validated
 * params/body, the Idempotency-Key protocol where the contract allows it, and the response passed
 * through the contract schema. Shop events are server-to-server with their own client secret and
 * replay protection, and are not rate-limited here.
 */
export function defineRoute<N extends EndpointName>(
  kit: RouteKit,
  name: N,
  handler: Handler<N>,
  options: {
    rateLimit?: RateLimitRule;
    cache?: CachedRead<N>;
  } = {},
): void {
  const def: EndpointDef = endpoints[name];
  const limit =
    def.method !== 'GET' && def.auth !== 'shop' && def.auth !== 'none'
      ? (options.rateLimit ?? kit.writeLimit)
      : undefined;
  kit.app.route({
    method: def.method,
    url: def.path.replace(/\{(\w+)\}/g, ':$1'),
    // A cached read keeps its compressed forms (http/compression.ts): no per-request hook on the hot path.
    ...(options.cache ? { compress: false as const } : {}),
    // A public endpoint without path parameters (the wheel's prizes, the FAQ) has nothing to check.
    ...(def.auth !== 'none' || def.params
      ? {
          // A callback hook: a read whose token and member are held is let through in the same
          // tick (no promise); the rest go through `authenticate`.
          preValidation: (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
            try {
              checkPathText(request.params);
            } catch (error) {
              done(error as Error);
              return;
            }
            if (authenticatedFromMemory(kit, request, def.auth)) {
              done();
              return;
            }
            authenticate(kit, request, def.auth).then(
              () => done(),
              (error: unknown) => done(error as Error),
            );
          },
        }
      : {}),
    ...(limit
      ? {
          // Counted before the Idempotency-Key is looked at: a 429 is never stored as the key's answer.
          preHandler: async (request: FastifyRequest) =>
            enforceRateLimit(kit.ctx.db, kit.ctx.clock, request, name, limit),
        }
      : {}),
    // Not async: a read answered from memory is sent in the same tick, without a promise.
    handler: (request, reply) => {
      const params = def.params ? parseInput(def.params, request.params) : undefined;
      checkPathIds(params);
      const body = def.body ? parseInput(def.body, request.body) : refuseBody(request.body);
      const input = {
        params,
        body,
        member: request.member,
        token: request.token,
        request,
        reply,
        finalize: undefined,
      } as HandlerInput<N>;

      const cache = options.cache;
      if (cache && isRead(request)) {
        const key = cache.key(input);
        const held = kit.ctx.cache.responses.hit(key);
        if (held) {
          // Answered from memory: nothing else is made for this request.
          sendJson(request, reply, held, cache.headers);
          return undefined;
        }
        return kit.ctx.cache.responses
          .get(key, cache.tags(input), async () =>
            kit.ctx.cache.bodies.of(JSON.stringify(def.response.parse(await handler(input)))),
          )
          .then((body) => sendJson(request, reply, body, cache.headers));
      }
      const execute: Execute = async (finalize) => def.response.parse(await handler({ ...input, finalize }));
      if (isRead(request) || !request.member) return respond(request, reply, body, execute);
      return write(request, reply, body, execute, request.member.id);
    },
  });

  async function write(
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    execute: Execute,
    memberId: number,
  ): Promise<unknown> {
    // The writer's own next read must see its write: its data is dropped here, once the
    // transaction has ended, at once (other processes hear the triggers' NOTIFY a moment later).
    try {
      return await respond(request, reply, body, execute);
    } finally {
      kit.ctx.cache.invalidate(memberTag(memberId));
      // Staff edits change what everyone reads (pages, FAQ, rewards, the wheel); rare enough to
      // drop the whole catalogue here rather than wait for the NOTIFY to come back.
      if (def.auth === 'reviewer') for (const tag of Object.values(Catalogue)) kit.ctx.cache.invalidate(tag);
    }
  }

  async function respond(
    request: FastifyRequest,
    reply: FastifyReply,
    body: unknown,
    execute: Execute,
  ): Promise<unknown> {
    const header = request.headers['idempotency-key'];
    if (!def.idempotent || header === undefined || !request.member) return execute(undefined);
    const fingerprint = fingerprintOf(def.method, request.url.split('?')[0] ?? '', body);
    const outcome = await withIdempotency(
      kit.ctx.db,
      kit.ctx.clock,
      request.member.id,
      String(header),
      fingerprint,
      execute,
      kit.ctx.idempotencyLeaseMs,
    );
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(outcome.status).send(outcome.body);
  }
}

/** Runs the handler with these and checks its answer against the contract. */
type Execute = (finalize: Finalize | undefined) => Promise<unknown>;

function sendJson(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  headers: Record<string, string> | undefined,
): FastifyReply {
  if (headers) reply.headers(headers);
  return sendCachedBody(request, reply.header('content-type', JSON_TYPE), body);
}

// Endpoints without a request body accept none or `{}`; anything else is an unknown field.
function refuseBody(body: unknown): undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'object' && !Array.isArray(body) && Object.keys(body).length === 0) return undefined;
  throw invalid({ _: fa.unknownField });
}
