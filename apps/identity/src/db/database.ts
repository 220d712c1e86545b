import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { consoleLogger, type Logger } from '../logger.js';
import { asDatabaseError, describeDatabaseError, isConnectionLost, isDatabaseUnavailable } from './unavailable.js';

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
  /** With `url`: how long a request may wait for a connection (default 3 s). */
  connectionTimeoutMs?: number | undefined;
  /** With `url`: how long one statement may run (default 10 s). */
  statementTimeoutMs?: number | undefined;
}

/** How long a request waits for a pooled connection (or a new one) before it gets a 503. */
export const CONNECTION_TIMEOUT_MS = 3_000;
/** How long a statement may run on the server (`statement_timeout`), lock waits included. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/**
 * The client's own bound on an answer (`query_timeout`), a little longer than the server's:
 * a frozen server or a silent network never cancels anything, so the client gives up itself.
 */
const ANSWER_MARGIN_MS = 1_000;
const POOL_SIZE = 10;
/** Statements that only read, and so may be asked twice. */
const READ = /^\s*SELECT\b/i;

export async function openDatabase(
  location: DatabaseLocation = {},
  options: { logger?: Logger | undefined } = {},
): Promise<Database> {
  if (location.url) return openPool(location, options.logger ?? consoleLogger);
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

/**
 * A real PostgreSQL server through a `pg` pool, built to outlive the server's restarts, a
 * pg_terminate_backend, a network blip or a frozen server:
 * - a connection that fails while idle in the pool is dropped by the pool, which reports it as an
 *   'error' event; without a listener that event would end the process, so it is logged instead;
 * - one that fails while a transaction has it checked out reports on the client itself, where
 *   pg-pool listens only while the client is idle: `transaction` listens meanwhile and hands such
 *   a client back with `release(error)`, which destroys it instead of pooling it again;
 * - reconnection needs no code: the pool opens new connections on demand, so once the server is
 *   back the next query simply gets a fresh one;
 * - nothing waits for ever: a connection comes within `connectionTimeoutMillis` or the query
 *   fails, the server cancels a statement after `statement_timeout`, the client gives up after
 *   `query_timeout` when the server does not answer at all, and TCP keep-alive notices a peer
 *   that vanished without closing the connection.
 * Failures of that kind are thrown as `DatabaseUnavailableError` (a 503 for the caller).
 */
async function openPool(location: DatabaseLocation, logger: Logger): Promise<Database> {
  const url = location.url ?? '';
  const statementTimeoutMs = location.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS;
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_SIZE,
    connectionTimeoutMillis: location.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + ANSWER_MARGIN_MS,
    keepAlive: true,
  });
  pool.on('error', (error) => {
    logger.warn(
      `database connection lost while idle (${describeDatabaseError(error)}); the pool opens a new one when needed`,
    );
  });
  const once = async <T>(sql: string, params: unknown[]): Promise<T[]> => (await pool.query(sql, params)).rows as T[];
  const run = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
    try {
      return await once<T>(sql, params);
    } catch (error) {
      // Right after a restart or pg_terminate_backend an idle connection can be handed out
      // before its end has been read. A read that met one is asked once more: the pool has
      // dropped that connection, so the retry gets another. Writes are not repeated (their
      // outcome is unknown), and neither is a timeout (the wait would only double).
      if (!READ.test(sql) || !isConnectionLost(error)) throw asDatabaseError(error);
    }
    try {
      return await once<T>(sql, params);
    } catch (error) {
      throw asDatabaseError(error);
    }
  };

  /** A connection for a transaction, listened to while it is out of the pool (see above). */
  const checkout = async () => {
    let client: pg.PoolClient;
    try {
      client = await pool.connect();
    } catch (error) {
      throw asDatabaseError(error);
    }
    const held = {
      client,
      broken: undefined as Error | undefined,
      fail(error: unknown) {
        held.broken ??= error instanceof Error ? error : new Error(String(error));
      },
      /** Back to the pool, or destroyed when it failed. */
      release() {
        client.off('error', onError);
        client.release(held.broken);
      },
    };
    const onError = (error: Error) => {
      held.fail(error);
      logger.warn(`database connection lost during a transaction (${describeDatabaseError(error)})`);
    };
    client.on('error', onError);
    return held;
  };

  // Fail at start-up, not on the first sign-in, when the server is unreachable.
  try {
    await run('SELECT 1');
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    description: `PostgreSQL (${new URL(url).host})`,
    query: run,
    async exec(sql: string) {
      await run(sql);
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      for (let attempt = 1; ; attempt += 1) {
        const held = await checkout();
        try {
          await held.client.query('BEGIN');
        } catch (error) {
          // Nothing has run yet, so a connection found dead here is simply swapped once.
          held.fail(error);
          held.release();
          if (attempt === 1 && isConnectionLost(error)) continue;
          throw asDatabaseError(error);
        }
        try {
          const result = await work({
            query: async <R>(sql: string, params: unknown[] = []) => (await held.client.query(sql, params)).rows as R[],
          });
          await held.client.query('COMMIT');
          return result;
        } catch (error) {
          // A lost or unanswered connection is not rolled back (the ROLLBACK would wait as long
          // again); destroying it ends the transaction on the server.
          if (isDatabaseUnavailable(error)) held.fail(error);
          if (!held.broken)
            await held.client.query('ROLLBACK').catch((rollbackError: unknown) => held.fail(rollbackError));
          throw asDatabaseError(error);
        } finally {
          held.release();
        }
      }
    },
    async close() {
      await pool.end();
    },
  };
}
