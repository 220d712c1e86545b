import { endpoints, fa, type EndpointDef, type EndpointName, type Endpoints } from '@clorofil/api-client/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { z } from 'zod';
import type { MemberRow } from '../auth/members.js';
import type { Staff } from '../auth/permissions.js';
import type { AccessToken } from '../auth/verify.js';
import { Catalogue, memberTag } from '../cache/cache-hub.js';
import type { AppContext, RateLimitRule } from '../context.js';
import { invalid } from '../domain/errors.js';
import type { Finalize } from '../domain/finalize.js';
import type { Authenticate } from './auth.js';
import { type CachedBody, JSON_TYPE, sendCachedBody } from './compression.js';
import { parseInput } from './parse.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's name of the endpoint the route serves (rate-limit counters are named by it). */
    endpoint?: EndpointName;
  }
  interface FastifyRequest {
    /** Path parameters, query and body as the contract's schemas parsed them (normalised, validated). */
    input: { params: unknown; query: unknown; body: unknown } | undefined;
  }
}

type Field<E, K extends string> = E extends { readonly [P in K]: infer S } ? S : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type Auth<N extends EndpointName> = Endpoints[N]['auth'];

export interface HandlerInput<N extends EndpointName> {
  params: Out<Field<Endpoints[N], 'params'>>;
  query: Out<Field<Endpoints[N], 'query'>>;
  body: Out<Field<Endpoints[N], 'body'>>;
  member: Auth<N> extends 'member' | 'staff' ? MemberRow : undefined;
  staff: Auth<N> extends 'staff' ? Staff : undefined;
  token: Auth<N> extends 'none' ? undefined : AccessToken;
  /** Set for an idempotent endpoint sent with an Idempotency-Key: the write stores its answer through it. */
  finalize: Finalize | undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

export type Handler<N extends EndpointName> = (input: HandlerInput<N>) => Promise<z.input<Endpoints[N]['response']>>;

export interface RouteKit {
  app: FastifyInstance;
  ctx: AppContext;
  /** The limit of every member/staff write that has no rule of its own. */
  writeLimit: RateLimitRule;
  /** The auth plugin's check, for a route that decides on its own when to ask for it (http/auth.ts). */
  authenticate: Authenticate;
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

/**
 * Declares one endpoint of the contract as a Fastify route. Its config asks the plugins for what
 * the contract says: `auth` and `permission` (http/auth.ts), `rateLimit` for every member/staff
 * write (http/rate-limit.ts; `options.rateLimit` or the kit's default) and `idempotent`
 * (http/idempotency.ts). The route itself checks its path parameters, parses params, query and body with
 * the contract's schemas (normalised first), runs `handler` and passes its answer through the
 * contract's response schema. `options.cache`: the answer is kept as bytes in the read cache.
 * Shop events are server-to-server, replay-safe by their event id, and not rate-limited.
 */
export function defineRoute<N extends EndpointName>(
  kit: RouteKit,
  name: N,
  handler: Handler<N>,
  options: { rateLimit?: RateLimitRule; cache?: CachedRead<N> } = {},
): void {
  const def: EndpointDef = endpoints[name];
  if (!kit.app.hasRequestDecorator('input')) kit.app.decorateRequest('input', undefined);
  const isWrite = def.method !== 'GET';
  const memberWrite = isWrite && (def.auth === 'member' || def.auth === 'staff');
  const run = async (input: HandlerInput<N>) => def.response.parse(await handler(input)) as unknown;
  const { cache } = options;

  kit.app.route({
    method: def.method,
    url: def.path.replace(/\{(\w+)\}/g, ':$1'),
    config: {
      endpoint: name,
      auth: def.auth,
      ...(def.permission ? { permission: def.permission } : {}),
      ...(memberWrite ? { rateLimit: options.rateLimit ?? kit.writeLimit } : {}),
      ...(def.idempotent ? { idempotent: true } : {}),
    },
    // A cached read keeps its compressed forms (http/compression.ts): no per-request hook on the hot path.
    ...(cache ? { compress: false as const } : {}),
    ...(def.params ? { preValidation: checkPathText } : {}),
    // After the rate limit (counted first, so refused input counts too), before the Idempotency-Key.
    preHandler: (request, _reply, done) => {
      const params = def.params ? parseInput(def.params, request.params) : undefined;
      checkPathIds(params);
      const query = def.query ? parseInput(def.query, request.query) : undefined;
      const body = def.body ? parseInput(def.body, request.body) : refuseBody(request.body);
      request.input = { params, query, body };
      done();
    },
    // Not async: a read answered from memory is sent in the same tick, without a promise.
    handler: (request, reply) => {
      const input = {
        ...request.input,
        member: request.member,
        staff: request.staff,
        token: request.token,
        finalize: request.finalize,
        request,
        reply,
      } as HandlerInput<N>;
      if (cache) {
        const key = cache.key(input);
        const held = kit.ctx.cache.responses.hit(key);
        if (held) return sendJson(request, reply, held, cache.headers);
        return kit.ctx.cache.responses
          .get(key, cache.tags(input), async () => kit.ctx.cache.bodies.of(JSON.stringify(await run(input))))
          .then((body) => sendJson(request, reply, body, cache.headers));
      }
      if (!memberWrite || !request.member) return run(input);
      // The writer's own next read must see its write: its data is dropped here, once the
      // transaction has ended, at once (other processes hear the triggers' NOTIFY a moment later).
      const memberId = request.member.id;
      return run(input).finally(() => {
        kit.ctx.cache.invalidate(memberTag(memberId));
        // Staff edits change what everyone reads (pages, FAQ, rewards, the wheel); rare enough to
        // drop the whole catalogue here rather than wait for the NOTIFY to come back.
        if (def.auth === 'staff') for (const tag of Object.values(Catalogue)) kit.ctx.cache.invalidate(tag);
      });
    },
  });
}

// Path ids are PostgreSQL integers; a larger number is simply not an id (never a 500).
const MAX_ID = 2_147_483_647;
// C0/C1 controls (NUL among them) are never part of a slug, list name, file name or mobile.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;

/** Path parameters arrive decoded; control characters are refused before anything else reads them. */
const checkPathText: preValidationHookHandler = (request, _reply, done) => {
  const bad = Object.entries(request.params as object).filter(
    ([, value]) => typeof value === 'string' && CONTROL.test(value),
  );
  if (bad.length > 0) done(invalid(Object.fromEntries(bad.map(([key]) => [key, fa.invalidValue]))));
  else done();
};

function checkPathIds(params: unknown): void {
  if (params === null || typeof params !== 'object') return;
  const bad = Object.entries(params).filter(
    ([, value]) => typeof value === 'number' && !(Number.isSafeInteger(value) && value <= MAX_ID),
  );
  if (bad.length > 0) throw invalid(Object.fromEntries(bad.map(([key]) => [key, fa.invalidValue])));
}

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
