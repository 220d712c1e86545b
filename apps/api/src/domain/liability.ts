import { reportMessages, type PointsLiability } from '@clorofil/api-client/contract';
import { jalaliToIsoDate, nextTehranDayStart, tehranInstant, tehranJalaliDate, type JalaliDate } from '@clorofil/rules';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { invalid } from './errors.js';

const pad = (n: number) => String(n).padStart(2, '0');
const dayText = (day: JalaliDate) => `${day.year}/${pad(day.month)}/${pad(day.day)}`;
const monthKey = (day: JalaliDate) => `${day.year}-${pad(day.month)}`;

/**
 * The instant a report on Jalali day `on` (today by default) stands at: the Tehran midnight that
 * ends it, so a day's report holds every line of that day, today's those written so far. A day
 * after today is refused.
 */
function reportInstant(on: JalaliDate | undefined, now: Date): { day: JalaliDate; asOf: Date } {
  const endOfToday = nextTehranDayStart(now);
  if (!on) return { day: tehranJalaliDate(now), asOf: endOfToday };
  const end = nextTehranDayStart(tehranInstant(on, 0));
  if (end.getTime() > endOfToday.getTime()) throw invalid({ on: reportMessages.futureDate }, reportMessages.futureDate);
  return { day: on, asOf: end };
}

/**
 * The ledger's lines up to the end of Tehran day `lastDay` (`2026-12-04`), summed per day: read
 * from `points_ledger_days` (migration 016), which every ledger insert adds its line to in the
 * same transaction, so these are the ledger's own sums; a row per day comes back to the API.
 */
function ledgerDays(db: Kysely<DB>, lastDay: string) {
  return sql<{ day: string; issued: string | null; spent: string | null }>`
    SELECT to_char(day, 'YYYY-MM-DD') AS day, sum(issued) AS issued, sum(spent) AS spent
      FROM points_ledger_days
     WHERE day <= ${lastDay}::date
     GROUP BY day
     ORDER BY day`.execute(db);
}

/**
 * Points the earning rule owes but has not written yet at `asOf`: orders delivered by then, with
 * points, neither released into the ledger nor returned by then — today the rule's `pending` and
 * `due` standings (earning.ts `orderStanding`); a released order's ledger line carries its release
 * instant, so an order is counted here or in the ledger, never both.
 */
async function pendingPoints(db: Kysely<DB>, asOf: Date): Promise<number> {
  const row = await db
    .selectFrom('shop_orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('points'), sql<string>`0`).as('total'))
    .where('points', '>', 0)
    .where('delivered_at', '<', asOf)
    .where((eb) => eb.or([eb('released_at', 'is', null), eb('released_at', '>=', asOf)]))
    .where((eb) => eb.or([eb('returned_at', 'is', null), eb('returned_at', '>=', asOf)]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the club owes its members in points on a Jalali day, valued in toman, month by month. */
export async function pointsLiability(
  db: Kysely<DB>,
  options: { on: JalaliDate | undefined; now: Date; pointValueToman: number },
): Promise<PointsLiability> {
  const { day, asOf } = reportInstant(options.on, options.now);
  const [days, pending] = await Promise.all([ledgerDays(db, jalaliToIsoDate(day)), pendingPoints(db, asOf)]);
  const months: PointsLiability['months'] = [];
  let spendable = 0;
  for (const row of days.rows) {
    const issued = Number(row.issued ?? 0);
    const spent = Number(row.spent ?? 0);
    spendable += issued - spent;
    // Noon UTC of a Gregorian day is that day's afternoon in Tehran.
    const month = monthKey(tehranJalaliDate(new Date(`${row.day}T12:00:00Z`)));
    const last = months.at(-1);
    if (last?.month === month) {
      last.issued += issued;
      last.spent += spent;
      last.closing = spendable;
    } else months.push({ month, issued, spent, expired: 0, closing: spendable });
  }
  return {
    on: dayText(day),
    asOf: asOf.toISOString(),
    spendable,
    pending,
    pointValueToman: options.pointValueToman,
    valueToman: (spendable + pending) * options.pointValueToman,
    months,
  };
}
