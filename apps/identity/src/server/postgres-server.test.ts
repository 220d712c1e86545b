import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { silentLogger } from '../logger.js';
import { resolveOtpPolicy, STRICT_OTP_POLICY } from '../otp/otp-policy.js';
import { OtpService } from '../otp/otp-service.js';
import { refreshTokens, signIn } from '../testing/sign-in-client.js';
import { postgresAvailable, startPostgres, type PostgresServer } from '@clorofil/vitest-config/postgres';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

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
    admin = await openDatabase({ url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
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
});
