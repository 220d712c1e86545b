import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RandomInt } from '../context.js';
import { generateCode } from '../domain/discount-codes.js';
import { loadWheelDraw, spin as spinOnce, tehranDay } from '../domain/wheel.js';
import { fingerprintOf, withIdempotency } from '../http/idempotency.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

// Seeded weights, in order: 22 miss, 20 (+5), 12 (10% code), 14 (+10), 10 miss, 8 (+20), …
// A scripted random source picks the slot; other draws (code letters) fall back to crypto-like 0.
function scripted(...targets: number[]): RandomInt {
  const queue = [...targets];
  return (max) => {
    if (max === 100 && queue.length > 0) return queue.shift() as number;
    return max > 1 ? 7 % max : 0;
  };
}

describe('lucky wheel', () => {
  let t: TestApp;
  let wheelId: number;
  beforeAll(async () => {
    // 25 lands in the "+5" slot, 45 in the "10% code" slot, 0 in the first miss. The outcome is
    // drawn before the statement that claims the day, so the refused second spin of the first
    // test draws too (99, thrown away: its answer is the refusal).
    t = await startTestApp({ random: scripted(25, 99, 45, 0) });
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
  });
  afterAll(() => t.close());

  const spin = (mobile: string) => t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
  const spinnable = (mobile: string) => t.as(mobile, { method: 'GET', url: `/api/wheel/Spinnable/${wheelId}` });

  it('shows the prizes without sign-in and never the weights', async () => {
    const res = await t.request({ method: 'GET', url: '/api/wheel/Prizes' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.isActive).toBe(true);
    expect(body.prizes.length).toBeGreaterThanOrEqual(8);
    expect(body.prizes.length).toBeLessThanOrEqual(12);
    expect(JSON.stringify(body)).not.toMatch(/weight/);
    expect(body.prizes[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      color: expect.stringMatching(/^#/),
      chancePercent: expect.any(Number),
    });
  });

  it('publishes each prize’s odds as the share of the draw’s weights, summing to 100', async () => {
    const body = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
    const odds = body.prizes.map((p: { chancePercent: number }) => p.chancePercent);
    // The seeded odds in order: 22, 20, 12, 14, 10, 8, 6, 4, 3, 1 % (basis points in the table).
    expect(odds).toEqual([22, 20, 12, 14, 10, 8, 6, 4, 3, 1]);
    expect(odds.reduce((a: number, b: number) => a + b, 0)).toBeCloseTo(100, 5);
  });

  it('recomputes the odds from the weights when an editor changes them', async () => {
    const rows = await t.ctx.db.selectFrom('wheel_prizes').select(['id', 'weight']).orderBy('sort').execute();
    // Three prizes out of the draw and the first one raised: 200 % in all (weights are basis points).
    await t.ctx.db
      .updateTable('wheel_prizes')
      .set({ weight: 0 })
      .where('id', 'in', [rows[7]!.id, rows[8]!.id, rows[9]!.id])
      .execute();
    await t.ctx.db.updateTable('wheel_prizes').set({ weight: 13_000 }).where('id', '=', rows[0]!.id).execute();
    try {
      const body = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
      const odds = body.prizes.map((p: { chancePercent: number }) => p.chancePercent);
      expect(odds).toEqual([65, 10, 6, 7, 5, 4, 3, 0, 0, 0]);
    } finally {
      for (const row of rows) {
        await t.ctx.db.updateTable('wheel_prizes').set({ weight: row.weight }).where('id', '=', row.id).execute();
      }
    }
  });

  it('credits a won score prize in the same step and then refuses a second spin that Tehran day', async () => {
    expect((await spinnable('09120000003')).json()).toEqual({ spinnable: true });
    const res = await spin('09120000003');
    expect(res.json()).toMatchObject({ status: 10, prizeType: 30, prize: '۵ کلروفیل', score: 5, discountCode: null });
    expect((await t.as('09120000003', { method: 'GET', url: '/api/Profile' })).json().score).toBe(5);
    expect((await spinnable('09120000003')).json()).toEqual({ spinnable: false, status: -20 });
    const again = await spin('09120000003');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: -20, prize: null, prizeType: 0 });
    expect(again.json().prizeSummary).toMatch(/فردا/);
    expect((await t.as('09120000003', { method: 'GET', url: '/api/Profile' })).json().score).toBe(5);
  });

  it('issues a won discount code that then appears with its expiry', async () => {
    const res = await spin('09120000005');
    expect(res.json()).toMatchObject({
      status: 10,
      prizeType: 10,
      discountCode: { source: 'wheel', isExpired: false },
    });
    const codes = (await t.as('09120000005', { method: 'GET', url: '/api/DiscountCode' })).json();
    expect(codes[0].code).toBe(res.json().discountCode.code);
    const expires = new Date(codes[0].expirationDate).getTime();
    expect(expires - t.clock.now().getTime()).toBe(14 * DAY);
  });

  it('promises the next spin at Tehran midnight, never «in 24 hours», in every miss text', async () => {
    const misses = await t.ctx.db.selectFrom('wheel_prizes').select('summary').where('prize_type', '=', 0).execute();
    expect(misses.length).toBeGreaterThan(0);
    for (const { summary } of misses) {
      expect(summary).not.toMatch(/۲۴ ساعت|24 ساعت/);
      expect(summary).toMatch(/نیمه‌شب/);
    }
  });

  it('reports a miss as badLuck and allows the next spin on the next Tehran day', async () => {
    const miss = await spin('09120000004');
    expect(miss.json()).toMatchObject({ status: 0, prizeType: 0, score: 0, discountCode: null });
    t.clock.advance(DAY);
    expect((await spinnable('09120000004')).json()).toEqual({ spinnable: true });
  });

  it('counts the day in Tehran: 23:50 UTC is already the next day there', async () => {
    t.clock.set(new Date('2025-06-01T20:00:00Z'));
    expect((await spin('09120000001')).json().status).not.toBe(-20);
    t.clock.set(new Date('2025-06-01T20:40:00Z'));
    expect((await spin('09120000001')).json().status).not.toBe(-20);
    t.clock.set(new Date('2025-06-01T23:50:00Z'));
    expect((await spin('09120000001')).json().status).toBe(-20);
  });

  it('answers deactive when the wheel is switched off and 404 for an unknown wheel', async () => {
    await t.ctx.db.updateTable('wheels').set({ is_active: false }).execute();
    expect((await spinnable('09120000002')).json()).toEqual({ spinnable: false, status: -10 });
    expect((await spin('09120000002')).json()).toMatchObject({ status: -10, prize: null });
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().isActive).toBe(false);
    expect((await t.as('09120000002', { method: 'POST', url: '/api/wheel/Spin/999' })).statusCode).toBe(404);
  });

  it('requires sign-in to spin', async () => {
    expect((await t.request({ method: 'POST', url: `/api/wheel/Spin/${wheelId}` })).statusCode).toBe(401);
  });
});

// The spin draws from the wheel as this process last read it (a cache) and its one statement
// claims the day only if the wheel in the database is still that wheel. A cache that missed a
// change (a NOTIFY still on its way from another process) is planted here by hand.
describe('lucky wheel: a write never trusts the cached wheel', () => {
  let t: TestApp;
  let wheelId: number;
  beforeAll(async () => {
    // Always 0: the first slot with any weight.
    t = await startTestApp({ random: () => 0 });
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
  });
  afterAll(() => t.close());

  const key = () => `wheel:draw:${wheelId}:${tehranDay(t.clock.now())}`;
  async function plantStale(change: () => Promise<unknown>): Promise<void> {
    const stale = await loadWheelDraw(t.ctx.db, wheelId, t.clock.now());
    await change();
    t.ctx.cache.invalidate('wheel');
    await t.ctx.cache.load(key(), ['wheel'], async () => stale);
    expect(t.ctx.cache.data.peek(key())).toBe(stale);
  }
  const ledgerOf = async (mobile: string) =>
    t.ctx.db
      .selectFrom('points_ledger')
      .innerJoin('members', 'members.id', 'points_ledger.member_id')
      .select(['points_ledger.amount', 'points_ledger.source'])
      .where('members.mobile', '=', mobile)
      .where('points_ledger.source', '=', 'wheel')
      .execute();

  it('draws again from the database when an editor changed the weights after the cache was filled', async () => {
    const prizes = await t.ctx.db
      .selectFrom('wheel_prizes')
      .select(['id', 'weight', 'title'])
      .orderBy('sort')
      .execute();
    const twenty = prizes.find((p) => p.title === '۲۰ کلروفیل')!;
    // Everything on "+20"; the stale copy still has the miss first.
    await plantStale(() =>
      t.ctx.db
        .updateTable('wheel_prizes')
        .set((eb) => ({ weight: eb.case().when('id', '=', twenty.id).then(1).else(0).end() }))
        .where('wheel_id', '=', wheelId)
        .execute(),
    );
    try {
      const res = await t.as('09120000003', { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
      expect(res.json()).toMatchObject({ status: 10, prizeType: 30, prizeId: twenty.id, score: 20 });
      expect(await ledgerOf('09120000003')).toEqual([{ amount: 20, source: 'wheel' }]);
      const spins = await t.ctx.db.selectFrom('wheel_spins').select(['prize_id', 'status']).execute();
      expect(spins).toEqual([{ prize_id: twenty.id, status: 10 }]);
    } finally {
      for (const p of prizes)
        await t.ctx.db.updateTable('wheel_prizes').set({ weight: p.weight }).where('id', '=', p.id).execute();
    }
  });

  it('refuses as deactive, claiming nothing, when the wheel was switched off after the cache was filled', async () => {
    await plantStale(() => t.ctx.db.updateTable('wheels').set({ is_active: false }).execute());
    try {
      const res = await t.as('09120000004', { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
      expect(res.json()).toMatchObject({ status: -10, prize: null, score: 0 });
      const member = await t.ctx.db
        .selectFrom('members')
        .select('id')
        .where('mobile', '=', '09120000004')
        .executeTakeFirstOrThrow();
      expect(
        await t.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', member.id).execute(),
      ).toEqual([]);
    } finally {
      await t.ctx.db.updateTable('wheels').set({ is_active: true }).execute();
    }
  });

  it('spins once per Idempotency-Key: a repeat replays the stored answer and never spins again', async () => {
    const headers = { 'idempotency-key': 'spin-once' };
    const first = await t.as('09120000005', { method: 'POST', url: `/api/wheel/Spin/${wheelId}`, headers });
    expect(first.statusCode).toBe(200);
    expect(first.json().status).not.toBe(-20);
    t.clock.advance(DAY);
    const again = await t.as('09120000005', { method: 'POST', url: `/api/wheel/Spin/${wheelId}`, headers });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const member = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', '09120000005')
      .executeTakeFirstOrThrow();
    expect(
      await t.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', member.id).execute(),
    ).toHaveLength(1);
  });
});

// With an Idempotency-Key (as the web app spins) the key is claimed first, and the spin's one
// statement claims the day only while the key's record is still this request's and stores the
// answer in it: no transaction of its own.
describe('lucky wheel with an Idempotency-Key', () => {
  let t: TestApp;
  let wheelId: number;
  // The slots the next draws land in (see the seeded weights above); code letters draw 7 % n.
  const draws: number[] = [];
  const random: RandomInt = (max) => (max === 100 && draws.length > 0 ? (draws.shift() as number) : 7 % max);
  let statements: string[] | undefined;
  beforeAll(async () => {
    t = await startTestApp({ random, onStatement: (text) => statements?.push(text) });
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
  });
  afterAll(() => t.close());
  beforeEach(() => {
    draws.length = 0;
  });

  const keyed = (mobile: string, key: string) =>
    t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}`, headers: { 'idempotency-key': key } });
  const memberId = async (mobile: string) => {
    await t.as(mobile, { method: 'GET', url: '/api/Profile' });
    return (await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow())
      .id;
  };
  const spinsOf = async (id: number) =>
    t.ctx.db.selectFrom('wheel_spins').select(['prize_id', 'status']).where('member_id', '=', id).execute();

  it('is the key’s claim and one statement, with no transaction of its own', async () => {
    await memberId('09120000006');
    // The first spin of a process reads the wheel it draws from; the one measured draws from memory.
    expect((await t.as('09120000007', { method: 'POST', url: `/api/wheel/Spin/${wheelId}` })).statusCode).toBe(200);
    draws.push(0);
    statements = [];
    try {
      expect((await keyed('09120000006', 'one-statement')).statusCode).toBe(200);
    } finally {
      const kinds = statements.map((text) => {
        const start = text.trimStart().slice(0, 40).toLowerCase();
        if (start.startsWith('select * from "members"')) return 'member';
        if (start.startsWith('with rate_m')) return 'rate limit';
        if (start.startsWith('insert into "idempotency_keys"')) return 'claim';
        if (start.startsWith('with held')) return 'spin and its answer';
        return start;
      });
      statements = undefined;
      expect(kinds).toEqual(['member', 'rate limit', 'claim', 'spin and its answer']);
    }
  });

  it('replays exactly the answer it sent: a won code, a won score, a refusal, an inactive wheel', async () => {
    const replays = async (mobile: string, key: string) => {
      const first = await keyed(mobile, key);
      expect(first.statusCode).toBe(200);
      const again = await keyed(mobile, key);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.json()).toEqual(first.json());
      return first.json();
    };
    draws.push(45);
    expect(await replays('09120000001', 'code')).toMatchObject({
      status: 10,
      prizeType: 10,
      discountCode: { source: 'wheel' },
    });
    draws.push(25);
    expect(await replays('09120000002', 'score')).toMatchObject({ status: 10, prizeType: 30, score: 5 });
    draws.push(60);
    expect(await replays('09120000002', 'second-today')).toMatchObject({ status: -20, score: 0, prize: null });
    await t.ctx.db.updateTable('wheels').set({ is_active: false }).execute();
    try {
      expect(await replays('09120000003', 'inactive')).toMatchObject({ status: -10, prize: null });
    } finally {
      await t.ctx.db.updateTable('wheels').set({ is_active: true }).execute();
    }
    expect(await spinsOf(await memberId('09120000002'))).toEqual([{ prize_id: expect.any(Number), status: 10 }]);
    expect(await spinsOf(await memberId('09120000003'))).toEqual([]);
  });

  it('claims nothing when its key was taken over before its statement ran', async () => {
    const id = await memberId('09120000004');
    const key = 'taken-over';
    const fingerprint = fingerprintOf('POST', `/api/wheel/Spin/${wheelId}`, undefined);
    draws.push(25);
    const spun = withIdempotency(t.ctx.db, t.ctx.clock, id, key, fingerprint, async (finalize) => {
      // Another request with the same key took it over (its lease had passed) after this one's claim.
      await t.ctx.db
        .updateTable('idempotency_keys')
        .set({ owner: 'the other request' })
        .where('member_id', '=', id)
        .where('key', '=', key)
        .execute();
      return spinOnce(t.ctx, id, wheelId, finalize);
    });
    await expect(spun).rejects.toMatchObject({ statusCode: 409 });
    expect(await spinsOf(id)).toEqual([]);
    const record = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select(['state', 'owner', 'response'])
      .where('member_id', '=', id)
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(record).toEqual({ state: 'in_flight', owner: 'the other request', response: null });
  });

  it('frees a key whose statement failed, so the same key then spins for real', async () => {
    const id = await memberId('09120000005');
    // Every code this random source draws is the same one; with it taken, a won code cannot be issued.
    const code = generateCode(random);
    await t.ctx.db
      .insertInto('discount_codes')
      .values({
        member_id: id,
        code,
        title: 'taken',
        sub_title: '',
        source: 'wheel',
        expires_at: null,
        created_at: t.clock.now(),
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    draws.push(45, 45, 45, 45, 45);
    const failed = await keyed('09120000005', 'retry-me');
    expect(failed.statusCode).toBe(500);
    expect(await spinsOf(id)).toEqual([]);
    draws.push(25);
    const retried = await keyed('09120000005', 'retry-me');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replayed']).toBeUndefined();
    expect(retried.json()).toMatchObject({ status: 10, score: 5 });
    expect(await spinsOf(id)).toEqual([{ prize_id: retried.json().prizeId, status: 10 }]);
  });
});
