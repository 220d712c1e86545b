import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** What a transaction can do: statements on one connection between BEGIN and COMMIT. */
export interface Queryable {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * The little of PostgreSQL this server needs. Two engines sit behind it: embedded PGlite (a folder
 * on disk for `dev`, or memory for tests) and a real server through a `pg` pool (`DATABASE_URL`).
 */
export interface Database extends Queryable {
  /**
   * Runs `work` in one transaction (rolled back when it throws). Used where a check and a write
   * must not interleave with another request's, e.g. the one-time-code send limits.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs several `;`-separated statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
  readonly description: string;
}

export interface DatabaseLocation {
  /** A PostgreSQL connection string; wins over `dataDir`. */
  url?: string | undefined;
  /** A folder for embedded PGlite; without it (and without `url`) the database lives in memory. */
  dataDir?: string | undefined;
  /**
   * In memory only: start as a copy of this dumped PGlite data directory (`dumpDataDir`) instead
   * of running initdb (~4 s of CPU; the tests start from one dump made per run).
   */
  copyOf?: Blob | undefined;
}

export async function openDatabase(location: DatabaseLocation = {}): Promise<Database> {
  if (location.url) return openPool(location.url);
  return openPglite(location.dataDir, location.copyOf);
}

async function openPglite(dataDir: string | undefined, copyOf: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const db = dataDir ? new PGlite(dataDir) : new PGlite(copyOf ? { loadDataDir: copyOf } : undefined);
  await db.waitReady;
  return {
    description: dataDir ? `PGlite (${dataDir})` : 'PGlite (in memory)',
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await db.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await db.exec(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      // PGlite runs one statement or transaction at a time, so this also serialises the work.
      return db.transaction((tx) =>
        work({ query: async <R>(sql: string, params: unknown[] = []) => (await tx.query<R>(sql, params)).rows }),
      );
    },
    async close() {
      if (!db.closed) await db.close();
    },
  };
}

async function openPool(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Fail at start-up, not on the first sign-in, when the server is unreachable.
  await pool.query('SELECT 1');
  return {
    description: `PostgreSQL (${new URL(url).host})`,
    async query<T>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params);
      return result.rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          query: async <R>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as R[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}
