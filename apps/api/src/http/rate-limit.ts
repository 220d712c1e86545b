import { fa } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Clock, RateLimitRule } from '../context.js';
import type { DB } from '../db/schema.js';
import { ApiError } from './errors.js';

// Many members share one address (a school's or an operator's NAT), so the address allows this
// many times the per-member limit: it stops one client cycling tokens, not a classroom.
export const ADDRESS_FACTOR = 10;

/**
 * Adds each of `rows` (key, now, hits) to its key's counter; a counter whose window started at or
 * before `windowStart` starts again from the row. One upsert, so concurrent hits never
 * read-then-write. Returns key, hits and window_started_at per counter. Used for one hit
 * (countHit, memberCounters) and for the hits of many spins at once (domain/spin-claims.ts).
 */
export const addHits = (rows: RawBuilder<unknown>, windowStart: Date) => sql`
    INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) ${rows}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= ${windowStart}::timestamptz THEN excluded.hits ELSE r.hits + excluded.hits END,
      window_started_at = CASE WHEN r.window_started_at <= ${windowStart}::timestamptz
        THEN excluded.window_started_at ELSE r.window_started_at END
    RETURNING key, hits, window_started_at`;

/**
 * One fixed-window counter row per key in PostgreSQL, so every API process behind a load
 * balancer counts the same hits (the processes keep no state of their own). One statement:
 * concurrent hits never read-then-write.
 */
export async function countHit(
  db: Kysely<DB>,
  key: string,
  windowMs: number,
  now: Date,
): Promise<{ hits: number; resetInMs: number }> {
  const windowStart = new Date(now.getTime() - windowMs);
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`${addHits(
    sql`VALUES (${key}, ${now}::timestamptz, 1)`,
    windowStart,
  )}`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter missing');
  const started = new Date(row.window_started_at).getTime();
  return { hits: row.hits, resetInMs: Math.max(0, started + windowMs - now.getTime()) };
}

/**
 * SECURITY 16 / issue 9: every write counts against its member and against the client address
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
  if (request.member) return memberCounters(clock, request.ip, request.member.id, route, rule).count(db);
  const { hits, resetInMs } = await countHit(db, `${route}|ip:${request.ip}`, rule.windowMs, clock.now());
  if (hits > rule.max * ADDRESS_FACTOR) throw tooMany(resetInMs);
}

/**
 * A member's write moves two counters: the member's first, and the address's only when the member
 * is within its limit — a member already refused does not use up the address's allowance, exactly
 * as when the two were counted one after the other.
 *
 * Both are CTEs (`rate_m`, `rate_a`), so they run as a statement of their own (`count`) or inside
 * the write's own statement: `ctes` joins its WITH list, `within` guards its inserts, `columns`
 * joins its result and `settle` then answers 429 for a row over either limit. A write that counts
 * in its own statement takes one round trip and one commit instead of two (the spin).
 */
export interface RateCounters {
  ctes: RawBuilder<unknown>;
  within: RawBuilder<boolean>;
  columns: RawBuilder<unknown>;
  settle(row: RateColumns): void;
  count(db: Kysely<DB>): Promise<void>;
  /** The same two counters as data, for a statement that counts many writes at once (domain/spin-claims.ts). */
  plan: RatePlan;
}

export interface RatePlan {
  memberKey: string;
  addressKey: string;
  max: number;
  addressMax: number;
  windowMs: number;
}

export interface RateColumns {
  rate_member_hits: number | null;
  rate_member_since: Date | string | null;
  rate_address_hits: number | null;
  rate_address_since: Date | string | null;
}

export function memberCounters(
  clock: Clock,
  ip: string,
  memberId: number,
  route: string,
  rule: RateLimitRule,
): RateCounters {
  const now = clock.now();
  const addressMax = rule.max * ADDRESS_FACTOR;
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const plan: RatePlan = {
    memberKey: `${route}|member:${memberId}`,
    addressKey: `${route}|ip:${ip}`,
    max: rule.max,
    addressMax,
    windowMs: rule.windowMs,
  };
  const bump = (row: RawBuilder<unknown>) => addHits(row, windowStart);
  const ctes = sql`
    rate_m AS (${bump(sql`VALUES (${plan.memberKey}, ${now}::timestamptz, 1)`)}),
    rate_a AS (${bump(sql`SELECT ${plan.addressKey}::text, ${now}::timestamptz, 1 FROM rate_m WHERE rate_m.hits <= ${rule.max}`)})`;
  const within = sql<boolean>`(SELECT hits FROM rate_m) <= ${rule.max}
    AND coalesce((SELECT hits FROM rate_a), 0) <= ${addressMax}`;
  const columns = sql`(SELECT hits FROM rate_m) AS rate_member_hits,
    (SELECT window_started_at FROM rate_m) AS rate_member_since,
    (SELECT hits FROM rate_a) AS rate_address_hits,
    (SELECT window_started_at FROM rate_a) AS rate_address_since`;
  const over = (hits: number | null, since: Date | string | null, max: number) => {
    if (hits === null || since === null || hits <= max) return;
    throw tooMany(Math.max(0, new Date(since).getTime() + rule.windowMs - now.getTime()));
  };
  const settle = (row: RateColumns) => {
    if (row.rate_member_hits === null) throw new Error('rate limit counter missing');
    over(row.rate_member_hits, row.rate_member_since, rule.max);
    over(row.rate_address_hits, row.rate_address_since, addressMax);
  };
  return {
    plan,
    ctes,
    within,
    columns,
    settle,
    async count(db) {
      const { rows } = await sql<RateColumns>`WITH ${ctes} SELECT ${columns}`.execute(db);
      settle(
        rows[0] ?? {
          rate_member_hits: null,
          rate_member_since: null,
          rate_address_hits: null,
          rate_address_since: null,
        },
      );
    },
  };
}

function tooMany(resetInMs: number): ApiError {
  const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  return new ApiError(429, fa.tooManyRequests, {}, { 'retry-after': retryAfter });
}

/** Counters whose window ended long ago only take space; `main.ts` clears them periodically. */
export async function pruneRateLimitHits(db: Kysely<DB>, olderThan: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_started_at', '<', olderThan).execute();
}
