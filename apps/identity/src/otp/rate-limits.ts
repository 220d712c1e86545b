import type { Database } from '../db/database.js';
import type { OtpPolicy, RateLimit } from './otp-policy.js';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

interface WindowRow {
  sent: number;
  oldest: Date | null;
}

/**
 * Sliding-window limits counted from the codes table itself, so every process behind a load
 * balancer sees the same numbers and no extra state is kept.
 */
export async function checkSendLimits(
  db: Database,
  policy: OtpPolicy,
  now: Date,
  who: { mobile: string; ip: string },
): Promise<LimitVerdict> {
  const byMobile = await windowVerdict(db, 'mobile', who.mobile, policy.perMobile, now);
  if (!byMobile.allowed) return byMobile;
  return windowVerdict(db, 'requester_ip', who.ip, policy.perIp, now);
}

async function windowVerdict(
  db: Database,
  column: 'mobile' | 'requester_ip',
  value: string,
  limit: RateLimit,
  now: Date,
): Promise<LimitVerdict> {
  const since = new Date(now.getTime() - limit.windowSeconds * 1000);
  const rows = await db.query<WindowRow>(
    `SELECT count(*)::int AS sent, min(created_at) AS oldest
     FROM (SELECT created_at FROM oidc_otp_codes
           WHERE ${column} = $1 AND created_at > $2
           ORDER BY created_at DESC LIMIT $3) AS recent`,
    [value, since, limit.limit],
  );
  const row = rows[0];
  if (!row || row.sent < limit.limit || !row.oldest) return { allowed: true };
  // The window frees a slot when the oldest of the last `limit` sends falls out of it.
  const freesAt = row.oldest.getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now.getTime()) / 1000)) };
}
