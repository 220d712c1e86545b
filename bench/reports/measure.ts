// Run by tsx from the measured tree's apps/api (BENCH_API_DIR) against BENCH_DATABASE_URL, a
// throw-away PostgreSQL: migrated, seeded as the API seeds itself, then `seed:scale` (BENCH_SCALE
// members and ledger lines, default 100,000 and 5,000,000). Times the member lookup and each
// report through the API's own domain code, the queries the endpoints run. Writes BENCH_OUT.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiDir = process.env.BENCH_API_DIR!;
const from = (file: string) => import(pathToFileURL(path.join(apiDir, file)).href);
const { openDatabase } = await from('src/db/database.ts');
const { migrate } = await from('src/db/migrate.ts');
const { seedDatabase } = await from('src/seed/index.ts');
const { seedScale, SCALE_DEFAULTS } = await from('src/seed/scale.ts');
const { findMembers } = await from('src/domain/member-search.ts');
const { pointsLiability } = await from('src/domain/liability.ts');
const { activityReport } = await from('src/domain/activity.ts');
const { fraudSignals } = await from('src/domain/signals.ts');
const { csvChunks, keysetPages } = await from('src/http/csv.ts');

const [members, lines] = (process.env.BENCH_SCALE ?? `${SCALE_DEFAULTS.members},${SCALE_DEFAULTS.lines}`)
  .split(',')
  .map(Number);
// The scale seed's statements write millions of rows: far past a request's statement limit.
const database = await openDatabase({
  kind: 'postgres',
  url: process.env.BENCH_DATABASE_URL!,
  poolSize: 4,
  limits: { queryMs: 3_600_000 },
});
const db = database.db;

async function timed(runs: number, work: () => Promise<unknown>) {
  await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { runs, p50: ms[Math.floor(runs / 2)]!, max: ms.at(-1)! };
}

try {
  await migrate(database);
  const now = new Date();
  await seedDatabase(db, now, { demo: true });
  const seedStart = performance.now();
  await seedScale(db, { members, lines, days: SCALE_DEFAULTS.days, now });
  const seedSeconds = (performance.now() - seedStart) / 1000;

  const { sql } = await import(pathToFileURL(createRequire(path.join(apiDir, 'package.json')).resolve('kysely')).href);
  // `seed:scale` writes no spins or purchases: a year of them for the activity report's wheel and
  // reward figures (10,000 members spinning every fifth day on the table in effect; 300,000
  // purchases), without the per-row cache notices a live spin or purchase sends.
  await db.transaction().execute(async (trx: typeof db) => {
    await sql`ALTER TABLE wheel_spins DISABLE TRIGGER read_cache_wheel_spins`.execute(trx);
    await sql`ALTER TABLE reward_receipts DISABLE TRIGGER read_cache_reward_receipts`.execute(trx);
    await sql`
      INSERT INTO wheel_spins (member_id, wheel_id, tehran_day, prize_id, status, created_at)
      SELECT m.id, p.wheel_id, current_date - d, p.ids[1 + (m.id + d) % array_length(p.ids, 1)], 0,
             now() - d * interval '1 day'
        FROM (SELECT id FROM members ORDER BY id LIMIT 10000) AS m
       CROSS JOIN generate_series(0, 364) AS d
       CROSS JOIN (SELECT t.wheel_id, array_agg(p.id ORDER BY p.id) AS ids
                     FROM wheel_tables t JOIN wheel_prizes p ON p.table_id = t.id
                    WHERE t.status = 'published' GROUP BY t.id, t.wheel_id ORDER BY t.id DESC LIMIT 1) AS p
       WHERE (m.id + d) % 5 = 0
      ON CONFLICT DO NOTHING`.execute(trx);
    await sql`
      INSERT INTO reward_receipts (member_id, reward_id, created_at)
      SELECT (SELECT min(id) FROM members), r.ids[1 + g % array_length(r.ids, 1)],
             now() - (g % 365) * interval '1 day' - (g % 86400) * interval '1 second'
        FROM generate_series(1, 300000) AS g, (SELECT array_agg(id) AS ids FROM rewards) AS r`.execute(trx);
    await sql`ALTER TABLE wheel_spins ENABLE TRIGGER read_cache_wheel_spins`.execute(trx);
    await sql`ALTER TABLE reward_receipts ENABLE TRIGGER read_cache_reward_receipts`.execute(trx);
  });
  await sql`ANALYZE wheel_spins, reward_receipts`.execute(db);

  const rows: Record<string, { runs: number; p50: number; max: number; limit: number; note?: string }> = {};
  const lookup = async (name: string, q: () => string) => {
    rows[name] = { ...(await timed(30, () => findMembers(db, q()))), limit: 100 };
  };
  let i = 0;
  const next = () => (i = (i * 7919 + 13) % members);
  await lookup('member lookup, mobile typed in Persian digits', () =>
    `۰۹۱۵${String(next() + 1).padStart(7, '0')}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!),
  );
  await lookup('member lookup, national code', () => String(((next() + 1) * 7919) % 1_000_000_000).padStart(10, '0'));
  await lookup('member lookup, start of a name', () => ['زهرا کر', 'محمد رض', 'علی مح'][next() % 3]!);

  const options = { now, pointValueToman: 1_000 };
  rows['points liability, today'] = {
    ...(await timed(5, () => pointsLiability(db, { ...options, on: undefined }))),
    limit: 2_000,
  };
  const yearAgo = new Date(now.getTime() - 365 * 86_400_000);
  const tehranJalaliDate = (instant: Date) => {
    const parts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
      timeZone: 'Asia/Tehran',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }).formatToParts(instant);
    const field = (type: string) => Number.parseInt(parts.find((part) => part.type === type)!.value, 10);
    return { year: field('year'), month: field('month'), day: field('day') };
  };
  rows['points liability, a day a year ago'] = {
    ...(await timed(5, () => pointsLiability(db, { ...options, on: tehranJalaliDate(yearAgo) }))),
    limit: 2_000,
  };

  for (const days of [30, 180])
    rows[`activity report, ${days} days (with wheel, rewards and review queue)`] = {
      ...(await timed(5, () => activityReport(db, { days, now }))),
      limit: 2_000,
    };

  // The signals the database sums (the sign-ins are the identity provider's, not measured here).
  for (const days of [7, 90])
    rows[`fraud signals, ${days} days`] = {
      ...(await timed(5, () => fraudSignals(db, now, days))),
      limit: 2_000,
    };

  // The member list as CSV, written nowhere: how long the whole file takes and how much the
  // process's heap grew meanwhile (a file held in memory would grow it by its own size).
  let bytes = 0;
  let peak = 0;
  global.gc?.();
  const heapBefore = process.memoryUsage().heapUsed;
  const start = performance.now();
  const pages = keysetPages(
    (after: number | undefined, size: number) =>
      db
        .selectFrom('members')
        .select(['id', 'mobile', 'first_name', 'last_name', 'balance', 'created_at'])
        .$if(after !== undefined, (q: any) => q.where('id', '>', after))
        .orderBy('id')
        .limit(size)
        .execute(),
    (row: { id: number }) => row.id,
  );
  for await (const chunk of csvChunks(
    [
      { label: 'موبایل', value: (row: any) => row.mobile },
      { label: 'مانده', value: (row: any) => row.balance },
    ],
    pages,
  )) {
    bytes += Buffer.byteLength(chunk);
    peak = Math.max(peak, process.memoryUsage().heapUsed - heapBefore);
  }
  rows['member list as CSV (whole file)'] = {
    runs: 1,
    p50: performance.now() - start,
    max: performance.now() - start,
    limit: Number.POSITIVE_INFINITY,
    note: `streamed, not a report: ${(bytes / 1e3).toFixed(0)} KB written, heap grew at most ${(peak / 1e6).toFixed(1)} MB`,
  };

  const explain =
    await sql`EXPLAIN SELECT day, sum(issued), sum(spent) FROM points_ledger_days WHERE day <= current_date GROUP BY day`.execute(
      db,
    );
  writeFileSync(
    process.env.BENCH_OUT!,
    JSON.stringify({
      members,
      lines,
      seedSeconds,
      rows,
      plan: (explain.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join('\n'),
    }),
  );
} finally {
  await database.close();
}
