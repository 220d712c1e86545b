import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpinResult } from '@clorofil/api-client/contract';
import { generateCode } from '../domain/discount-codes.js';
import { SpinClaims } from '../domain/spin-claims.js';
import { spin } from '../domain/wheel.js';
import { ApiError } from '../http/errors.js';
import { memberCounters } from '../http/rate-limit.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Issue 14 (spin p99): spins without an Idempotency-Key that arrive together are claimed in one
// statement (domain/spin-claims.ts). Each must be answered, counted and written exactly as if it
// had come alone, one after another in the order they arrived. The spins here are started in the
// same turn of the event loop, so they share a statement by construction; the route hands every
// spin without a key to the same SpinClaims.

const RULE = { max: 1, windowMs: 60_000 };

describe('spins that arrive together share one statement', () => {
  let t: TestApp;
  let wheelId: number;
  const statements: string[] = [];
  // Seeded weights, in order: 22 miss, 20 (+5), 12 (10% code), 14 (+10), 10 miss, 8 (+20), … (of
  // 100). `slots` picks the prize of each draw in turn; every other draw (code letters) counts up,
  // so no two codes are the same and the next code is known (`nextCode`).
  let slots: number[] = [];
  let letter = 0;
  const nextCode = () => {
    let peek = letter;
    return generateCode((max) => peek++ % max);
  };
  beforeAll(async () => {
    t = await startTestApp({
      rateLimits: { spin: RULE },
      onStatement: (text) => statements.push(text),
      random: (max) => (max === 100 && slots.length > 0 ? (slots.shift() as number) : letter++ % max),
    });
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
  });
  afterAll(() => t.close());

  const memberIds = async (mobiles: string[]) => {
    const ids: number[] = [];
    for (const mobile of mobiles) {
      await t.as(mobile, { method: 'GET', url: '/api/Profile' });
      const row = await t.ctx.db
        .selectFrom('members')
        .select('id')
        .where('mobile', '=', mobile)
        .executeTakeFirstOrThrow();
      ids.push(row.id);
    }
    return ids;
  };
  /** Starts every spin in this turn (one SpinClaims, as the route has), then waits for all. */
  const together = (members: number[], address = '127.0.0.1') => {
    const claims = new SpinClaims(t.ctx);
    statements.length = 0;
    return Promise.allSettled(
      members.map((id) =>
        spin(t.ctx, id, wheelId, undefined, memberCounters(t.ctx.clock, address, id, 'spin', RULE), claims),
      ),
    );
  };
  const claiming = () => statements.filter((text) => /INSERT INTO wheel_spins/.test(text));
  const answered = (outcome: PromiseSettledResult<SpinResult>) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  };
  const statusOf = (outcome: PromiseSettledResult<SpinResult>) =>
    outcome.status === 'fulfilled' ? outcome.value.status : (outcome.reason as ApiError).statusCode;
  const hits = async (key: string) =>
    (await t.ctx.db.selectFrom('rate_limit_hits').select('hits').where('key', '=', key).executeTakeFirst())?.hits;

  it('claims six members’ spins in one statement, each drawn, credited and issued as alone', async () => {
    const ids = await memberIds([
      '09121110001',
      '09121110002',
      '09121110003',
      '09121110004',
      '09121110005',
      '09121110006',
    ]);
    // A miss, +5, the code, +10, a miss, +20.
    slots = [0, 25, 45, 60, 70, 80];
    const outcomes = await together(ids, '198.51.100.1');
    expect(claiming()).toHaveLength(1);
    const results = outcomes.map(answered);
    expect(results.map((r) => [r.status, r.score, r.discountCode !== null])).toEqual([
      [0, 0, false],
      [10, 5, false],
      [10, 0, true],
      [10, 10, false],
      [0, 0, false],
      [10, 20, false],
    ]);
    for (const [i, id] of ids.entries()) {
      const result = results[i]!;
      const spins = await t.ctx.db
        .selectFrom('wheel_spins')
        .select(['prize_id', 'status'])
        .where('member_id', '=', id)
        .execute();
      expect(spins).toEqual([{ prize_id: result.prizeId, status: result.status }]);
      const ledger = await t.ctx.db
        .selectFrom('points_ledger')
        .select(['amount', 'activity'])
        .where('member_id', '=', id)
        .where('source', '=', 'wheel')
        .execute();
      expect(ledger).toEqual(
        result.score > 0 ? [{ amount: result.score, activity: `گردونه شانس: ${result.prize}` }] : [],
      );
      const codes = await t.ctx.db
        .selectFrom('discount_codes')
        .select(['code', 'title'])
        .where('member_id', '=', id)
        .where('source', '=', 'wheel')
        .execute();
      expect(codes).toEqual(
        result.discountCode ? [{ code: result.discountCode.code, title: result.discountCode.title }] : [],
      );
      expect(await hits(`spin|member:${id}`)).toBe(1);
    }
    expect(await hits('spin|ip:198.51.100.1')).toBe(6);
  });

  it('of one member’s spins in one statement the first claims the day, the rest are “no spin left today”', async () => {
    const [id] = await memberIds(['09121110011']);
    const generous = { max: 10, windowMs: 60_000 };
    const claims = new SpinClaims(t.ctx);
    statements.length = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () =>
        spin(
          t.ctx,
          id!,
          wheelId,
          undefined,
          memberCounters(t.ctx.clock, '198.51.100.2', id!, 'spin', generous),
          claims,
        ),
      ),
    );
    expect(claiming()).toHaveLength(1);
    expect(outcomes.map((r) => r.status)).toEqual([expect.any(Number), -20, -20, -20]);
    expect(outcomes[0]!.status).toBeGreaterThanOrEqual(0);
    expect(await t.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id!).execute()).toHaveLength(
      1,
    );
    expect(await hits(`spin|member:${id}`)).toBe(4);
    expect(await hits('spin|ip:198.51.100.2')).toBe(4);
  });

  it('counts as if one after another: the member’s limit first, then the address’s (ten times it)', async () => {
    const ids = await memberIds(Array.from({ length: 11 }, (_, i) => `091211101${String(20 + i)}`));
    // In this order: member 1, member 1 again (over its limit of 1: the address keeps its
    // allowance), then members 2–11: the address allows ten, so member 11 is the one over.
    const order = [ids[0]!, ids[0]!, ...ids.slice(1)];
    const outcomes = await together(order, '198.51.100.3');
    expect(claiming()).toHaveLength(1);
    expect(outcomes.map(statusOf)).toEqual([
      expect.any(Number),
      429,
      ...Array.from({ length: 9 }, () => expect.any(Number)),
      429,
    ]);
    const refused = outcomes.filter((o) => o.status === 'rejected') as PromiseRejectedResult[];
    for (const outcome of refused) {
      expect(outcome.reason).toBeInstanceOf(ApiError);
      expect(Number((outcome.reason as ApiError).headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await hits(`spin|member:${ids[0]}`)).toBe(2);
    expect(await hits(`spin|member:${ids[10]}`)).toBe(1);
    expect(await hits('spin|ip:198.51.100.3')).toBe(11);
    const spun = await t.ctx.db
      .selectFrom('wheel_spins')
      .select('member_id')
      .where('member_id', 'in', ids)
      .orderBy('member_id')
      .execute();
    expect(spun.map((row) => row.member_id)).toEqual(ids.slice(0, 10));
  });

  it('a drawn code that clashes fails the shared statement; each spin then runs alone, counted once', async () => {
    const ids = await memberIds(['09121110041', '09121110042']);
    // Both draw the code; the first one's code is someone's already.
    slots = [45, 45, 45, 45];
    const first = nextCode();
    await t.ctx.db
      .insertInto('discount_codes')
      .values({ member_id: ids[1]!, code: first, title: 'x', sub_title: 'x', source: 'gift', created_at: new Date() })
      .execute();
    const outcomes = await together(ids, '198.51.100.4');
    const [a, b] = outcomes.map(answered);
    expect(a!.discountCode?.code).not.toBe(first);
    expect(b!.discountCode?.code).not.toBe(first);
    // The shared statement, then one for each alone.
    expect(claiming()).toHaveLength(3);
    for (const id of ids) expect(await hits(`spin|member:${id}`)).toBe(1);
    expect(await hits('spin|ip:198.51.100.4')).toBe(2);
  });
});
