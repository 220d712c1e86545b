export interface PostgresServer {
  url: string;
  /** `pg_ctl restart`: `fast` (clean, ends every session) or `immediate` (a crash, recovery at start). */
  restart(mode?: 'fast' | 'immediate'): Promise<void>;
  /** `pg_ctl stop` without removing the cluster; `start` brings it back on the same port. */
  shutdown(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT to the postmaster and every backend: a server that hangs without failing. */
  freeze(): Promise<void>;
  thaw(): Promise<void>;
  /** Ends the server and deletes its folder. */
  stop(): Promise<void>;
}
export function postgresAvailable(): boolean;
export function startPostgres(): Promise<PostgresServer>;
