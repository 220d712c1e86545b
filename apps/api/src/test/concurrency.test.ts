import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';
import { openDatabase } from '../db/database.js';
import { migrate } from '../db/migrate.js';
import { postLedger } from '../domain/ledger.js';
import { tehranDay } from '../domain/wheel.js';
import { fingerprintOf } from '../http/idempotency.js';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { clearOfTehranMidnight, TestClock } from './support/test-clock.js';
import type { TestAuth } from './support/tokens.js';
import type { FastifyInstance } from 'fastify';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
// SECURITY 13, 14, 15 under real parallelism: PGlite has one connection, so these run against a
// PostgreSQL server this file starts and removes itself.
const available = postgresAvailable();
if (!available) console.warn('SKIPPED concurrency tests: PostgreSQL binaries not found (set PG_BIN).');

describe.skipIf(!available)('concurrency on PostgreSQL', () => {
  let stack: PostgresApp;
  let app: FastifyInstance;
  let ctx: AppContext;
  let auth: TestAuth;
  const clock = new TestClock();

  beforeAll(async () => {
    stack = await startPostgresApp({
      poolSize: 20,
      clock,
      rateLimit: 100_000,
      // Two processes starting at once: the advisory lock lets exactly one apply the migrations.
      migrate: async (first, server) => {
        const other = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
        const results = await Promise.all([migrate(first), migrate(other)]);
        await other.close();
        const files = readdirSync(fileURLToPath(new URL('../../migrations/', import.meta.url))).filter((f) =>
          f.endsWith('.sql'),
        );
        expect(results.map((r) => r.applied.length).sort()).toEqual([0, files.length]);
      },
    });
    ({ app, ctx, auth } = stack);
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function memberWithBalance(mobile: string, balance: number): Promise<{ id: number; token: string }> {
    const token = await auth.member(mobile);
    await app.inject({ method: 'GET', url: '/api/Profile', headers: { authorization: `Bearer ${token}` } });
    const { id } = await ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', mobile)
      .executeTakeFirstOrThrow();
    if (balance > 0)
      await postLedger(ctx.db, { memberId: id, amount: balance, activity: 'هدیه', source: 'gift', at: new Date() });
    return { id, token };
  }

  /** Resolves once a statement whose text contains `text` (a table's name, say) waits on a lock. */
  async function waitingOnLock(text: string, failure: string): Promise<void> {
    const started = Date.now();
    for (;;) {
      const { rows } = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE wait_event_type = 'Lock' AND query LIKE ${`%${text}%`}`.execute(ctx.db);
      if (rows[0]!.n > 0) return;
      if (Date.now() - started > 30_000) throw new Error(failure);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  async function rewardCosting(score: number): Promise<number> {
    const row = await ctx.db
      .insertInto('rewards')
      .values({
        key: `test-${score}-${Math.random()}`,
        title: `جایزه ${score}`,
        type_label: 'آزمایشی',
        category: 'store',
        image_file: 'default.svg',
        score,
        valid_count: 1000,
        stock: null,
        validity_date: null,
        discount_percent: null,
        discount_amount_toman: null,
        discount_valid_days: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** How many spins the member's rate limit has counted. */
  async function spinsCounted(memberId: number): Promise<number | undefined> {
    const counter = await ctx.db
      .selectFrom('rate_limit_hits')
      .select('hits')
      .where('key', '=', `spin|member:${memberId}`)
      .executeTakeFirst();
    return counter?.hits;
  }

  async function ledger(memberId: number) {
    const rows = await ctx.db.selectFrom('points_ledger').select('amount').where('member_id', '=', memberId).execute();
    const member = await ctx.db
      .selectFrom('members')
      .select('balance')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return {
      sum: rows.reduce((s, r) => s + r.amount, 0),
      balance: member.balance,
      debits: rows.filter((r) => r.amount < 0).length,
    };
  }

  it('100 parallel buys against a balance that affords 7: exactly 7 succeed and the ledger sums to the balance', async () => {
    const { id, token } = await memberWithBalance('09130000001', 7 * 100 + 99);
    const reward = await rewardCosting(100);
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/Rewards/Buy/${reward}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    // The statuses that came back, for the failure message: {"200":7,"400":93}.
    const seen = JSON.stringify(
      statuses.reduce<Record<number, number>>((n, s) => ({ ...n, [s]: (n[s] ?? 0) + 1 }), {}),
    );
    expect(
      statuses.filter((s) => s === 200),
      seen,
    ).toHaveLength(7);
    expect(
      statuses.filter((s) => s === 400),
      seen,
    ).toHaveLength(93);
    expect(await ledger(id)).toEqual({ sum: 99, balance: 99, debits: 7 });
  });

  it('50 parallel spins: one result, 49 "no spin left today" refusals', async () => {
    const { id, token } = await memberWithBalance('09130000002', 0);
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        app.inject({
          method: 'POST',
          url: `/api/wheel/Spin/${wheel.id}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const statuses = responses.map((r) => r.json().status as number);
    expect(statuses.filter((s) => s === -20)).toHaveLength(49);
    expect(statuses.filter((s) => s === 10 || s === 0)).toHaveLength(1);
    const spins = await ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id).execute();
    expect(spins).toHaveLength(1);
    const { sum, balance } = await ledger(id);
    expect(sum).toBe(balance);
  });

  it('60 members spinning at once, twice each: one spin a day each, and every answer is what was written', async () => {
    const members = await Promise.all(
      Array.from({ length: 60 }, (_, i) => memberWithBalance(`0913100${String(i).padStart(4, '0')}`, 0)),
    );
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const responses = await Promise.all(
      [...members, ...members].map(({ token }) =>
        app.inject({
          method: 'POST',
          url: `/api/wheel/Spin/${wheel.id}`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).every((s) => s === 200)).toBe(true);
    for (const [i, { id }] of members.entries()) {
      const answers = [responses[i]!.json(), responses[i + members.length]!.json()];
      const spun = answers.filter((a) => a.status === 10 || a.status === 0);
      expect(spun, JSON.stringify(answers)).toHaveLength(1);
      expect(answers.filter((a) => a.status === -20)).toHaveLength(1);
      const rows = await ctx.db
        .selectFrom('wheel_spins')
        .select(['prize_id', 'status'])
        .where('member_id', '=', id)
        .execute();
      expect(rows).toEqual([{ prize_id: spun[0].prizeId, status: spun[0].status }]);
      const { sum, balance } = await ledger(id);
      expect(sum).toBe(spun[0].score);
      expect(balance).toBe(sum);
      const codes = await ctx.db.selectFrom('discount_codes').select('code').where('member_id', '=', id).execute();
      expect(codes.map((c) => c.code)).toEqual(spun[0].discountCode ? [spun[0].discountCode.code] : []);
    }
  });

  it('50 parallel spins of one member with their own Idempotency-Keys: one spin, the rest refused and stored', async () => {
    const { id, token } = await memberWithBalance('09130000006', 0);
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        app.inject({
          method: 'POST',
          url: `/api/wheel/Spin/${wheel.id}`,
          headers: { authorization: `Bearer ${token}`, 'idempotency-key': `spin-${i}` },
        }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const statuses = responses.map((r) => r.json().status as number);
    expect(statuses.filter((s) => s === -20)).toHaveLength(49);
    expect(await ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id).execute()).toHaveLength(1);
    const keys = await ctx.db
      .selectFrom('idempotency_keys')
      .select(['state', 'status_code'])
      .where('member_id', '=', id)
      .execute();
    expect(keys).toHaveLength(50);
    expect(keys.every((k) => k.state === 'done' && k.status_code === 200)).toBe(true);
    const { sum, balance } = await ledger(id);
    expect(sum).toBe(balance);
  });

  it('the same Idempotency-Key on 50 parallel spins spins once, and its replay is the same answer', async () => {
    const { id, token } = await memberWithBalance('09130000007', 0);
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'one-spin' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'POST', url: `/api/wheel/Spin/${wheel.id}`, headers })),
    );
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const originals = responses.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === undefined);
    expect(originals).toHaveLength(1);
    expect(originals[0]?.json().status).not.toBe(-20);
    expect(await ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id).execute()).toHaveLength(1);
    const replay = await app.inject({ method: 'POST', url: `/api/wheel/Spin/${wheel.id}`, headers });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(originals[0]?.json());
    const { sum, balance } = await ledger(id);
    expect(sum).toBe(balance);
  });

  it('a spin whose key another request writes meanwhile never claims without its record', async () => {
    // Another request with the same key holds it uncommitted (in flight): the spin's claim of the
    // key waits for it, finds it in flight once it commits, and answers 409 without spinning.
    const { id, token } = await memberWithBalance('09130000008', 0);
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const blocker = await openDatabase({ kind: 'postgres', url: stack.server.url, poolSize: 1 });
    let release: () => void = () => undefined;
    let inserted: () => void = () => undefined;
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    const held = blocker.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('idempotency_keys')
        .values({
          member_id: id,
          key: 'raced',
          fingerprint: fingerprintOf('POST', `/api/wheel/Spin/${wheel.id}`, undefined),
          state: 'in_flight',
          created_at: clock.now(),
          response: null,
          owner: 'the other request',
        })
        .execute();
      inserted();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isInserted;
    try {
      const spun = app.inject({
        method: 'POST',
        url: `/api/wheel/Spin/${wheel.id}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'raced' },
      });
      // The spin's claim of the key waits on the uncommitted one.
      await waitingOnLock('idempotency_keys', 'the spin never waited on the key');
      release();
      await held;
      const response = await spun;
      expect(response.statusCode, response.body).toBe(409);
      expect(await ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id).execute()).toEqual([]);
      // Counted once, in front of the key.
      expect(await spinsCounted(id)).toBe(1);
    } finally {
      release();
      await held.catch(() => undefined);
      await blocker.close();
    }
  });

  it('a keyed spin held up in its statement and retried after the lease spins once, with one answer for both', async () => {
    // Another connection holds the member's day uncommitted, so the first spin's statement waits
    // with its key's record locked; the retry, once the lease has passed, tries to take the key over.
    const { id, token } = await memberWithBalance('09130000009', 0);
    // The lease's minute below must stay within the Tehran day the blocker holds.
    clearOfTehranMidnight(clock, 2 * 60_000);
    const wheel = await ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    const url = `/api/wheel/Spin/${wheel.id}`;
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'slow-spin' };
    const blocker = await openDatabase({ kind: 'postgres', url: stack.server.url, poolSize: 1 });
    const ROLL_BACK = new Error('roll back');
    let release: () => void = () => undefined;
    let inserted: () => void = () => undefined;
    const isInserted = new Promise<void>((resolve) => (inserted = resolve));
    const held = blocker.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('wheel_spins')
        .values({
          member_id: id,
          wheel_id: wheel.id,
          tehran_day: tehranDay(clock.now()),
          prize_id: null,
          status: 0,
          created_at: clock.now(),
        })
        .execute();
      inserted();
      await new Promise<void>((resolve) => (release = resolve));
      throw ROLL_BACK;
    });
    await isInserted;
    try {
      const first = app.inject({ method: 'POST', url, headers });
      await waitingOnLock('WITH held AS', 'the first spin never waited on the day');
      clock.advance(61_000);
      const second = app.inject({ method: 'POST', url, headers });
      await waitingOnLock('update "idempotency_keys"', 'the retry never waited on the first spin’s record');
      release();
      await expect(held).rejects.toBe(ROLL_BACK);
      const responses = await Promise.all([first, second]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const answered = responses.find((r) => r.statusCode === 200)!;
      expect(answered.json().status).not.toBe(-20);
      expect(await ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id).execute()).toHaveLength(1);
      const replay = await app.inject({ method: 'POST', url, headers });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(replay.json()).toEqual(answered.json());
      const { sum, balance } = await ledger(id);
      expect(sum).toBe(balance);
    } finally {
      release();
      await held.catch(() => undefined);
      await blocker.close();
    }
  });

  it('the same Idempotency-Key 50 times in parallel debits once', async () => {
    const { id, token } = await memberWithBalance('09130000003', 1000);
    const reward = await rewardCosting(100);
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'one-purchase' };
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => app.inject({ method: 'POST', url: `/api/Rewards/Buy/${reward}`, headers })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const originals = responses.filter((r) => r.statusCode === 200 && r.headers['idempotent-replayed'] === undefined);
    expect(originals).toHaveLength(1);
    expect(await ledger(id)).toEqual({ sum: 900, balance: 900, debits: 1 });
    const replay = await app.inject({ method: 'POST', url: `/api/Rewards/Buy/${reward}`, headers });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(originals[0]?.json());
    expect(await ledger(id)).toEqual({ sum: 900, balance: 900, debits: 1 });
  });

  it('a slow first request replayed after the old 60 s takeover window never buys twice', async () => {
    const { id, token } = await memberWithBalance('09130000005', 1000);
    const reward = await rewardCosting(100);
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': 'slow-purchase' };
    const keyRow = () =>
      ctx.db
        .selectFrom('idempotency_keys')
        .select(['owner', 'state'])
        .where('member_id', '=', id)
        .where('key', '=', 'slow-purchase')
        .executeTakeFirst();
    const until = async (condition: () => Promise<boolean>) => {
      const started = Date.now();
      while (!(await condition())) {
        if (Date.now() - started > 30_000) throw new Error('timed out waiting');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };

    // The injected delay: another connection holds the member's row, so the first purchase waits
    // inside its transaction after claiming the key, as a request stuck on a slow database would.
    const blocker = await openDatabase({ kind: 'postgres', url: stack.server.url, poolSize: 1 });
    let release: () => void = () => undefined;
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const held = blocker.db.transaction().execute(async (trx) => {
      // NO KEY UPDATE: the purchase's FOR UPDATE waits on it, inserts referencing the member do not.
      await trx.selectFrom('members').select('id').where('id', '=', id).forNoKeyUpdate().execute();
      locked();
      await new Promise<void>((resolve) => (release = resolve));
    });
    await isLocked;
    try {
      const first = app.inject({ method: 'POST', url: `/api/Rewards/Buy/${reward}`, headers });
      await until(async () => (await keyRow())?.state === 'in_flight');
      const firstOwner = (await keyRow())?.owner;

      clock.advance(61_000);
      const second = app.inject({ method: 'POST', url: `/api/Rewards/Buy/${reward}`, headers });
      await until(async () => (await keyRow())?.owner !== firstOwner);

      release();
      await held;
      const responses = await Promise.all([first, second]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(await ledger(id)).toEqual({ sum: 900, balance: 900, debits: 1 });
      const receipts = await ctx.db.selectFrom('reward_receipts').select('id').where('member_id', '=', id).execute();
      expect(receipts).toHaveLength(1);

      const replay = await app.inject({ method: 'POST', url: `/api/Rewards/Buy/${reward}`, headers });
      expect(replay.statusCode).toBe(200);
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expect(await ledger(id)).toEqual({ sum: 900, balance: 900, debits: 1 });
    } finally {
      release();
      await held.catch(() => undefined);
      await blocker.close();
    }
  });

  it('parallel first sign-ins of one member create one row', async () => {
    const token = await auth.sign({ sub: 'parallel-sub', phone: '09130000004' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'GET', url: '/api/Profile', headers: { authorization: `Bearer ${token}` } }),
      ),
    );
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await ctx.db.selectFrom('members').select('id').where('mobile', '=', '09130000004').execute();
    expect(rows).toHaveLength(1);
  });
});
