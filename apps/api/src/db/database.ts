import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Kysely as KyselyType } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock.js';
import type { DB } from './schema.js';

/** One dedicated connection, for work that must not be interleaved (migrations, advisory locks). */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

export interface Database {
  readonly db: KyselyType<DB>;
  readonly kind: 'pglite' | 'postgres';
  withSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dataDir?: string; instance?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.poolSize) : openPglite(options);
}

function openPostgres(url: string, poolSize = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle connection dropped by the server (restart, failover) is discarded by the pool; without
  // a listener the 'error' event would crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    async withSession(fn) {
      const client = await pool.connect();
      try {
        return await fn({
          // Without parameters pg uses the simple protocol, which runs multi-statement scripts.
          exec: async (script) => void (await client.query(script)),
          query: async (text, params) => (await client.query(text, params)).rows,
        });
      } finally {
        client.release();
      }
    },
    close: () => db.destroy(),
  };
}

async function openPglite(options: { dataDir?: string; instance?: PGlite }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockPgliteDir(options.dataDir) : () => undefined;
  const pglite = options.instance ?? new PGlite(options.dataDir);
  await pglite.waitReady;
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    // Holding a Kysely connection takes the dialect's lock on the single PGlite session, so the
    // direct calls below cannot interleave with other queries.
    withSession: (fn) =>
      db.connection().execute(() =>
        fn({
          exec: async (script) => void (await pglite.exec(script)),
          query: async (text, params) => (await pglite.query(text, params)).rows as never,
        }),
      ),
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
