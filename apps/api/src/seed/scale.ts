import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

export interface ScaleOptions {
  members: number;
  lines: number;
  /** Lines are spread over this many days before `now`. */
  days: number;
  now: Date;
}

export const SCALE_DEFAULTS = { members: 100_000, lines: 5_000_000, days: 730 } as const;
/** The scale seed's members: mobiles 0915xxxxxxx, so they never meet the demo members or real ones. */
const SCALE_MOBILE_PREFIX = '0915';

const FIRST = ['علی', 'زهرا', 'محمد', 'فاطمه', 'حسین', 'مریم', 'رضا', 'سارا', 'امیر', 'نگار'];
const LAST = ['محمدی', 'حسینی', 'رضایی', 'کریمی', 'احمدی', 'موسوی', 'جعفری', 'نوری', 'صادقی', 'کاظمی'];

/**
 * A database the size the reports are held to: `members` members and `lines` ledger lines over
 * `days` days, made by the database itself (generate_series), in one transaction, in a minute or
 * two rather than hours of single inserts. The per-line balance trigger is off while the lines go
 * in and each balance is then set once from its member's sum, which is what the trigger would
 * have left, and the per-day sums likewise; the balance CHECK still holds every member. Orders keep
 * some points pending.
 */
export async function seedScale(db: Kysely<DB>, options: ScaleOptions): Promise<{ members: number; lines: number }> {
  const { members, lines, days, now } = options;
  const first = sql.raw(`ARRAY[${FIRST.map((name) => `'${name}'`).join(',')}]`);
  const last = sql.raw(`ARRAY[${LAST.map((name) => `'${name}'`).join(',')}]`);
  await db.transaction().execute(async (trx) => {
    await sql`
      INSERT INTO members (mobile, first_name, last_name, national_code, created_at)
      SELECT ${SCALE_MOBILE_PREFIX}::text || lpad(n::text, 7, '0'),
             (${first})[1 + n % 10], (${last})[1 + (n / 10) % 10],
             lpad(((n * 7919) % 1000000000)::text, 10, '0'),
             ${now}::timestamptz - ((n % ${days}) || ' days')::interval
        FROM generate_series(1, ${members}) AS n
      ON CONFLICT (mobile) DO NOTHING`.execute(trx);
    // The seed's members numbered 0… in a table of their own: the lines below go to them by number.
    await sql`
      CREATE TEMPORARY TABLE scale_members ON COMMIT DROP AS
      SELECT (row_number() OVER (ORDER BY id) - 1)::int AS k, id FROM members
       WHERE mobile LIKE ${SCALE_MOBILE_PREFIX + '%'}`.execute(trx);
    await sql`ALTER TABLE scale_members ADD PRIMARY KEY (k)`.execute(trx);
    await sql`ALTER TABLE points_ledger DISABLE TRIGGER points_ledger_apply`.execute(trx);
    await sql`ALTER TABLE points_ledger DISABLE TRIGGER points_ledger_days_add`.execute(trx);
    // Of each member's lines, three in four receive (an order, a survey, a wheel prize) and every
    // fourth spends less than the three before it gave, so no balance goes below 0 at any time.
    await sql`
      INSERT INTO points_ledger (member_id, amount, activity, source, created_at)
      SELECT m.id,
             CASE WHEN (n / ${members}) % 4 = 3 THEN -(1 + n % 7) ELSE 5 + n % 40 END,
             CASE WHEN (n / ${members}) % 4 = 3 THEN 'خرید جایزه' ELSE 'امتیاز آزمایشی' END,
             (ARRAY['order', 'survey', 'wheel', 'reward'])[1 + (n / ${members}) % 4],
             ${now}::timestamptz - ((n % (${days} * 1440)) || ' minutes')::interval
        FROM generate_series(0, ${lines} - 1) AS n
        JOIN scale_members m ON m.k = n % ${members}`.execute(trx);
    await sql`
      UPDATE members SET balance = s.total
        FROM (SELECT member_id, sum(amount) AS total FROM points_ledger WHERE member_id IN (SELECT id FROM scale_members) GROUP BY member_id) s
       WHERE members.id = s.member_id`.execute(trx);
    // The day sums the trigger would have added, line by line, added at once.
    await sql`
      INSERT INTO points_ledger_days AS d (day, stripe, issued, spent)
      SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, member_id % 16,
             sum(greatest(amount, 0)), sum(greatest(-amount, 0))
        FROM points_ledger WHERE member_id IN (SELECT id FROM scale_members)
       GROUP BY 1, 2
      ON CONFLICT (day, stripe) DO UPDATE SET issued = d.issued + EXCLUDED.issued, spent = d.spent + EXCLUDED.spent`.execute(
      trx,
    );
    await sql`ALTER TABLE points_ledger ENABLE TRIGGER points_ledger_apply`.execute(trx);
    await sql`ALTER TABLE points_ledger ENABLE TRIGGER points_ledger_days_add`.execute(trx);
    await sql`
      INSERT INTO shop_orders (order_id, member_id, amount_toman, points, delivered_at, available_at, status)
      SELECT 'SCALE-' || n, (SELECT id FROM scale_members WHERE k = n * 37 % ${members}), 500000, 50,
             ${now}::timestamptz - ((n % 6) || ' days')::interval, ${now}::timestamptz + interval '2 days', 'pending'
        FROM generate_series(1, ${Math.max(1, Math.floor(members / 20))}) AS n
      ON CONFLICT (order_id) DO NOTHING`.execute(trx);
  });
  await sql`ANALYZE members`.execute(db);
  await sql`ANALYZE points_ledger`.execute(db);
  await sql`ANALYZE points_ledger_days`.execute(db);
  await sql`ANALYZE shop_orders`.execute(db);
  return { members, lines };
}
