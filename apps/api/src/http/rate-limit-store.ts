import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { Clock } from '../context.js';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

/**
 * A @fastify/rate-limit store on PostgreSQL: one fixed-window counter row per key, so every API
 * process behind a load balancer counts the same hits (the processes keep no state of their own).
 */
export function createPgRateLimitStore(db: Kysely<DB>, clock: Clock) {
  return class PgRateLimitStore {
    private readonly prefix: string;

    constructor(params: unknown = {}) {
      const info = (params as RouteParams).routeInfo ?? {};
      this.prefix = info.url ? `${String(info.method)} ${info.url}|` : '';
    }

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      const now = clock.now();
      const windowStart = new Date(now.getTime() - timeWindow);
      sql<{ hits: number; window_started_at: Date }>`
        INSERT INTO rate_limit_hits (key, window_started_at, hits) VALUES (${this.prefix + key}, ${now}, 1)
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN rate_limit_hits.window_started_at <= ${windowStart} THEN 1 ELSE rate_limit_hits.hits + 1 END,
          window_started_at = CASE WHEN rate_limit_hits.window_started_at <= ${windowStart}
            THEN ${now} ELSE rate_limit_hits.window_started_at END
        RETURNING hits, window_started_at`
        .execute(db)
        .then(({ rows }) => {
          const row = rows[0];
          if (!row) throw new Error('rate limit counter missing');
          const started = new Date(row.window_started_at).getTime();
          callback(null, { current: row.hits, ttl: Math.max(0, started + timeWindow - now.getTime()) });
        })
        .catch((error: Error) => callback(error));
    }

    child(routeOptions: unknown): PgRateLimitStore {
      return new PgRateLimitStore(routeOptions);
    }
  };
}
