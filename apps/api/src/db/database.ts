import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, type Kysely as KyselyType } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { lockPgliteDir } from './pglite-lock.js';
import { DEFAULT_DATABASE_LIMITS, type DatabaseLimits, type DatabaseOptions } from './options.js';
import type { DB } from './schema.js';

/** One dedicated connection, for work that must not be interleaved (migrations, advisory locks). */
export interface RawSession {
  exec(script: string): Promise<void>;
  query<R>(text: string, params?: unknown[]): Promise<R[]>;
}

/** What a LISTEN hears, and whether it is hearing at all (notifications are lost while it is not). */
export interface ListenHandlers {
  message(payload: string): void;
  state(live: boolean): void;
}

export interface Database {
  readonly db: KyselyType<DB>;
  readonly kind: 'pglite' | 'postgres';
  /** How many connections serve queries at once: the pool's size, or PGlite's one session. */
  readonly connections: number;
  withSession<T>(fn: (session: RawSession) => Promise<T>): Promise<T>;
  /** LISTEN on `channel` (a fixed identifier, never user input); resolves to the stop function. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'pglite') return openPglite(options);
  const database = openPostgres(options.url, options.poolSize, { ...DEFAULT_DATABASE_LIMITS, ...options.limits });
  await database.warm();
  return database;
}

// Errors that say PostgreSQL is away (restarting, crashed, unreachable, frozen) rather than that
// the statement was wrong: SQLSTATE classes 08 (connection) and 57P (operator intervention), the
// socket's own errors, and pg's messages for a connection lost or never made in time.
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection terminated unexpectedly/;

/** Whether `error` means the database could not be reached (answered 503), not a failed statement. */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (code.startsWith('08') || code.startsWith('57P') || UNAVAILABLE_CODES.has(code)))
    return true;
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message);
}

// Two cores serve both Node and PostgreSQL here: a few busy connections keep them saturated, and
// more only queue inside PostgreSQL instead of in the pool (DATABASE_POOL_SIZE overrides).
export const DEFAULT_POOL_SIZE = 8;

function openPostgres(
  url: string,
  poolSize: number = DEFAULT_POOL_SIZE,
  limits: DatabaseLimits = DEFAULT_DATABASE_LIMITS,
): Database & { warm(): Promise<void> } {
  // Every connection is opened at start and kept (`min`): pg closes idle ones after 10 s, so after
  // a quiet spell — or while every read was answered from the caches — the next burst of writes
  // waited for new connections (a PostgreSQL backend each) and the first statements' planning:
  // the slowest spins of a burst (bench: spin p99).
  // While PostgreSQL is away nothing waits longer than the limits: a connection attempt gives up
  // after `connectMs`, a statement after `queryMs`. Reconnecting needs nothing of its own: the pool
  // discards a broken connection and opens a new one for the next statement, so the first request
  // after the server is back succeeds.
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    min: poolSize,
    Client: PreparingClient,
    connectionTimeoutMillis: limits.connectMs,
    query_timeout: limits.queryMs,
    // Keep-alive probes turn a silently dropped connection (a failover, a network blip) into an
    // error instead of a statement that waits for an answer that never comes.
    keepAlive: true,
  });
  // An idle connection dropped by the server (restart, failover) is discarded by the pool; without
  // a listener the 'error' event would crash the process. (A connection in use has its own
  // listener: PreparingClient.)
  pool.on('error', () => undefined);
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'postgres',
    connections: poolSize,
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
    listen: (channel, handlers) => listenPostgres(url, channel, handlers),
    close: () => db.destroy(),
    async warm() {
      // Unreachable now: the first statements connect (and report) as before.
      const clients = await Promise.allSettled(Array.from({ length: poolSize }, () => pool.connect()));
      for (const client of clients) if (client.status === 'fulfilled') client.value.release();
    },
  };
}

// Kysely's statements are a fixed set of texts with $n parameters: each is parsed and planned by
// PostgreSQL once per connection as a named prepared statement instead of on every call. The name
// is the text's hash (two texts can never share one); the set is bounded so that one-off texts
// (seed batches, long IN lists) cannot grow every connection's statement cache without end.
const MAX_NAMED = 512;
// Longer texts are one-off (long IN lists, seed batches); every fixed statement is far shorter.
const MAX_NAMED_LENGTH = 8_192;
const named = new Map<string, string>();
// "cached plan must not change result type": a table changed under a running process (a rolling
// deploy's migration); that text goes back to unnamed statements, which always see the new shape.
const STALE_PLAN = '0A000';

function statementName(text: string): string | undefined {
  const known = named.get(text);
  if (known !== undefined) return known || undefined;
  if (named.size >= MAX_NAMED || text.length > MAX_NAMED_LENGTH) return undefined;
  const name = `k${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  named.set(text, name);
  return name;
}

class PreparingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    // A connection that breaks while a statement holds it (PostgreSQL restarting mid-request)
    // emits 'error' besides failing the statement; unheard, that would crash the process. The pool
    // discards such a connection when it comes back (it is no longer queryable).
    this.on('error', () => undefined);
  }

  // pg's overloads are many; Kysely always calls query(text, values) and awaits the promise.
  override query(...args: unknown[]): never {
    const [text, values] = args;
    const name =
      args.length === 2 && typeof text === 'string' && Array.isArray(values) && values.length > 0
        ? statementName(text)
        : undefined;
    const call = super.query as (...a: unknown[]) => never;
    const result = (name ? call.call(this, { name, text, values }) : call.apply(this, args)) as unknown;
    if (!(result instanceof Promise)) return result as never;
    return result.catch((error: unknown) => {
      if (name && (error as { code?: string }).code === STALE_PLAN) {
        named.set(text as string, '');
        return call.call(this, text, values);
      }
      // A statement that timed out still occupies the connection (a frozen server answers it
      // later, or never): the connection is closed so the pool opens a fresh one instead of
      // queueing the next statements behind it.
      if (error instanceof Error && error.message === 'Query read timeout') void this.end().catch(() => undefined);
      throw error;
    }) as never;
  }
}

/**
 * A connection of its own (a pooled one would be handed to queries) that LISTENs, and comes back
 * after a failure with a doubling wait; `state(false)` tells the owner it may be missing messages.
 */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | undefined;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void connect(), Math.min(250 * 2 ** failures, 10_000));
    retry.unref();
    failures = Math.min(failures + 1, 10);
  };
  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    handlers.state(false);
    void client.end().catch(() => undefined);
    schedule();
  };
  const connect = async () => {
    // Keep-alive probes turn a silently dropped connection into an 'error' (and so a flush).
    const client = new pg.Client({ connectionString: url, keepAlive: true, connectionTimeoutMillis: 5_000 });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    client.on('notification', (note) => {
      if (note.channel === channel) handlers.message(note.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch {
      void client.end().catch(() => undefined);
      schedule();
      return;
    }
    if (stopped) return void (await client.end().catch(() => undefined));
    current = client;
    failures = 0;
    handlers.state(true);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end().catch(() => undefined);
  };
}

async function openPglite(options: { dataDir?: string; instance?: PGlite }): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const unlock = options.dataDir ? lockPgliteDir(options.dataDir) : () => undefined;
  const pglite = options.instance ?? new PGlite(options.dataDir);
  await pglite.waitReady;
  // The dialect hands PGlite's one session to one statement or transaction at a time; the others queue.
  const db = new Kysely<DB>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    kind: 'pglite',
    connections: 1,
    // Holding a Kysely connection takes the dialect's lock on the single PGlite session, so the
    // direct calls below cannot interleave with other queries.
    withSession: (fn) =>
      db.connection().execute(() =>
        fn({
          exec: async (script) => void (await pglite.exec(script)),
          query: async (text, params) => (await pglite.query(text, params)).rows as never,
        }),
      ),
    // One process owns a PGlite database, so its own notifications are the only ones there are.
    listen: async (channel, handlers) => {
      const unlisten = await pglite.listen(channel, (payload) => handlers.message(payload));
      handlers.state(true);
      return async () => {
        handlers.state(false);
        await unlisten().catch(() => undefined);
      };
    },
    close: async () => {
      try {
        await db.destroy();
      } finally {
        unlock();
      }
    },
  };
}
