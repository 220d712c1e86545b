// The documented production shape on one machine: one PostgreSQL holding both servers' tables,
// the identity provider texting codes through an SMS gateway, and two API processes. Each test
// file starts its own on free ports and removes it afterwards.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  exchangeCode,
  finishAtCallback,
  startSignIn,
  submitCode,
  submitMobile,
  type SignInSession,
} from '@clorofil/identity/testing';
import { freePort } from '@clorofil/vitest-config/ports';
import { startPostgres, type PostgresServer } from '@clorofil/vitest-config/postgres';
import pg from 'pg';
import { startGateway, type SmsGateway } from './gateway.js';
import { startServer, type ServerProcess } from './processes.js';

/** Limits the suite sets, so that waiting them out keeps the run short. */
export const LIMITS = {
  /** IDEMPOTENCY_LEASE_MS: a key in flight this long may be taken over. */
  leaseMs: 2_000,
  /** DATABASE_QUERY_TIMEOUT_MS of the API. */
  queryMs: 3_000,
};

export interface Stack {
  postgres: PostgresServer;
  gateway: SmsGateway;
  identity: ServerProcess;
  /** The two API processes of the deployment. */
  apis: [ServerProcess, ServerProcess];
  issuer: string;
  webOrigin: string;
  /** A connection pool of the test's own, for setting up data and for the audits. */
  sql: pg.Pool;
  /** Another API process on the same database (a restart, a scale-up). */
  startApi(name: string): Promise<ServerProcess>;
  /** The identity provider again (same port, same database, so the same keys). */
  restartIdentity(): Promise<ServerProcess>;
  /** A member's access token, through the whole sign-in: mobile, code by SMS, token. */
  signIn(mobile: string): Promise<string>;
  close(): Promise<void>;
}

export async function startStack(): Promise<Stack> {
  const postgres = await startPostgres();
  const gateway = await startGateway();
  const sql = new pg.Pool({ connectionString: postgres.url, max: 4 });
  // The test's own pool meets the same restarts as the servers' pools.
  sql.on('error', () => undefined);
  const identityPort = await freePort();
  const issuer = `http://127.0.0.1:${identityPort}`;
  // Only a redirect target: the sign-in ends there, no web server is needed.
  const webOrigin = `http://127.0.0.1:${await freePort()}`;
  const apiClientSecret = randomBytes(32).toString('base64url');
  const servers: ServerProcess[] = [];

  const startIdentity = async () => {
    const identity = await startServer({
      name: 'identity',
      app: 'identity',
      port: identityPort,
      readyPath: '/.well-known/openid-configuration',
      env: {
        DATABASE_URL: postgres.url,
        ISSUER: issuer,
        WEB_ORIGIN: webOrigin,
        SMS_WEBHOOK_URL: gateway.url,
        API_CLIENT_SECRET: apiClientSecret,
        // The suite signs many members in from one address within minutes.
        OTP_LIMIT_PER_MOBILE: '100',
        OTP_LIMIT_PER_IP: '1000',
      },
    });
    servers.push(identity);
    return identity;
  };
  const startApi = async (name: string) => {
    const port = await freePort();
    const api = await startServer({
      name,
      app: 'api',
      port,
      readyPath: '/readyz',
      env: {
        DATABASE_URL: postgres.url,
        ISSUER: issuer,
        WEB_ORIGIN: webOrigin,
        API_ORIGIN: `http://127.0.0.1:${port}`,
        API_CLIENT_SECRET: apiClientSecret,
        // Demo members to sign in as; buys and spins are not rate limited for the storms.
        CLOROFIL_DEMO: '1',
        RATE_LIMIT_MAX: '100000',
        WRITE_RATE_LIMIT_MAX: '100000',
        IDEMPOTENCY_LEASE_MS: String(LIMITS.leaseMs),
        DATABASE_QUERY_TIMEOUT_MS: String(LIMITS.queryMs),
        REVOCATION_POLL_MS: '500',
      },
    });
    servers.push(api);
    return api;
  };

  try {
    // The first API process migrates and seeds; the second finds both done.
    const [identity, first] = await Promise.all([startIdentity(), startApi('api-1')]);
    const second = await startApi('api-2');
    let currentIdentity = identity;
    return {
      postgres,
      gateway,
      get identity() {
        return currentIdentity;
      },
      apis: [first, second],
      issuer,
      webOrigin,
      sql,
      startApi,
      async restartIdentity() {
        await currentIdentity.stop();
        currentIdentity = await startIdentity();
        return currentIdentity;
      },
      signIn: (mobile) => signIn({ issuer, webOrigin, gateway }, mobile),
      close: async () => {
        await Promise.all(servers.map((server) => server.stop()));
        await sql.end().catch(() => undefined);
        await gateway.close();
        await postgres.stop();
      },
    };
  } catch (error) {
    await Promise.all(servers.map((server) => server.stop()));
    await sql.end().catch(() => undefined);
    await gateway.close();
    await postgres.stop();
    throw error;
  }
}

async function signIn(
  where: { issuer: string; webOrigin: string; gateway: SmsGateway },
  mobile: string,
): Promise<string> {
  const session: SignInSession = await startSignIn({ issuer: where.issuer, webOrigin: where.webOrigin });
  const sent = await submitMobile(session, mobile);
  await sent.body?.cancel();
  if (sent.status !== 303) throw new Error(`submitting ${mobile} answered ${sent.status}`);
  const code = where.gateway.latestCode(mobile);
  if (!code) throw new Error(`no code reached the gateway for ${mobile}`);
  const callback = await finishAtCallback(session, await submitCode(session, code));
  const exchanged = await exchangeCode(session, callback);
  if (exchanged.status !== 200) throw new Error(`token exchange answered ${exchanged.status}`);
  return String((exchanged.body as { access_token: string }).access_token);
}

/** One call to an API process as the web app makes it (JSON, bearer token, an optional key). */
export async function call(
  api: Pick<ServerProcess, 'origin'>,
  method: 'GET' | 'POST',
  path: string,
  token?: string,
  options: { key?: string; timeoutMs?: number } = {},
): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const response = await fetch(`${api.origin}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
      ...(options.key ? { 'idempotency-key': options.key } : {}),
    },
    ...(method === 'POST' ? { body: '{}' } : {}),
    signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body, ms: Date.now() - started };
}

/** A fresh mobile number no other test uses. */
export function newMobile(): string {
  return `0913${String(Number.parseInt(randomUUID().replaceAll('-', '').slice(0, 12), 16) % 10_000_000).padStart(7, '0')}`;
}

/** The member's id (the API creates the member on its first signed-in call) and a gift of points. */
export async function fundMember(
  stack: Stack,
  token: string,
  mobile: string,
  points: number,
  through: Pick<ServerProcess, 'origin'> = stack.apis[0],
): Promise<number> {
  const profile = await call(through, 'GET', '/api/Profile', token);
  if (profile.status !== 200) throw new Error(`GET /api/Profile answered ${profile.status}`);
  const { rows } = await stack.sql.query<{ id: number }>('SELECT id FROM members WHERE mobile = $1', [mobile]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no member ${mobile}`);
  if (points > 0)
    await stack.sql.query(
      `INSERT INTO points_ledger (member_id, amount, activity, source, created_at) VALUES ($1, $2, 'هدیه', 'gift', now())`,
      [id, points],
    );
  return id;
}

/** The fault suite's own reward: 10 points, no stock limit, bought up to 1,000 times a member. */
export async function storeReward(stack: Stack): Promise<number> {
  const { rows } = await stack.sql.query<{ id: number }>(
    `INSERT INTO rewards (key, title, type_label, category, image_file, score, valid_count, stock, visible)
     VALUES ($1, 'جایزهٔ آزمون خطا', 'هدیه', 'gift', (SELECT image_file FROM rewards LIMIT 1), 10, 1000, NULL, true)
     RETURNING id`,
    [`fault-${randomUUID()}`],
  );
  return rows[0]!.id;
}
