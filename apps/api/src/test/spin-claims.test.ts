import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpinResult } from '@clorofil/api-client/contract';
import { generateCode } from '../domain/discount-codes.js';
import { SpinClaims } from '../domain/spin-claims.js';
import { spin } from '../domain/wheel.js';
import { ApiError } from '../http/errors.js';
import { fingerprintOf, ThroughRecord, type KeyedWrite } from '../http/idempotency.js';
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
  const together = (members: number[], address = '127.0.0.1', keys: (string | undefined)[] = [], rule = RULE) => {
    const claims = new SpinClaims(t.ctx);
    statements.length = 0;
    return Promise.allSettled(
      members.map((id, i) =>
        spin(
          t.ctx,
          id,
          wheelId,
          undefined,
          memberCounters(t.ctx.clock, address, id, 'spin', rule),
          claims,
          keyed(keys[i]),
        ),
      ),
    );
  };
  const keyed = (key: string | undefined): KeyedWrite | undefined =>
    key === undefined
      ? undefined
      : { key, fingerprint: fingerprintOf('POST', `/api/wheel/Spin/${wheelId}`, undefined), owner: `owner-${key}` };
  const record = (memberId: number, key: string) =>
    t.ctx.db
      .selectFrom('idempotency_keys')
      .select(['fingerprint', 'state', 'status_code', 'response', 'owner'])
      .where('member_id', '=', memberId)
      .where('key', '=', key)
      .executeTakeFirst();
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

  // The web app sends every spin with an Idempotency-Key (SECURITY 15). Such a spin shares the
  // statement too, and its key's finished record is written in it: exactly the record the key's
  // own transaction (http/idempotency.ts) would have written for the same answer.
  it('spins with an Idempotency-Key share the statement, each key’s record holding its answer', async () => {
    const ids = await memberIds(['09121110051', '09121110052', '09121110053']);
    // A +5, a miss (no key), a +10; the first member's second key: no spin left today. (No code:
    // this file's codes repeat every few draws, and a clash would send every spin alone.)
    slots = [25, 0, 60, 70];
    const generous = { max: 10, windowMs: 60_000 };
    const outcomes = await together(
      [ids[0]!, ids[1]!, ids[2]!, ids[0]!],
      '198.51.100.5',
      ['web-1', undefined, 'web-3', 'web-4'],
      generous,
    );
    expect(claiming()).toHaveLength(1);
    // Nothing else was sent (but the wheel's read for the draw, when not cached): no key claimed
    // in flight first, no limit counted in front.
    expect(statements.filter((text) => !text.includes('json_agg(p ORDER BY p.sort, p.id)'))).toHaveLength(1);
    const results = outcomes.map(answered);
    expect(results.map((r) => [r.status, r.score, r.discountCode !== null])).toEqual([
      [10, 5, false],
      [0, 0, false],
      [10, 10, false],
      [-20, 0, false],
    ]);
    const fingerprint = fingerprintOf('POST', `/api/wheel/Spin/${wheelId}`, undefined);
    for (const [memberId, key, result] of [
      [ids[0]!, 'web-1', results[0]!],
      [ids[2]!, 'web-3', results[2]!],
      [ids[0]!, 'web-4', results[3]!],
    ] as const) {
      expect(await record(memberId, key)).toEqual({
        fingerprint,
        state: 'done',
        status_code: 200,
        response: JSON.parse(JSON.stringify(result)),
        owner: `owner-${key}`,
      });
    }
    expect(
      await t.ctx.db.selectFrom('idempotency_keys').select('key').where('member_id', '=', ids[1]!).execute(),
    ).toEqual([]);
    expect(await hits(`spin|member:${ids[0]}`)).toBe(2);
    expect(await hits('spin|ip:198.51.100.5')).toBe(4);
  });

  it('a key already there, or sent twice in one statement, is left to its record, counted once', async () => {
    const ids = await memberIds(['09121110061', '09121110062']);
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        member_id: ids[0]!,
        key: 'earlier',
        fingerprint: 'f',
        state: 'done',
        status_code: 200,
        response: '{}',
        created_at: new Date(),
        owner: 'o',
      })
      .execute();
    const generous = { max: 10, windowMs: 60_000 };
    const outcomes = await together(
      [ids[0]!, ids[1]!, ids[1]!],
      '198.51.100.6',
      ['earlier', 'twice', 'twice'],
      generous,
    );
    expect(claiming()).toHaveLength(1);
    expect(outcomes[0]!.status).toBe('rejected');
    expect((outcomes[0] as PromiseRejectedResult).reason).toEqual(new ThroughRecord(true));
    expect((outcomes[0] as PromiseRejectedResult).reason.counted).toBe(true);
    const first = answered(outcomes[1]!);
    expect(first.status).toBeGreaterThanOrEqual(0);
    expect((outcomes[2] as PromiseRejectedResult).reason.counted).toBe(true);
    // The record already there is untouched, and that member did not spin.
    expect((await record(ids[0]!, 'earlier'))?.owner).toBe('o');
    expect(await t.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', ids[0]!).execute()).toEqual(
      [],
    );
    expect((await record(ids[1]!, 'twice'))?.response).toEqual(JSON.parse(JSON.stringify(first)));
    expect(await hits(`spin|member:${ids[0]}`)).toBe(1);
    expect(await hits(`spin|member:${ids[1]}`)).toBe(2);
  });

  it('over the limit with a key: 429 and no record, as when counted in front', async () => {
    const [id] = await memberIds(['09121110071']);
    const outcomes = await together([id!, id!], '198.51.100.7', ['a', 'b']);
    expect(outcomes.map(statusOf)).toEqual([expect.any(Number), 429]);
    expect(await record(id!, 'a')).toMatchObject({ state: 'done' });
    expect(await record(id!, 'b')).toBeUndefined();
  });

  it('an inactive wheel stores “the wheel is off” as the key’s answer', async () => {
    const [id] = await memberIds(['09121110081']);
    await t.ctx.db.updateTable('wheels').set({ is_active: false }).where('id', '=', wheelId).execute();
    try {
      const [outcome] = await together([id!], '198.51.100.8', ['off']);
      expect(answered(outcome!).status).toBe(-10);
      expect((await record(id!, 'off'))?.response).toEqual(JSON.parse(JSON.stringify(answered(outcome!))));
    } finally {
      await t.ctx.db.updateTable('wheels').set({ is_active: true }).where('id', '=', wheelId).execute();
    }
  });

  it('the web app’s spin with its key takes one statement through the route, and a repeat replays it', async () => {
    const [id] = await memberIds(['09121110091']);
    const send = () =>
      t.as('09121110091', {
        method: 'POST',
        url: `/api/wheel/Spin/${wheelId}`,
        headers: { 'idempotency-key': 'web-once' },
      });
    statements.length = 0;
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(statements.filter((text) => !text.includes('json_agg(p ORDER BY p.sort, p.id)'))).toHaveLength(1);
    expect(claiming()).toHaveLength(1);
    // Within the window the repeat is over this file's limit of one spin (counted, as in front).
    expect((await send()).statusCode).toBe(429);
    t.clock.advance(61_000);
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await t.ctx.db.selectFrom('wheel_spins').select('id').where('member_id', '=', id!).execute()).toHaveLength(
      1,
    );
    // Counted once in the new window: in the shared statement, then answered by its record.
    expect(await hits(`spin|member:${id}`)).toBe(1);
  });
});
