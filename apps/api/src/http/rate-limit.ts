import { fa } from '@clorofil/api-client/contract';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler, preHandlerHookHandler } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AppContext, Clock, RateLimitRule } from '../context.js';
import type { DB } from '../db/schema.js';
import { ApiError } from './errors.js';
import { prependHook } from './hooks.js';

// Many members share one address (a school's or an operator's NAT), so the address allows this
// many times the per-member limit: it stops one client cycling tokens, not a classroom.
export const ADDRESS_FACTOR = 10;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted per member and per client address before anything else reads the request. */
    rateLimit?: RateLimitRule;
  }
}

/**
 * Rate limits as a plugin: every route whose `config.rateLimit` is set counts each request in a
 * preHandler hook ahead of the route's own (so refused input counts too), named by the route's
 * `config.endpoint`; over the limit → 429 and the handler never runs.
 */
export function installRateLimits(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    const rule = route.config?.rateLimit;
    if (!rule) return;
    const name = route.config?.endpoint ?? route.url;
    const count: preHandlerAsyncHookHandler = async (request) =>
      enforceRateLimit(ctx.db, ctx.clock, request, name, rule);
    route.preHandler = prependHook(route.preHandler, count as preHandlerHookHandler);
  });
}

/**
 * Adds a hit to the counter `key` in a CTE; a counter whose window started at or before
 * `windowStart` starts again. One upsert, so concurrent hits never read-then-write.
 */
const hit = (row: RawBuilder<unknown>, windowStart: Date) => sql`
    INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) ${row}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= ${windowStart}::timestamptz THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= ${windowStart}::timestamptz
        THEN excluded.window_started_at ELSE r.window_started_at END
    RETURNING hits, window_started_at`;

/**
 * One fixed-window counter row per key in PostgreSQL, so every API process behind a load
 * balancer counts the same hits (the processes keep no state of their own).
 */
export async function countHit(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; resetInMs: number }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`${hit(
    sql`VALUES (${key}, ${now}::timestamptz, 1)`,
    windowStart,
  )}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter missing');
  const started = new Date(row.window_started_at).getTime();
  return { hits: row.hits, resetInMs: Math.max(0, started + windowMs - now.getTime()) };
}

/**
 * SECURITY 16: every write counts against its member and against the client address
 * (as Fastify derives it under TRUST_PROXY). Over either limit → 429, Retry-After in seconds and
 * a Persian message; the handler never runs, so nothing is written.
 */
export async function enforceRateLimit(
  db: Kysely<DB>,
  clock: Clock,
  request: FastifyRequest,
  route: string,
  rule: RateLimitRule,
): Promise<void> {
  if (request.member) return countMemberWrite(db, clock, request.ip, request.member.id, route, rule);
  const { hits, resetInMs } = await countHit(db, `${route}|ip:${request.ip}`, rule.windowMs, clock.now());
  if (hits > rule.max * ADDRESS_FACTOR) throw tooMany(resetInMs);
}

/**
 * A member's write moves two counters in one statement: the member's first, and the address's
 * only when the member is within its limit — a member already refused does not use up the
 * address's allowance, exactly as when the two were counted one after the other.
 */
export async function countMemberWrite(
  db: Kysely<DB>,
  clock: Clock,
  ip: string,
  memberId: number,
  route: string,
  rule: RateLimitRule,
): Promise<void> {
  const now = clock.now();
  const addressMax = rule.max * ADDRESS_FACTOR;
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const { rows } = await sql<{
    member_hits: number | null;
    member_since: Date | string | null;
    address_hits: number | null;
    address_since: Date | string | null;
  }>`
    WITH rate_m AS (${hit(sql`VALUES (${`${route}|member:${memberId}`}, ${now}::timestamptz, 1)`, windowStart)}),
    rate_a AS (${hit(
      sql`SELECT ${`${route}|ip:${ip}`}::text, ${now}::timestamptz, 1 FROM rate_m WHERE rate_m.hits <= ${rule.max}`,
      windowStart,
    )})
    SELECT (SELECT hits FROM rate_m) AS member_hits, (SELECT window_started_at FROM rate_m) AS member_since,
      (SELECT hits FROM rate_a) AS address_hits, (SELECT window_started_at FROM rate_a) AS address_since`.execute(db);
  const row = rows[0];
  if (!row || row.member_hits === null) throw new Error('rate limit counter missing');
  const over = (hits: number | null, since: Date | string | null, max: number) => {
    if (hits === null || since === null || hits <= max) return;
    throw tooMany(Math.max(0, new Date(since).getTime() + rule.windowMs - now.getTime()));
  };
  over(row.member_hits, row.member_since, rule.max);
  over(row.address_hits, row.address_since, addressMax);
}

function tooMany(resetInMs: number): ApiError {
  const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  return new ApiError(429, fa.tooManyRequests, {}, { 'retry-after': retryAfter });
}

/** Counters whose window ended long ago only take space; `main.ts` clears them periodically. */
export async function pruneRateLimitHits(db: Kysely<DB>, olderThan: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_started_at', '<', olderThan).execute();
}
