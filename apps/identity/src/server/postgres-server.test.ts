import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { DatabaseUnavailableError } from '../db/unavailable.js';
import { silentLogger } from '../logger.js';
import { resolveOtpPolicy, STRICT_OTP_POLICY } from '../otp/otp-policy.js';
import { OtpService } from '../otp/otp-service.js';
import { refreshTokens, send, signIn, startSignIn, submitMobile } from '../testing/sign-in-client.js';
import { postgresAvailable, startPostgres, type PostgresServer } from '@clorofil/vitest-config/postgres';
import { startTcpProxy, type TcpProxy } from '../test-support/tcp-proxy.js';
import { recordingLogger, startTestServer, type TestServer } from '../test-support/test-server.js';

// Runs against DATABASE_URL when given, otherwise against a throw-away PostgreSQL 15 the test
// starts itself (as the API's concurrency suite does), so CI runs it wherever the binaries are.
// Everything happens in a throw-away schema so a shared database is left as it was.
const given = process.env.DATABASE_URL;

describe.skipIf(!given && !postgresAvailable())('on a real PostgreSQL server', () => {
  const schema = `identity_test_${randomBytes(4).toString('hex')}`;
  let own: PostgresServer | undefined;
  let url: string;
  let scopedUrl: string;
  let admin: Database;
  let t: TestServer;
  let twin: TestServer;

  beforeAll(async () => {
    own = given ? undefined : await startPostgres();
    url = given ?? own?.url ?? '';
    admin = await openDatabase({ url }, { logger: silentLogger });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    // Names this file's connections, so the fault tests end only those on a shared DATABASE_URL.
    scoped.searchParams.set('application_name', schema);
    scopedUrl = scoped.href;
    // Two processes starting at once against an empty database (a scaled-out first deploy).
    [t, twin] = await Promise.all([
      startTestServer({ storage: { url: scoped.href } }),
      startTestServer({ storage: { url: scoped.href } }),
    ]);
  });

  afterAll(async () => {
    await t?.server.close();
    await twin?.server.close();
    await admin?.exec(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin?.close();
    await own?.stop();
  });

  it('two processes that start together share one set of signing keys', async () => {
    const kids = async (issuer: string) =>
      ((await (await fetch(new URL('/jwks', issuer))).json()) as { keys: Array<{ kid: string }> }).keys.map(
        (k) => k.kid,
      );
    expect(await kids(twin.issuer)).toEqual(await kids(t.issuer));
  });

  it('signs in, rotates and detects refresh token reuse through the pg pool', async () => {
    const { tokens } = await signIn({ issuer: t.issuer, mobile: '09126660001' });
    const rotated = await refreshTokens(t.issuer, tokens.refresh_token ?? '');
    expect(rotated.status).toBe(200);
    expect((await refreshTokens(t.issuer, tokens.refresh_token ?? '')).body.error).toBe('invalid_grant');
    expect((await refreshTokens(t.issuer, String(rotated.body.refresh_token))).body.error).toBe('invalid_grant');
    const tables = await admin.query<{ table_name: string }>(
      'SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name',
      [schema],
    );
    expect(tables.map((row) => row.table_name)).toEqual([
      'oidc_accounts',
      'oidc_models',
      'oidc_otp_codes',
      'oidc_rate_counters',
      'oidc_revoked_sessions',
      'oidc_secrets',
    ]);
  });

  it('50 parallel sends on ten connections: exactly the per-number and per-address limits get codes', async () => {
    const db = await openDatabase({ url: scopedUrl });
    try {
      const otp = new OtpService({
        db,
        sms: { send: async () => undefined },
        pepper: 'pepper',
        policy: resolveOtpPolicy(STRICT_OTP_POLICY, { perIp: { limit: 7, windowSeconds: 3600 } }),
        now: Date.now,
        logger: silentLogger,
      });
      const byNumber = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          otp.send({ interactionUid: randomUUID(), mobile: '09126660050', ip: `10.9.0.${i}` }),
        ),
      );
      expect(byNumber.filter((r) => r.ok)).toHaveLength(STRICT_OTP_POLICY.perMobile.limit);
      const byAddress = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          otp.send({ interactionUid: randomUUID(), mobile: `0912667${String(i).padStart(4, '0')}`, ip: '10.9.1.1' }),
        ),
      );
      expect(byAddress.filter((r) => r.ok)).toHaveLength(7);
    } finally {
      await db.close();
    }
  });

  describe('when the database fails', () => {
    // Any uncaught exception here would have ended a real process: the tests fail on one.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    beforeEach(() => {
      uncaught.length = 0;
      process.on('uncaughtException', onUncaught);
    });
    afterEach(() => {
      process.off('uncaughtException', onUncaught);
      expect(uncaught).toEqual([]);
    });

    it('keeps running when pg_terminate_backend ends its idle connections, and signs the next member in', async () => {
      const ready = () => fetch(new URL('/readyz', t.issuer));
      // A few idle connections in the pool.
      await Promise.all([ready(), ready(), ready()]);
      const ended = await admin.query<{ ended: boolean }>(TERMINATE, [schema]);
      expect(ended.length).toBeGreaterThan(0);
      // The pool hears of the ended connections when the server's process gets to it: on a loaded
      // machine, seconds, one at a time. A request handed a connection the pool has not yet heard of
      // is answered 503 with Retry-After (by design); a retry soon after is answered from a new one.
      await vi.waitFor(
        () => expect(t.logs.join('\n')).toContain('database connection lost while idle (57P01 terminating connection'),
        { timeout: 10_000 },
      );
      const answer = await vi.waitFor(
        async () => {
          const response = await ready();
          expect(response.status).toBe(200);
          return response;
        },
        { timeout: 10_000, interval: 250 },
      );
      expect(await answer.json()).toEqual({ status: 'ok', database: true });
      const { tokens } = await signIn({ issuer: t.issuer, mobile: '09126660002' });
      expect(tokens.access_token).toBeTruthy();
    });

    it('a connection that dies inside a transaction fails that transaction only', async () => {
      const lines: string[] = [];
      const db = await openDatabase({ url: scopedUrl }, { logger: recordingLogger(lines) });
      try {
        const failing = db.transaction(async (tx) => {
          const [own] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
          await admin.query('SELECT pg_terminate_backend($1)', [own?.pid]);
          await vi.waitFor(() => expect(lines.join('\n')).toContain('database connection lost during a transaction'), {
            timeout: 10_000,
          });
          return tx.query('SELECT 1');
        });
        await expect(failing).rejects.toBeInstanceOf(DatabaseUnavailableError);
        expect(await db.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
      } finally {
        await db.close();
      }
    });

    describe('behind a relay that can cut or freeze it', () => {
      let proxy: TcpProxy;
      let relayed: TestServer;
      const readyz = () => fetch(new URL('/readyz', relayed.issuer));

      beforeAll(async () => {
        const direct = new URL(scopedUrl);
        proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port) });
        direct.port = String(proxy.port);
        // Short bounds keep the frozen case quick; production waits 3 s and 10 s.
        relayed = await startTestServer({
          storage: { url: direct.href, connectionTimeoutMs: 1_000, statementTimeoutMs: 1_500 },
        });
      });
      afterAll(async () => {
        await relayed?.server.close();
        await proxy?.close();
      });

      it('answers 503 with Retry-After at once while the database is unreachable, and serves again once it is back', async () => {
        const session = await startSignIn({ issuer: relayed.issuer });
        expect((await readyz()).status).toBe(200);
        await proxy.cut();

        const started = Date.now();
        const down = await readyz();
        expect(down.status).toBe(503);
        expect(down.headers.get('retry-after')).toBe('5');
        expect(await down.json()).toEqual({ status: 'unavailable', database: false });
        const page = await send(session.jar, session.interactionUrl);
        expect(page.status).toBe(503);
        expect(page.headers.get('retry-after')).toBe('5');
        const html = await page.text();
        expect(html).toContain('ورود موقتاً در دسترس نیست');
        expect(html).toContain('چند ثانیهٔ دیگر دوباره تلاش کنید');
        expect((await submitMobile(session, '09126660003')).status).toBe(503);
        // oidc-provider's own endpoints, through the storage adapter.
        const token = await fetch(new URL('/token', relayed.issuer), {
          method: 'POST',
          body: new URLSearchParams({
            grant_type: 'refresh_token',
            client_id: 'clorofil-web',
            refresh_token: 'not-a-real-refresh-token',
          }),
        });
        expect(token.status).toBe(503);
        expect(token.headers.get('retry-after')).toBe('5');
        expect(await token.json()).toMatchObject({ error: 'server_error' });
        expect(Date.now() - started).toBeLessThan(3_000);
        expect(relayed.logs.join('\n')).toContain('database unavailable, answered 503');

        await proxy.restore();
        await vi.waitFor(async () => expect((await readyz()).status).toBe(200), { timeout: 5_000 });
        const back = await send(session.jar, session.interactionUrl);
        expect(back.status).toBe(200);
        expect(await back.text()).toContain('id="mobile"');
      });

      it('answers 503 within its time bounds while the database is frozen, and serves again once it thaws', async () => {
        const session = await startSignIn({ issuer: relayed.issuer });
        proxy.freeze();
        try {
          let started = Date.now();
          expect((await readyz()).status).toBe(503);
          expect(Date.now() - started).toBeLessThan(2_000);
          started = Date.now();
          const page = await send(session.jar, session.interactionUrl);
          expect(page.status).toBe(503);
          // The pool's idle connection waits for its answer at most statement + 1 s.
          expect(Date.now() - started).toBeLessThan(4_000);
        } finally {
          proxy.thaw();
        }
        await vi.waitFor(async () => expect((await readyz()).status).toBe(200), { timeout: 5_000 });
        expect((await send(session.jar, session.interactionUrl)).status).toBe(200);
      });
    });
  });
});

/** Ends every connection of this file's servers to the database (what a restart or an operator does). */
const TERMINATE = `SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity
  WHERE pid <> pg_backend_pid() AND datname = current_database() AND application_name = $1`;
