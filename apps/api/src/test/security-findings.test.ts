import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { parseTrustProxy } from '../http/trust-proxy.js';
import { needsSeed, seedDatabase } from '../seed/index.js';
import { pgliteCopy } from './support/pglite-copy.js';
import { startTestApp, type TestApp } from './support/test-app.js';

const PERSIAN = /[\u0600-\u06FF]/;
const REVIEWER = '09129999999';

describe('a database without CLOROFIL_DEMO', () => {
  it('gets reference data only: zero members, no reviewer', async () => {
    const database = await openDatabase({ kind: 'pglite', instance: pgliteCopy('empty') });
    try {
      await migrate(database);
      expect(await needsSeed(database.db)).toBe(true);
      expect(await seedDatabase(database.db, new Date(), { demo: false })).toEqual({ createdMembers: [] });
      const count = async (table: 'members' | 'points_ledger' | 'provinces' | 'rewards' | 'wheels' | 'pages') =>
        Number(
          (await sql<{ n: string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(database.db)).rows[0]?.n,
        );
      expect(await count('members')).toBe(0);
      expect(await count('points_ledger')).toBe(0);
      expect(await count('provinces')).toBeGreaterThan(0);
      expect(await count('rewards')).toBeGreaterThan(0);
      expect(await count('wheels')).toBeGreaterThan(0);
      expect(await count('pages')).toBeGreaterThan(0);
      expect(await needsSeed(database.db)).toBe(false);
    } finally {
      await database.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  it('reads a hop count or an address/CIDR list, and refuses "trust everyone"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7, ::1')).toEqual(['10.0.0.0/8', '192.168.1.7', '::1']);
    expect(parseTrustProxy('true')).toBe('invalid');
    expect(parseTrustProxy('10.0.0.0/33')).toBe('invalid');
    expect(parseTrustProxy('proxy.example.ir')).toBe('invalid');
  });

  const acknowledge = (t: TestApp, token: string, forwardedFor: string, remoteAddress = '10.0.0.2') =>
    t.request({
      method: 'PUT',
      url: '/api/Profile/SeeSelfExpressionResult',
      token,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('without TRUST_PROXY ignores X-Forwarded-For: a spoofed address does not get a fresh allowance', async () => {
    // One write per member per window and ten per address: eleven tokens of different members
    // from one socket address must hit the address limit however they fill X-Forwarded-For.
    const t = await startTestApp({ rateLimits: { write: { max: 1, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const token = await t.auth.member(`0913000${String(i).padStart(4, '0')}`);
        statuses.push((await acknowledge(t, token, `203.0.113.${i}`)).statusCode);
      }
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('with one trusted hop takes the address next to the proxy, not the client’s left-most entry', async () => {
    const t = await startTestApp({ trustProxy: 1, rateLimits: { write: { max: 1, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const token = await t.auth.member(`0913100${String(i).padStart(4, '0')}`);
        // The client writes a new left-most address each time; the proxy appends the real one.
        statuses.push((await acknowledge(t, token, `198.51.100.${i}, 203.0.113.50`)).statusCode);
      }
      expect(statuses.slice(0, 10)).not.toContain(429);
      expect(statuses[10]).toBe(429);
      // Another real client behind the same proxy still has its own allowance.
      const other = await acknowledge(t, await t.auth.member('09132000001'), '203.0.113.51');
      expect(other.statusCode).not.toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('rate limits on every write', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { write: { max: 2, windowMs: 60_000 } } });
  });
  afterAll(async () => t?.close());

  const writes: [string, string, string, unknown][] = [
    ['profile', 'PUT', '/api/Profile', { firstName: 5 }],
    ['acknowledgement', 'PUT', '/api/Profile/SeeSelfExpressionResult', undefined],
    ['bank information', 'PUT', '/api/profile/financial/BankInformation', { sheba: 'x' }],
  ];
  it.each(writes)('limits %s per member with Retry-After and a Persian message', async (_name, method, url, body) => {
    const token = await t.auth.member('09120000002');
    const send = () =>
      t.request({ method: method as 'PUT', url, token, ...(body === undefined ? {} : { body: body as object }) });
    expect((await send()).statusCode).not.toBe(429);
    expect((await send()).statusCode).not.toBe(429);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().Message).toMatch(PERSIAN);
    // Another member is not affected.
    expect(
      (await t.request({ method: method as 'PUT', url, token: await t.auth.member('09120000001') })).statusCode,
    ).not.toBe(429);
  });

  it('limits review decisions per reviewer', async () => {
    const decide = () => t.as(REVIEWER, { method: 'POST', url: '/api/review/09121234567/Reject' });
    expect((await decide()).statusCode).toBe(404);
    expect((await decide()).statusCode).toBe(404);
    expect((await decide()).statusCode).toBe(429);
  });

  it('keeps the counters in PostgreSQL, so another API process on the same database sees them', async () => {
    const rows = await t.ctx.db
      .selectFrom('rate_limit_hits')
      .select(['key', 'hits'])
      .where('key', 'like', 'updateProfile|member:%')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
  });
});

describe('review decisions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it('a reviewer cannot decide their own request, and nothing changes', async () => {
    await t.ctx.db
      .updateTable('members')
      .set({ user_type_status: 10, user_type_id: 2, submitted_at: new Date() })
      .where('mobile', '=', REVIEWER)
      .execute();
    const own = await t.as(REVIEWER, { method: 'POST', url: `/api/review/${REVIEWER}/Approve` });
    expect(own.statusCode).toBe(403);
    expect(own.json().Message).toMatch(PERSIAN);
    const row = await t.ctx.db
      .selectFrom('members')
      .select('user_type_status')
      .where('mobile', '=', REVIEWER)
      .executeTakeFirstOrThrow();
    expect(row.user_type_status).toBe(10);
    // The demo seed records its own decisions (09120000005's rejection); none may be about the reviewer.
    const aboutReviewer = await t.ctx.db
      .selectFrom('review_decisions')
      .selectAll()
      .where('member_id', 'in', t.ctx.db.selectFrom('members').select('id').where('mobile', '=', REVIEWER))
      .execute();
    expect(aboutReviewer).toEqual([]);
  });

  it('records who decided and when', async () => {
    t.clock.set(new Date('2026-03-01T08:30:00Z'));
    const res = await t.as(REVIEWER, {
      method: 'POST',
      url: '/api/review/09120000004/Approve',
      body: { note: 'مدارک کامل است.' },
    });
    expect(res.statusCode).toBe(200);
    const reviewer = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', REVIEWER)
      .executeTakeFirstOrThrow();
    const decisions = await t.ctx.db
      .selectFrom('review_decisions')
      .selectAll()
      .where('member_id', 'in', t.ctx.db.selectFrom('members').select('id').where('mobile', '=', '09120000004'))
      .execute();
    expect(decisions).toHaveLength(1);
    expect(decisions[0]).toMatchObject({
      decision: 'approve',
      reviewer_member_id: reviewer.id,
      decided_by: REVIEWER,
      note: 'مدارک کامل است.',
    });
    expect(new Date(decisions[0]!.decided_at).toISOString()).toBe('2026-03-01T08:30:00.000Z');
  });
});

describe('HSTS on the API', () => {
  it('is sent over HTTPS as a trusted proxy reports it, and not over plain HTTP or on a client’s word', async () => {
    const behindProxy = await startTestApp({ trustProxy: 1 });
    const direct = await startTestApp();
    try {
      const https = await behindProxy.request({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      const http = await behindProxy.request({ method: 'GET', url: '/healthz' });
      expect(http.headers['strict-transport-security']).toBeUndefined();
      const spoofed = await direct.request({
        method: 'GET',
        url: '/healthz',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(spoofed.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
      await direct.close();
    }
  });
});
