import { ledgerCauseNames, type ActivityReport, type IssuedByCause } from '@clorofil/api-client/contract';
import { jalaliToIsoDate, tehranJalaliDate } from '@clorofil/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const noCauses = (): IssuedByCause =>
  Object.fromEntries(Object.keys(ledgerCauseNames).map((cause) => [cause, 0])) as IssuedByCause;

/**
 * The club's activity over the last `days` Tehran calendar days, today (so far) included: points
 * issued by cause and spent, and members active (a ledger line or a wheel spin), each summed by
 * the database; a few hundred rows at most come back to the API.
 */
export async function activityReport(db: Kysely<DB>, options: { days: number; now: Date }): Promise<ActivityReport> {
  const last = jalaliToIsoDate(tehranJalaliDate(options.now));
  const first = isoDay(Date.parse(`${last}T12:00:00Z`) - (options.days - 1) * DAY_MS);
  // The span's instants: Tehran midnight starting `first` to the one ending `last`.
  const from = sql`(${first}::date::timestamp AT TIME ZONE 'Asia/Tehran')`;
  const until = sql`((${last}::date + 1)::timestamp AT TIME ZONE 'Asia/Tehran')`;
  const tehranDay = sql`to_char((created_at AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD')`;

  const [spent, issued, active] = await Promise.all([
    // Spent from the per-day sums the ledger's insert keeps (migration 016).
    sql<{ day: string; spent: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(spent) AS spent
        FROM points_ledger_days
       WHERE day BETWEEN ${first}::date AND ${last}::date
       GROUP BY day`.execute(db),
    // Those sums have no cause: issued lines are summed from the ledger itself, over the span only.
    sql<{ day: string; source: keyof IssuedByCause; issued: string }>`
      SELECT ${tehranDay} AS day, source, sum(amount) AS issued
        FROM points_ledger
       WHERE amount > 0 AND created_at >= ${from} AND created_at < ${until}
       GROUP BY 1, 2`.execute(db),
    sql<{ day: string; active: string }>`
      SELECT day, count(DISTINCT member_id) AS active FROM (
        SELECT ${tehranDay} AS day, member_id
          FROM points_ledger
         WHERE created_at >= ${from} AND created_at < ${until}
        UNION ALL
        SELECT to_char(tehran_day, 'YYYY-MM-DD'), member_id
          FROM wheel_spins
         WHERE tehran_day BETWEEN ${first}::date AND ${last}::date
      ) AS lines
       GROUP BY day`.execute(db),
  ]);

  const byDay = new Map<string, ActivityReport['days'][number]>();
  for (let index = 0; index < options.days; index++) {
    const day = isoDay(Date.parse(`${first}T12:00:00Z`) + index * DAY_MS);
    byDay.set(day, { day, issued: noCauses(), spent: 0, active: 0 });
  }
  for (const row of spent.rows) {
    const day = byDay.get(row.day);
    if (day) day.spent = Number(row.spent);
  }
  for (const row of issued.rows) {
    const day = byDay.get(row.day);
    if (day && row.source in day.issued) day.issued[row.source] += Number(row.issued);
  }
  for (const row of active.rows) {
    const day = byDay.get(row.day);
    if (day) day.active = Number(row.active);
  }
  return { days: [...byDay.values()] };
}
