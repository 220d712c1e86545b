// Run by tsx from the measured tree's apps/api (BENCH_API_DIR): a fresh database migrated and
// seeded the way the API seeds itself, plus BENCH_MEMBERS members, each with points enough to buy
// the cheapest unlimited reward, and an access token for each signed by a throw-away key (the
// API's own test signer, whose JWKS the bench serves to the API). Writes what the driver needs to
// BENCH_OUT. Never touches a database it did not create.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const apiDir = process.env.BENCH_API_DIR!;
const from = (file: string) => import(pathToFileURL(path.join(apiDir, file)).href);
const { openDatabase } = await from('src/db/database.ts');
const { migrate } = await from('src/db/migrate.ts');
const { seedDatabase } = await from('src/seed/index.ts');
const { AUDIENCE, createTestAuth, ISSUER } = await from('src/test/support/tokens.ts');
const { sql } = await import(pathToFileURL(createRequire(path.join(apiDir, 'package.json')).resolve('kysely')).href);

const count = Number(process.env.BENCH_MEMBERS ?? 2000);
const database = process.env.BENCH_DATABASE_URL
  ? await openDatabase({ kind: 'postgres', url: process.env.BENCH_DATABASE_URL, poolSize: 4 })
  : await openDatabase({ kind: 'pglite', dataDir: process.env.BENCH_PGLITE_DIR });
const db = database.db;
try {
  await migrate(database);
  const now = new Date();
  await seedDatabase(db, now, { demo: true });

  const reward = await db
    .selectFrom('rewards')
    .select(['id', 'score'])
    .where('visible', '=', true)
    .where('stock', 'is', null)
    .where((eb: any) => eb.or([eb('validity_date', 'is', null), eb('validity_date', '>', now)]))
    .orderBy('score')
    .limit(1)
    .executeTakeFirstOrThrow();
  const wheel = await db
    .selectFrom('wheels')
    .select('id')
    .where('is_active', '=', true)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();

  const mobiles = Array.from({ length: count }, (_, i) => `0914${String(i).padStart(7, '0')}`);
  for (let i = 0; i < mobiles.length; i += 500) {
    const batch = mobiles.slice(i, i + 500);
    const rows = await db
      .insertInto('members')
      .values(batch.map((mobile) => ({ mobile, sub: `sub-${mobile}` })))
      .returning('id')
      .execute();
    await db
      .insertInto('points_ledger')
      .values(
        rows.map((row: { id: number }) => ({
          member_id: row.id,
          amount: Math.max(1, reward.score) * 3,
          activity: 'bench',
          source: 'gift',
          created_at: now,
        })),
      )
      .execute();
  }
  await sql`ANALYZE`.execute(db).catch(() => undefined);

  const auth = await createTestAuth();
  const tokens: string[] = [];
  for (const mobile of mobiles) tokens.push(await auth.member(mobile));
  writeFileSync(
    process.env.BENCH_OUT!,
    JSON.stringify({
      tokens,
      jwks: auth.jwks,
      issuer: ISSUER,
      audience: AUDIENCE,
      rewardId: reward.id,
      wheelId: wheel.id,
    }),
  );
} finally {
  await database.close();
}
