import type { VitalsBatch, VitalsSummary, VitalsSummaryRow } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const DAY_MS = 86_400_000;

export interface VitalsBounds {
  /** Rows older than this are deleted: the summary looks back a week, plus a day of slack. */
  retentionMs: number;
  /** At most this many rows are kept (the newest), whatever the traffic. */
  maxRows: number;
}

export const defaultVitalsBounds: VitalsBounds = { retentionMs: 8 * DAY_MS, maxRows: 500_000 };

/**
 * Stores one page view's report and keeps the table bounded in the same transaction. Both
 * deletes use an index (recorded_at, the primary key), so they stay cheap on every report: ids
 * only grow, so everything at or below `max(id) - maxRows` is beyond the newest `maxRows`.
 */
export async function recordVitals(
  db: Kysely<DB>,
  batch: VitalsBatch,
  now: Date,
  bounds: VitalsBounds = defaultVitalsBounds,
): Promise<void> {
  const rows = batch.metrics.map((sample) => sql`(${now}, ${batch.route}, ${sample.name}, ${sample.value})`);
  await db.transaction().execute(async (trx) => {
    await sql`INSERT INTO web_vitals (recorded_at, route, metric, value) VALUES ${sql.join(rows)}`.execute(trx);
    await sql`DELETE FROM web_vitals WHERE recorded_at < ${new Date(now.getTime() - bounds.retentionMs)}`.execute(trx);
    await sql`DELETE FROM web_vitals WHERE id <= (SELECT max(id) FROM web_vitals) - ${bounds.maxRows}`.execute(trx);
  });
}

type SummaryRow = Omit<VitalsSummaryRow, 'count'> & { count: number | string };

/**
 * p50/p75/p95 per route and metric over the last day and the last week, computed by PostgreSQL
 * (percentile_cont interpolates between the two nearest values, as most dashboards do), rounded to
 * thousandths: a millisecond's fraction is noise, and CLS still keeps its three decimals.
 */
export async function summarizeVitals(db: Kysely<DB>, now: Date): Promise<VitalsSummary> {
  const dayStart = new Date(now.getTime() - DAY_MS);
  const weekStart = new Date(now.getTime() - 7 * DAY_MS);
  const { rows } = await sql<SummaryRow>`
    SELECT w.name AS "window", v.route, v.metric, count(*) AS count,
      round(percentile_cont(0.5) WITHIN GROUP (ORDER BY v.value)::numeric, 3) AS p50,
      round(percentile_cont(0.75) WITHIN GROUP (ORDER BY v.value)::numeric, 3) AS p75,
      round(percentile_cont(0.95) WITHIN GROUP (ORDER BY v.value)::numeric, 3) AS p95
    FROM web_vitals v
    JOIN (VALUES ('day', ${dayStart}::timestamptz), ('week', ${weekStart}::timestamptz)) AS w (name, since)
      ON v.recorded_at > w.since AND v.recorded_at <= ${now}
    GROUP BY w.name, v.route, v.metric
    ORDER BY w.name, v.route, v.metric`.execute(db);
  return {
    generatedAt: now.toISOString(),
    rows: rows.map((row) => ({
      ...row,
      count: Number(row.count),
      p50: Number(row.p50),
      p75: Number(row.p75),
      p95: Number(row.p95),
    })),
  };
}
