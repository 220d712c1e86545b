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
  const { rows } = await sql<{ hits: number; window_started_at: Date }>`
    INSERT INTO rate_limit_hits (key, window_started_at, hits) VALUES (${key}, ${now}, 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN rate_limit_hits.window_started_at <= ${windowStart} THEN 1 ELSE rate_limit_hits.hits + 1 END,
      window_started_at = CASE WHEN rate_limit_hits.window_started_at <= ${windowStart}
        THEN ${now} ELSE rate_limit_hits.window_started_at END
    RETURNING hits, window_started_at`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('rate limit counter missing');
  const started = new Date(row.window_started_at).getTime();
  return { hits: row.hits, resetInMs: Math.max(0, started + windowMs - now.getTime()) };
}

/**
 * SECURITY 16 / issue 9: every write counts against its member and against the client address
 * (as Fastify derives it under TRUST_PROXY). Over either limit → 429, Retry-After in seconds and
 * a Persian message; the handler never runs, so nothing is written.
 *
 * Both counters move in one statement (one round trip): the member's first, and the address's only
 * when the member is within its limit — a member already refused does not use up the address's
 * allowance, exactly as when the two were counted one after the other.
 */
export async function enforceRateLimit(
  db: Kysely<DB>,
  clock: Clock,
  request: FastifyRequest,
  route: string,
  rule: RateLimitRule,
): Promise<void> {
  const now = clock.now();
  const address = `${route}|ip:${request.ip}`;
  const addressMax = rule.max * ADDRESS_FACTOR;
  if (!request.member) {
    const { hits, resetInMs } = await countHit(db, address, rule.windowMs, now);
    if (hits > addressMax) throw tooMany(resetInMs);
    return;
  }
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const bump = (key: RawBuilder<unknown>) => sql`
    INSERT INTO rate_limit_hits AS r (key, window_started_at, hits) ${key}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.window_started_at <= ${windowStart} THEN 1 ELSE r.hits + 1 END,
      window_started_at = CASE WHEN r.window_started_at <= ${windowStart}
        THEN ${now} ELSE r.window_started_at END
    RETURNING hits, window_started_at`;
  const { rows } = await sql<{ member: boolean; hits: number; window_started_at: Date }>`
    WITH m AS (${bump(sql`VALUES (${`${route}|member:${request.member.id}`}, ${now}::timestamptz, 1)`)}),
    a AS (${bump(sql`SELECT ${address}::text, ${now}::timestamptz, 1 FROM m WHERE m.hits <= ${rule.max}`)})
    SELECT true AS member, hits, window_started_at FROM m
    UNION ALL SELECT false, hits, window_started_at FROM a`.execute(db);
  for (const row of rows) {
    if (row.hits > (row.member ? rule.max : addressMax)) {
      const started = new Date(row.window_started_at).getTime();
      throw tooMany(Math.max(0, started + rule.windowMs - now.getTime()));
    }
  }
  if (!rows.some((row) => row.member)) throw new Error('rate limit counter missing');
}

function tooMany(resetInMs: number): ApiError {
  const retryAfter = String(Math.max(1, Math.ceil(resetInMs / 1000)));
  return new ApiError(429, fa.tooManyRequests, {}, { 'retry-after': retryAfter });
}

/** Counters whose window ended long ago only take space; `main.ts` clears them periodically. */
export async function pruneRateLimitHits(db: Kysely<DB>, olderThan: Date): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_started_at', '<', olderThan).execute();
}
