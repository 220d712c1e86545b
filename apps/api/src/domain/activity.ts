import {
  ledgerCauseNames,
  reviewAgeBuckets,
  UserTypeStatus,
  type ActivityReport,
  type IssuedByCause,
  type ReviewAgeBucket,
  type ReviewQueueAge,
  type WheelActivity,
} from '@clorofil/api-client/contract';
import { jalaliToIsoDate, tehranJalaliDate } from '@clorofil/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { chancePercent } from './wheel.js';

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const noCauses = (): IssuedByCause =>
  Object.fromEntries(Object.keys(ledgerCauseNames).map((cause) => [cause, 0])) as IssuedByCause;

/**
 * The club's activity over the last `days` Tehran calendar days, today (so far) included: points
 * issued by cause and spent, and members active (a ledger line or a wheel spin); the wheels'
 * prizes against their odds and budgets and the rewards bought over the span; the review queue as
 * it stands. Each is summed by the database; a few hundred rows at most come back to the API.
 */
export async function activityReport(db: Kysely<DB>, options: { days: number; now: Date }): Promise<ActivityReport> {
  const last = jalaliToIsoDate(tehranJalaliDate(options.now));
  const first = isoDay(Date.parse(`${last}T12:00:00Z`) - (options.days - 1) * DAY_MS);
  // The span's instants: Tehran midnight starting `first` to the one ending `last`.
  const from = sql`(${first}::date::timestamp AT TIME ZONE 'Asia/Tehran')`;
  const until = sql`((${last}::date + 1)::timestamp AT TIME ZONE 'Asia/Tehran')`;
  // Lines are grouped by their Tehran date and only the groups written as text: a text per line
  // (a million at 180 days) costs more than the sums themselves.
  const tehranDate = sql`(created_at AT TIME ZONE 'Asia/Tehran')::date`;

  const [spent, issued, active, wheels, rewards, reviewQueue] = await Promise.all([
    // Spent from the per-day sums the ledger's insert keeps (migration 016).
    sql<{ day: string; spent: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(spent) AS spent
        FROM points_ledger_days
       WHERE day BETWEEN ${first}::date AND ${last}::date
       GROUP BY day`.execute(db),
    // Those sums have no cause: issued lines are summed from the ledger itself, over the span only.
    sql<{ day: string; source: keyof IssuedByCause; issued: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, source, issued FROM (
        SELECT ${tehranDate} AS day, source, sum(amount) AS issued
          FROM points_ledger
         WHERE amount > 0 AND created_at >= ${from} AND created_at < ${until}
         GROUP BY 1, 2
      ) AS sums`.execute(db),
    // Each (day, member) once (UNION drops repeats), then counted per day.
    sql<{ day: string; active: string }>`
      SELECT to_char(day, 'YYYY-MM-DD') AS day, count(*) AS active FROM (
        SELECT ${tehranDate} AS day, member_id
          FROM points_ledger
         WHERE created_at >= ${from} AND created_at < ${until}
        UNION
        SELECT tehran_day, member_id
          FROM wheel_spins
         WHERE tehran_day BETWEEN ${first}::date AND ${last}::date
      ) AS lines
       GROUP BY lines.day`.execute(db),
    wheelActivity(db, { first, last, now: options.now }),
    // Bought in the span, from the receipts by time (migration 019); the catalogue is a few dozen rows.
    sql<{ id: number; title: string; bought: string; stock: number | null }>`
      SELECT r.id, r.title, coalesce(b.bought, 0) AS bought, r.stock
        FROM rewards r
        LEFT JOIN (
          SELECT reward_id, count(*) AS bought
            FROM reward_receipts
           WHERE created_at >= ${from} AND created_at < ${until}
           GROUP BY reward_id) AS b ON b.reward_id = r.id
       WHERE (r.retired_at IS NULL AND r.visible) OR b.bought > 0
       ORDER BY 3 DESC, r.sort, r.id`.execute(db),
    reviewQueueAge(db, options.now),
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
  return {
    days: [...byDay.values()],
    wheels,
    rewards: rewards.rows.map((row) => ({
      rewardId: row.id,
      title: row.title,
      bought: Number(row.bought),
      stock: row.stock === null ? null : Math.max(0, row.stock),
    })),
    reviewQueue,
  };
}

/**
 * Each wheel's table in effect now (as the draw picks it: the scheduled or published one with
 * the latest `effective_from`), and per prize the span's spins that landed on it and the days its
 * budget ran out, counted by the database from the spins by prize (migration 019) and the
 * per-day payouts.
 */
async function wheelActivity(
  db: Kysely<DB>,
  span: { first: string; last: string; now: Date },
): Promise<WheelActivity[]> {
  const { rows } = await sql<{
    wheel_id: number;
    wheel_title: string;
    version: number;
    id: number;
    title: string;
    weight: number;
    is_fallback: boolean;
    daily_budget: number | null;
    spins: string;
    spent_days: string;
  }>`
    SELECT w.id AS wheel_id, w.title AS wheel_title, t.version, p.id, p.title, p.weight, p.is_fallback,
           p.daily_budget,
           (SELECT count(*) FROM wheel_spins s
             WHERE s.prize_id = p.id AND s.tehran_day BETWEEN ${span.first}::date AND ${span.last}::date) AS spins,
           (SELECT count(*) FROM wheel_prize_days d
             WHERE d.prize_id = p.id AND d.tehran_day BETWEEN ${span.first}::date AND ${span.last}::date
               AND d.paid >= d.budget) AS spent_days
      FROM wheels w
      JOIN LATERAL (
        SELECT id, version FROM wheel_tables
         WHERE wheel_id = w.id AND status IN ('scheduled', 'published') AND effective_from <= ${span.now}::timestamptz
         ORDER BY effective_from DESC, version DESC LIMIT 1) AS t ON true
      JOIN wheel_prizes p ON p.table_id = t.id
     ORDER BY w.id, p.sort, p.id`.execute(db);

  const wheels = new Map<number, WheelActivity & { weights: number[] }>();
  for (const row of rows) {
    let wheel = wheels.get(row.wheel_id);
    if (!wheel) {
      wheel = {
        wheelId: row.wheel_id,
        title: row.wheel_title,
        tableVersion: row.version,
        spins: 0,
        prizes: [],
        weights: [],
      };
      wheels.set(row.wheel_id, wheel);
    }
    const spins = Number(row.spins);
    wheel.spins += spins;
    wheel.weights.push(row.weight);
    wheel.prizes.push({
      prizeId: row.id,
      title: row.title,
      fallback: row.is_fallback,
      oddsPercent: 0,
      spins,
      sharePercent: 0,
      dailyBudget: row.daily_budget,
      budgetSpentDays: Number(row.spent_days),
    });
  }
  return [...wheels.values()].map(({ weights, ...wheel }) => {
    const totalWeight = weights.reduce((sum, weight) => sum + Math.max(weight, 0), 0);
    return {
      ...wheel,
      prizes: wheel.prizes.map((prize, index) => ({
        ...prize,
        oddsPercent: chancePercent(weights[index]!, totalWeight),
        sharePercent: chancePercent(prize.spins, wheel.spins),
      })),
    };
  });
}

/**
 * The review queue now: the profiles the queue lists (type asked, not yet decided), counted by
 * how long they have waited since submitted, from the pending members' partial index (its
 * predicate written as a literal, so the planner can match it).
 */
async function reviewQueueAge(db: Kysely<DB>, now: Date): Promise<ReviewQueueAge> {
  const waited = sql`${now}::timestamptz - coalesce(m.submitted_at, m.updated_at)`;
  const { rows } = await sql<{ type: 'student' | 'teacher'; bucket: ReviewAgeBucket; count: string; oldest: Date }>`
    SELECT u.value AS type,
           CASE WHEN ${waited} < interval '1 day' THEN 'day'
                WHEN ${waited} < interval '3 days' THEN 'days3'
                WHEN ${waited} < interval '7 days' THEN 'week'
                ELSE 'older' END AS bucket,
           count(*) AS count, min(coalesce(m.submitted_at, m.updated_at)) AS oldest
      FROM members m
      JOIN user_types u ON u.id = m.user_type_id
     WHERE m.user_type_status = ${sql.lit(UserTypeStatus.Pending)}
     GROUP BY 1, 2`.execute(db);
  const buckets = reviewAgeBuckets.map((bucket) => ({ bucket, student: 0, teacher: 0 }));
  let oldest: number | null = null;
  for (const row of rows) {
    const bucket = buckets.find((entry) => entry.bucket === row.bucket)!;
    bucket[row.type] += Number(row.count);
    const since = new Date(row.oldest).getTime();
    oldest = oldest === null ? since : Math.min(oldest, since);
  }
  return {
    waiting: buckets.reduce((sum, bucket) => sum + bucket.student + bucket.teacher, 0),
    oldestSince: oldest === null ? null : new Date(oldest).toISOString(),
    buckets,
  };
}
