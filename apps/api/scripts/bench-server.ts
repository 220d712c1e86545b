// The server half of bench.mjs: the API on a fresh database with many members, and a bare
// Fastify hello-world for comparison. Not part of the product.
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { createApp } from '../src/app.js';
import { openDatabase } from '../src/db/database.js';
import { migrate } from '../src/db/migrate.js';
import { seedDatabase } from '../src/seed/index.js';
import { AUDIENCE, createTestAuth, ISSUER } from '../src/test/support/tokens.js';

export interface BenchInfo {
  apiUrl: string;
  helloUrl: string;
  tokens: string[];
  wheelId: number;
  database: string;
}

export async function serve(options: { databaseUrl: string | undefined; members: number }): Promise<BenchInfo> {
  const database = options.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: options.databaseUrl, poolSize: 20 })
    : await openDatabase({ kind: 'pglite', instance: new PGlite() });
  await migrate(database);
  await seedDatabase(database.db, new Date(), { demo: true });

  const auth = await createTestAuth();
  const mobiles = Array.from({ length: options.members }, (_, i) => `0914${String(i).padStart(7, '0')}`);
  for (let i = 0; i < mobiles.length; i += 500) {
    const batch = mobiles.slice(i, i + 500).map((mobile) => ({ mobile, sub: `sub-${mobile}` }));
    await database.db.insertInto('members').values(batch).execute();
  }
  const tokens = await Promise.all(mobiles.map((mobile) => auth.member(mobile)));

  const unlimited = { max: 1_000_000, windowMs: 60_000 };
  const { app } = await createApp({
    database,
    auth: { issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks },
    rateLimits: { buy: unlimited, spin: unlimited, write: unlimited },
  });
  const hello = Fastify();
  hello.get('/', async () => ({ hello: 'world' }));
  const apiUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const helloUrl = await hello.listen({ host: '127.0.0.1', port: 0 });
  const wheel = await database.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();

  process.once('SIGTERM', () => {
    void Promise.all([app.close(), hello.close()])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  return {
    apiUrl,
    helloUrl,
    tokens,
    wheelId: wheel.id,
    database: options.databaseUrl ? 'PostgreSQL 15 (local, fsync off)' : 'PGlite (in-memory)',
  };
}
