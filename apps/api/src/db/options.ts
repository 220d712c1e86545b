import type { PGlite } from '@electric-sql/pglite';

// The database settings on their own, without the engines: the settings check at start-up reads
// them before the server (and PGlite, pg, Kysely with it) is loaded.

/** How long a request may wait on PostgreSQL before it is answered 503 (see DatabaseUnavailable). */
export interface DatabaseLimits {
  /** DATABASE_CONNECT_TIMEOUT_MS: the wait for a connection (pool full, server away or frozen). */
  connectMs: number;
  /** DATABASE_QUERY_TIMEOUT_MS: the wait for one statement's answer (server frozen, lock held). */
  queryMs: number;
}

export const DEFAULT_DATABASE_LIMITS: DatabaseLimits = { connectMs: 3_000, queryMs: 10_000 };

export type DatabaseOptions =
  | { kind: 'postgres'; url: string; poolSize?: number; limits?: Partial<DatabaseLimits> }
  | { kind: 'pglite'; dataDir?: string; instance?: PGlite };
