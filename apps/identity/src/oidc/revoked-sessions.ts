import type { ServerResponse } from 'node:http';
import type { Queryable } from '../db/database.js';
import { REVOKED_SESSION_RETENTION_MS } from '../db/schema.js';
import { sendJson } from '../http/http-utils.js';

/**
 * The answer's `now` lags the clock by this much, so a revocation committing while a poll runs is
 * still inside the next poll's `since`; the API sees a few sids twice, never misses one.
 */
const POLL_OVERLAP_MS = 5_000;

/** Remembers that these sessions ended; the first time counts. */
export async function recordRevokedSids(db: Queryable, sids: Iterable<string>, at = new Date()): Promise<void> {
  const unique = [...new Set(sids)].filter((sid) => sid !== '');
  if (unique.length === 0) return;
  await db.query(
    `INSERT INTO oidc_revoked_sessions (sid, revoked_at) SELECT unnest($1::text[]), $2
     ON CONFLICT (sid) DO NOTHING`,
    [unique, at],
  );
}

/** Which of these sids have ended (within the retention time). */
export async function revokedAmong(db: Queryable, sids: string[], now = new Date()): Promise<Set<string>> {
  if (sids.length === 0) return new Set();
  const rows = await db.query<{ sid: string }>(
    'SELECT sid FROM oidc_revoked_sessions WHERE sid = ANY($1::text[]) AND revoked_at >= $2',
    [sids, new Date(now.getTime() - REVOKED_SESSION_RETENTION_MS)],
  );
  return new Set(rows.map((row) => row.sid));
}

/**
 * `GET /session/revoked?since=<epoch ms>` → `{ now, sids }`: the sessions that ended at or after
 * `since` (at most the last 15 minutes). Public on purpose: a revoked sid opens nothing.
 */
export async function serveRevokedSessions(db: Queryable, url: URL, res: ServerResponse): Promise<void> {
  const now = Date.now();
  const oldest = now - REVOKED_SESSION_RETENTION_MS;
  const raw = url.searchParams.get('since');
  let since = oldest;
  if (raw !== null && raw !== '') {
    if (!/^\d{1,16}$/.test(raw)) {
      return sendJson(res, 400, {
        error: 'invalid_since',
        message: 'پارامتر since باید زمانی بر حسب میلی‌ثانیه (عدد صحیح نامنفی) باشد.',
      });
    }
    since = Math.max(Number(raw), oldest);
  }
  const rows = await db.query<{ sid: string }>(
    'SELECT sid FROM oidc_revoked_sessions WHERE revoked_at >= $1 ORDER BY revoked_at, sid',
    [new Date(since)],
  );
  sendJson(res, 200, { now: now - POLL_OVERLAP_MS, sids: rows.map((row) => row.sid) });
}
