import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database.js';
import { refreshTokens, signIn } from '../testing/sign-in-client.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

// Runs when a real PostgreSQL server is given (DATABASE_URL, as in CI and the concurrency suites).
// Everything happens in a throw-away schema so a shared database is left as it was.
const url = process.env.DATABASE_URL;

describe.skipIf(!url)('on a real PostgreSQL server (DATABASE_URL)', () => {
  const schema = `identity_test_${randomBytes(4).toString('hex')}`;
  let admin: Database;
  let t: TestServer;
  let twin: TestServer;

  beforeAll(async () => {
    admin = await openDatabase({ url });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const scoped = new URL(url ?? '');
    scoped.searchParams.set('options', `-c search_path=${schema}`);
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
  });

  it('two processes that start together share one set of signing keys', async () => {
    const kids = async (issuer: string) =>
      ((await (await fetch(new URL('/jwks', issuer))).json()) as { keys: Array<{ kid: string }> }).keys.map((k) => k.kid);
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
    expect(tables.map((row) => row.table_name)).toEqual(['oidc_accounts', 'oidc_models', 'oidc_otp_codes', 'oidc_secrets']);
  });
});
