import type { Queryable } from '../db/database.js';
import type { OtpPolicy, RateLimit } from './otp-policy.js';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface WindowRow {
  sent: number;
  oldest: Date | null;
}

/**
 * Sliding-window send limits counted from the codes table itself, so every process behind a load
 * balancer sees the same numbers. Must run inside the transaction that inserts the new code, after
 * `lockSendKeys`: the advisory locks make "count, then insert" one step for a given number and
 * address, on PGlite and on a PostgreSQL server alike.
 */
export async function checkSendLimits(
  tx: Queryable,
  policy: OtpPolicy,
  now: Date,
  who: { mobile: string; ip: string },
): Promise<LimitVerdict> {
  const byMobile = await windowVerdict(tx, 'mobile', who.mobile, policy.perMobile, now);
  if (!byMobile.allowed) return byMobile;
  return windowVerdict(tx, 'requester_ip', who.ip, policy.perIp, now);
}

/**
 * Takes the number's lock, then the address's, always in that order so two requests can never
 * wait on each other in a cycle. Released at COMMIT or ROLLBACK.
 */
export async function lockSendKeys(tx: Queryable, who: { mobile: string; ip: string }): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('otp-send-mobile:' || $1, 0))", [who.mobile]);
  await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('otp-send-ip:' || $1, 0))", [who.ip]);
}

async function windowVerdict(
  tx: Queryable,
  column: 'mobile' | 'requester_ip',
  value: string,
  limit: RateLimit,
  now: Date,
): Promise<LimitVerdict> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const rows = await tx.query<WindowRow>(
    `SELECT count(*)::int AS sent, min(created_at) AS oldest
     FROM (SELECT created_at FROM oidc_otp_codes
           WHERE ${column} = $1 AND created_at > $2
           ORDER BY created_at DESC LIMIT $3) AS recent`,
    [value, since, limit.limit],
  );
  const row = rows[0];
  if (!row || row.sent < limit.limit || !row.oldest) return { allowed: true };
  // The window frees a slot when the oldest of the last `limit` sends falls out of it.
  const freesAt = new Date(row.oldest).getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}

/**
 * Counts one hit against `key` in the window that started at `windowStart` and says whether it
 * fits under `limit`. One upsert both counts and decides: a hit over the limit is not recorded,
 * so parallel requests can never exceed it and a refused burst does not extend the wait.
 */
export async function takeHit(tx: Queryable, key: string, windowStart: Date, limit: number): Promise<boolean> {
  const rows = await tx.query<{ hits: number }>(
    `INSERT INTO oidc_rate_counters (key, window_start, hits) VALUES ($1, $2, 1)
     ON CONFLICT (key, window_start) DO UPDATE SET hits = oidc_rate_counters.hits + 1
       WHERE oidc_rate_counters.hits < $3
     RETURNING hits`,
    [key, windowStart, limit],
  );
  return rows.length > 0 && limit > 0;
}

/** Gives back a hit taken with `takeHit` (e.g. a submission that turned out to be the right code). */
export async function returnHit(tx: Queryable, key: string, windowStart: Date): Promise<void> {
  await tx.query('UPDATE oidc_rate_counters SET hits = hits - 1 WHERE key = $1 AND window_start = $2 AND hits > 0', [
    key,
    windowStart,
  ]);
}

/** Hits already counted against `key` in that window. */
export async function hitsIn(tx: Queryable, key: string, windowStart: Date): Promise<number> {
  const rows = await tx.query<{ hits: number }>(
    'SELECT hits FROM oidc_rate_counters WHERE key = $1 AND window_start = $2',
    [key, windowStart],
  );
  return rows[0]?.hits ?? 0;
}

/** A fixed window of `limit` containing `now`: its start and the seconds until the next one. */
export function fixedWindow(limit: RateLimit, now: Date): { start: Date; retryAfterSeconds: number } {
  const size = limit.windowSeconds * 1000;
  const start = Math.floor(now.getTime() / size) * size;
  return { start: new Date(start), retryAfterSeconds: Math.max(1, Math.ceil((start + size - now.getTime()) / 1000)) };
}

/** Takes one hit in the fixed window of `limit` for `key`; refused hits come with Retry-After. */
export async function takeWindowHit(tx: Queryable, key: string, limit: RateLimit, now: Date): Promise<LimitVerdict> {
  const window = fixedWindow(limit, now);
  if (await takeHit(tx, key, window.start, limit.limit)) return { allowed: true };
  return { allowed: false, retryAfterSeconds: window.retryAfterSeconds };
}
