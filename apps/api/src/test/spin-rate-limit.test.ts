import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';
import { clearOfTehranMidnight } from './support/test-clock.js';

// SECURITY 16 for the spin: 429 over either limit, nothing written but the counters, a missing
// wheel counted too, the address spared while the member is over, and a 429 never stored as an
// Idempotency-Key's answer.
describe('the spin’s rate limit', () => {
  let t: TestApp;
  let wheelId: number;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { spin: { max: 1, windowMs: 60_000 } } });
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
  });
  afterAll(() => t.close());

  const spin = (mobile: string, options: { wheel?: number; headers?: Record<string, string> } = {}) =>
    t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${options.wheel ?? wheelId}`, ...options });
  const memberId = async (mobile: string) =>
    (await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
  const counters = async (mobile: string) => {
    const member = `spin|member:${await memberId(mobile)}`;
    return t.ctx.db
      .selectFrom('rate_limit_hits')
      .select(['key', 'hits'])
      .where((eb) => eb.or([eb('key', '=', member), eb('key', 'like', 'spin|ip:%')]))
      .orderBy('key')
      .execute();
  };

  it('moves the member’s and the address’s counters', async () => {
    expect((await spin('09120000001')).statusCode).toBe(200);
    expect((await spin('09120000002')).statusCode).toBe(200);
    expect(await counters('09120000002')).toEqual([
      { key: 'spin|ip:127.0.0.1', hits: 2 },
      { key: `spin|member:${await memberId('09120000002')}`, hits: 1 },
    ]);
  });

  it('over the member’s limit answers 429 with Retry-After and writes nothing but its own counter', async () => {
    const before = await t.ctx.db.selectFrom('wheel_spins').select(t.ctx.db.fn.countAll<number>().as('n')).execute();
    const limited = await spin('09120000002');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().Message).toMatch(/بیش از حد/);
    const after = await t.ctx.db.selectFrom('wheel_spins').select(t.ctx.db.fn.countAll<number>().as('n')).execute();
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
    // The member's counter moved; the address's did not (the classroom keeps its allowance).
    expect(await counters('09120000002')).toEqual([
      { key: 'spin|ip:127.0.0.1', hits: 2 },
      { key: `spin|member:${await memberId('09120000002')}`, hits: 2 },
    ]);
  });

  it('counts a spin of a wheel that does not exist, so 404s cannot be sent without limit', async () => {
    await t.as('09120000003', { method: 'GET', url: '/api/Profile' });
    expect((await spin('09120000003', { wheel: 999 })).statusCode).toBe(404);
    expect((await spin('09120000003', { wheel: 999 })).statusCode).toBe(429);
    expect((await spin('09120000003')).statusCode).toBe(429);
    expect(
      await t.ctx.db
        .selectFrom('wheel_spins')
        .select('id')
        .where('member_id', '=', await memberId('09120000003'))
        .execute(),
    ).toEqual([]);
  });

  it('with an Idempotency-Key a 429 is never stored as the key’s answer', async () => {
    // The minute's wait below must stay within the Tehran day of the first spin.
    clearOfTehranMidnight(t.clock, 2 * 60_000);
    await t.as('09120000004', { method: 'GET', url: '/api/Profile' });
    expect((await spin('09120000004', { headers: { 'idempotency-key': 'first' } })).statusCode).toBe(200);
    const limited = await spin('09120000004', { headers: { 'idempotency-key': 'second' } });
    expect(limited.statusCode).toBe(429);
    const key = await t.ctx.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('member_id', '=', await memberId('09120000004'))
      .execute();
    expect(key).toEqual([{ key: 'first' }]);
    // Once the window has passed, the same key runs for real: the day is taken, so -20.
    t.clock.advance(61_000);
    const later = await spin('09120000004', { headers: { 'idempotency-key': 'second' } });
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(later.json().status).toBe(-20);
  });
});
