import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { CACHE_CHANNEL } from '../cache/cache-hub.js';
import type { AppContext } from '../context.js';
import { DEFAULT_POOL_SIZE, type Database } from '../db/database.js';
import { warmWrites } from '../warm-up.js';
import type { TestAuth } from './support/tokens.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
// Before it takes requests, the API runs the spin's statements on every pooled connection and
// rolls them back (src/warm-up.ts).
const available = postgresAvailable();
if (!available) console.warn('SKIPPED warm-up PostgreSQL tests: PostgreSQL binaries not found (set PG_BIN).');

describe.skipIf(!available)('warming the write statements at start (PostgreSQL)', () => {
  let stack: PostgresApp;
  let database: Database;
  let app: FastifyInstance;
  let ctx: AppContext;
  let auth: TestAuth;

  beforeAll(async () => {
    stack = await startPostgresApp({ rateLimit: 100 });
    ({ database, app, ctx, auth } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  /** What the warm-up must leave as it found it. */
  const written = async () =>
    (
      await sql<Record<string, number>>`SELECT
        (SELECT count(*)::int FROM wheel_spins) AS spins,
        (SELECT count(*)::int FROM points_ledger) AS points,
        (SELECT count(*)::int FROM discount_codes) AS codes,
        (SELECT count(*)::int FROM rate_limit_hits) AS counters,
        (SELECT count(*)::int FROM idempotency_keys) AS keys`.execute(database.db)
    ).rows[0];

  /** The statements prepared on each pooled connection: all of them held at once, so each is another. */
  async function preparedOnEveryConnection(): Promise<string[][]> {
    let arrived = 0;
    let release!: () => void;
    const together = new Promise<void>((resolve) => (release = resolve));
    return Promise.all(
      Array.from({ length: DEFAULT_POOL_SIZE }, () =>
        database.withSession(async (session) => {
          arrived += 1;
          if (arrived === DEFAULT_POOL_SIZE) release();
          await together;
          const [{ pid }] = (await session.query('SELECT pg_backend_pid() AS pid', [])) as [{ pid: number }];
          const rows = (await session.query('SELECT statement FROM pg_prepared_statements', [])) as {
            statement: string;
          }[];
          return [`pid ${pid}`, ...rows.map((row) => row.statement)];
        }),
      ),
    );
  }

  it('prepares a spin’s statements on every pooled connection, and writes and announces nothing', async () => {
    const before = await written();
    const heard: string[] = [];
    const stop = await database.listen(CACHE_CHANNEL, { message: (payload) => heard.push(payload), state: () => {} });
    try {
      expect(await warmWrites(ctx)).toBe(DEFAULT_POOL_SIZE);
      // A committed write's NOTIFY arrives within milliseconds; give it ample time to show up.
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await stop();
    }
    expect(heard).toEqual([]);
    expect(await written()).toEqual(before);

    const connections = await preparedOnEveryConnection();
    expect(new Set(connections.map((statements) => statements[0])).size).toBe(DEFAULT_POOL_SIZE);
    for (const statements of connections) {
      // The limit, the key's claim, and the spin's statement with a key (storing its answer) and without.
      const spins = statements.filter((text) => text.includes('INSERT INTO wheel_spins'));
      expect(spins).toHaveLength(2);
      expect(spins.filter((text) => text.includes('UPDATE idempotency_keys'))).toHaveLength(1);
      expect(statements.filter((text) => text.includes('rate_m AS'))).toHaveLength(1);
      expect(statements.some((text) => text.includes('insert into "idempotency_keys"'))).toBe(true);
    }
  });

  it('leaves every member free to spin today', async () => {
    await warmWrites(ctx);
    const { wheelId } = (await app.inject({ method: 'GET', url: '/api/wheel/Prizes' })).json() as { wheelId: number };
    const members = await ctx.db.selectFrom('members').select('mobile').orderBy('id').limit(2).execute();
    for (const { mobile } of members) {
      const answer = await app.inject({
        method: 'POST',
        url: `/api/wheel/Spin/${wheelId}`,
        headers: { authorization: `Bearer ${await auth.member(mobile)}` },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      // -20 would be «no spin left today».
      expect((answer.json() as { status: number }).status).not.toBe(-20);
    }
  });
});
