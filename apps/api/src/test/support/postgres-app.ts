import { startPostgres, type PostgresServer } from '@clorofil/vitest-config/postgres';
import type { FastifyInstance } from 'fastify';
import { createApp, type CreateAppOptions } from '../../app.js';
import type { AppContext } from '../../context.js';
import { openDatabase, type Database } from '../../db/database.js';
import { migrate } from '../../db/migrate.js';
import { seedDatabase } from '../../seed/index.js';
import type { TestClock } from './test-clock.js';
import { AUDIENCE, createTestAuth, ISSUER, type TestAuth } from './tokens.js';

// The test files that need real parallelism (PGlite has one connection) or more than one API
// process run against a PostgreSQL server of their own: started, migrated and seeded with the demo
// data here, removed by `close`. (The other API tests share PGlite templates: test-app.ts.)

export type PostgresAppOptions = {
  /** Connections of the first process's pool; the API's default when left out. */
  poolSize?: number;
  clock?: TestClock;
  /** Buys, spins and writes allowed per member and minute; the API's own limits when left out. */
  rateLimit?: number;
  /** Instead of one `migrate`: a test of the migrations themselves (they run before the seed). */
  migrate?: (database: Database, server: PostgresServer) => Promise<void>;
  /** Runs after the seed, before any process starts. */
  afterSeed?: (database: Database) => Promise<void>;
};

export type ApiProcess = { app: FastifyInstance; ctx: AppContext; database: Database };

export type PostgresApp = ApiProcess & {
  server: PostgresServer;
  auth: TestAuth;
  /** Another API process on the same PostgreSQL, with its own pool and its own caches. */
  anotherProcess(): Promise<ApiProcess>;
  /** Closes every process and pool, then stops and removes the server. */
  close(): Promise<void>;
};

export async function startPostgresApp(options: PostgresAppOptions = {}): Promise<PostgresApp> {
  const server = await startPostgres();
  const processes: ApiProcess[] = [];
  const databases: Database[] = [];
  const close = async () => {
    for (const { app } of processes) await app.close();
    for (const database of databases) await database.close();
    await server.stop();
  };
  try {
    const open = async (poolSize?: number) => {
      const database = await openDatabase({ kind: 'postgres', url: server.url, ...(poolSize ? { poolSize } : {}) });
      databases.push(database);
      return database;
    };
    const database = await open(options.poolSize);
    await (options.migrate ? options.migrate(database, server) : migrate(database));
    await seedDatabase(database.db, options.clock?.now() ?? new Date(), { demo: true });
    await options.afterSeed?.(database);
    const auth = await createTestAuth();
    const limits = options.rateLimit ? { max: options.rateLimit, windowMs: 60_000 } : undefined;
    const start = async (processDatabase: Database): Promise<ApiProcess> => {
      const appOptions: CreateAppOptions = {
        database: processDatabase,
        auth: { issuer: ISSUER, audience: AUDIENCE, jwks: auth.jwks },
        ...(limits ? { rateLimits: { buy: limits, spin: limits, write: limits } } : {}),
        ...(options.clock ? { clock: options.clock } : {}),
      };
      const { app, ctx } = await createApp(appOptions);
      const started = { app, ctx, database: processDatabase };
      processes.push(started);
      return started;
    };
    const first = await start(database);
    return { ...first, server, auth, anotherProcess: async () => start(await open()), close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}
