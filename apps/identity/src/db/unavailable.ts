import type { Queryable } from './database.js';

/** Seconds a member or a client is asked to wait (Retry-After) while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// Socket-level failures: the server is down, restarting, unreachable, or dropped the connection.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// SQLSTATEs that mean "not now" rather than "this request is wrong": the server shuts down
// (admin_shutdown 57P01, also what pg_terminate_backend sends; crash_shutdown 57P02), is starting
// or recovering (cannot_connect_now 57P03), is full (too_many_connections 53300), or cancelled a
// statement that ran past statement_timeout (query_canceled 57014). Class 08 is every connection
// exception.
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300', '57014']);

// node-postgres reports its own connection and timeout failures without a code.
const PG_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection within connectionTimeoutMillis
  'Connection terminated', // the socket closed (unexpectedly, or due to connection timeout)
  'Query read timeout', // query_timeout: the server did not answer (frozen, network black hole)
  'is not queryable', // the client lost its connection earlier
];

/**
 * The database could not be reached or did not answer in time. Its `statusCode`/`status` make
 * oidc-provider's and Koa's error handlers answer 503 instead of 500 when it comes out of the
 * storage adapter; the request handler answers it with a Persian 503 page or JSON.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  readonly status = 503;
  readonly expose = false;

  constructor(cause: unknown) {
    super(`database unavailable: ${describeDatabaseError(cause)}`, { cause });
    this.name = 'DatabaseUnavailableError';
  }
}

function classify(error: unknown, depth: number): boolean {
  if (depth > 4 || typeof error !== 'object' || error === null) return false;
  if (error instanceof DatabaseUnavailableError) return true;
  const { code, message, cause, errors } = error as {
    code?: unknown;
    message?: unknown;
    cause?: unknown;
    errors?: unknown;
  };
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)))
    return true;
  if (typeof message === 'string' && PG_MESSAGES.some((known) => message.includes(known))) return true;
  // Node wraps the attempts at every address of a host name in an AggregateError.
  if (Array.isArray(errors) && errors.some((inner) => classify(inner, depth + 1))) return true;
  return classify(cause, depth + 1);
}

/** Whether `error` means the database is away, restarting, full or frozen (a 503, not a 500). */
export function isDatabaseUnavailable(error: unknown): boolean {
  return classify(error, 0);
}

// The server ended this session (a restart, pg_terminate_backend) or the socket broke: the
// connection is gone, while the server may well answer on a new one.
const LOST_CODES = new Set(['57P01', '57P02', 'ECONNRESET', 'EPIPE']);
const LOST_MESSAGES = ['Connection terminated unexpectedly', 'is not queryable'];

/**
 * Whether `error` came from a connection that had died (the narrower case of "unavailable"): a
 * read, or a transaction that has not started, may be asked again on a fresh connection.
 */
export function isConnectionLost(error: unknown): boolean {
  const inner = error instanceof DatabaseUnavailableError ? error.cause : error;
  if (typeof inner !== 'object' || inner === null) return false;
  const { code, message } = inner as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && LOST_CODES.has(code)) return true;
  return typeof message === 'string' && LOST_MESSAGES.some((known) => message.includes(known));
}

/** The error to throw on: connection failures become `DatabaseUnavailableError`, the rest stay as they are. */
export function asDatabaseError(error: unknown): unknown {
  return isDatabaseUnavailable(error) && !(error instanceof DatabaseUnavailableError)
    ? new DatabaseUnavailableError(error)
    : error;
}

/** A short description for the log: the code and the message, never parameters. */
export function describeDatabaseError(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error);
  const { code, message } = error as { code?: unknown; message?: unknown };
  const text = typeof message === 'string' && message !== '' ? message : error.constructor.name;
  return typeof code === 'string' ? `${code} ${text}` : text;
}

/**
 * Whether `SELECT 1` answers within `timeoutMs` (readiness). The query may outlive the answer:
 * it keeps its own bounds (the pool's connection and statement timeouts) and is caught here.
 */
export async function databaseAnswers(db: Queryable, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = db.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
