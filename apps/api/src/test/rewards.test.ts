import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const STUDENT = '09120000001';

interface RewardJson {
  id: number;
  title: string;
  score: number;
  isUsed: boolean;
  isDiscountCode: boolean;
  recivedCount: number;
  validCount: number;
  image: string;
  description: string;
}

describe('rewards, scores and discount codes', () => {
  let t: TestApp;
  let rewards: RewardJson[];
  const byTitle = (title: string) => rewards.find((r) => r.title === title) as RewardJson;
  const buy = (id: number, headers?: Record<string, string>) =>
    t.as(STUDENT, { method: 'POST', url: `/api/Rewards/Buy/${id}`, ...(headers ? { headers } : {}) });
  const score = async () => (await t.as(STUDENT, { method: 'GET', url: '/api/Profile' })).json().score as number;
  const ledgerSum = async () => {
    const rows = await t.ctx.db
      .selectFrom('points_ledger')
      .innerJoin('members', 'members.id', 'points_ledger.member_id')
      .select('amount')
      .where('mobile', '=', STUDENT)
      .execute();
    return rows.reduce((sum, r) => sum + r.amount, 0);
  };

  beforeAll(async () => {
    t = await startTestApp();
    rewards = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json();
  });
  afterAll(() => t.close());

  it('lists at least 12 rewards with the used one flagged for the demo student', () => {
    expect(rewards.length).toBeGreaterThanOrEqual(12);
    const used = byTitle('ست نوشت‌افزار مدرسه');
    expect(used).toMatchObject({ isUsed: true, recivedCount: 1, validCount: 1 });
    expect(rewards.filter((r) => r.isUsed)).toHaveLength(1);
    expect(used.image).toMatch(/^http:\/\/127\.0\.0\.1:5080\/api\/images\/[\w-]+\.webp$/);
  });

  it('buys a discount-code reward: debits the ledger, issues the code, counts the receipt', async () => {
    const reward = byTitle('کد تخفیف ۳۰٪ کتاب الکترونیکی');
    const res = await buy(reward.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'جایزه با موفقیت دریافت شد.', score: 1250 - reward.score });
    expect(body.discountCode).toMatchObject({
      code: expect.stringMatching(/^CL-[A-Z2-9]{4}-[A-Z2-9]{4}$/),
      isExpired: false,
      source: 'reward',
    });
    expect(await score()).toBe(1250 - reward.score);
    expect(await ledgerSum()).toBe(1250 - reward.score);
    const codes = (await t.as(STUDENT, { method: 'GET', url: '/api/DiscountCode' })).json();
    expect(codes.map((c: { code: string }) => c.code)).toContain(body.discountCode.code);
    const again = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' }))
      .json()
      .find((r: RewardJson) => r.id === reward.id);
    expect(again.recivedCount).toBe(2);
    const scores = (await t.as(STUDENT, { method: 'GET', url: '/api/Scores' })).json();
    expect(scores[0]).toMatchObject({
      score: reward.score,
      operationType: 1,
      status: 'done',
      activity: expect.stringContaining(reward.title),
    });
  });

  it('refuses a reward the member cannot afford with a Persian 400 and changes nothing', async () => {
    const before = await score();
    const expensive = byTitle('بسته سفر خانوادگی') ?? rewards.reduce((a, b) => (a.score > b.score ? a : b));
    const res = await buy(expensive.id);
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/کافی نیست/);
    expect(await score()).toBe(before);
    expect(await ledgerSum()).toBe(before);
  });

  it('refuses a used-up reward and an unknown one', async () => {
    expect((await buy(byTitle('ست نوشت‌افزار مدرسه').id)).statusCode).toBe(400);
    expect((await buy(9999)).statusCode).toBe(404);
  });

  it('replays an Idempotency-Key instead of buying twice; another route with it is 422', async () => {
    const reward = byTitle('کتاب صوتی هدیه');
    const before = await score();
    const first = await buy(reward.id, { 'idempotency-key': 'buy-audio-1' });
    const second = await buy(reward.id, { 'idempotency-key': 'buy-audio-1' });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await score()).toBe(before - reward.score);
    const other = await buy(byTitle('بسته دفتر و خودکار').id, { 'idempotency-key': 'buy-audio-1' });
    expect(other.statusCode).toBe(422);
    const spin = await t.as(STUDENT, {
      method: 'POST',
      url: '/api/wheel/Spin/1',
      headers: { 'idempotency-key': 'buy-audio-1' },
    });
    expect(spin.statusCode).toBe(422);
    expect(await score()).toBe(before - reward.score);
  });

  it('answers 409 while the same key is still in flight, and replays stored refusals', async () => {
    const member = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', STUDENT)
      .executeTakeFirstOrThrow();
    const reward = byTitle('بسته دفتر و خودکار');
    const path = `/api/Rewards/Buy/${reward.id}`;
    const { fingerprintOf } = await import('../http/idempotency.js');
    await t.ctx.db
      .insertInto('idempotency_keys')
      .values({
        member_id: member.id,
        key: 'in-flight',
        fingerprint: fingerprintOf('POST', path, undefined),
        state: 'in_flight',
        created_at: t.clock.now(),
        response: null,
      })
      .execute();
    const before = await score();
    const res = await buy(reward.id, { 'idempotency-key': 'in-flight' });
    expect(res.statusCode).toBe(409);
    expect(await score()).toBe(before);
    const refused = await buy(9999, { 'idempotency-key': 'missing-reward' });
    const replayed = await buy(9999, { 'idempotency-key': 'missing-reward' });
    expect([refused.statusCode, replayed.statusCode]).toEqual([404, 404]);
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect((await buy(reward.id, { 'idempotency-key': 'x'.repeat(101) })).statusCode).toBe(400);
  });

  it('lists the history newest first with Persian dates', async () => {
    const scores = (await t.as(STUDENT, { method: 'GET', url: '/api/Scores' })).json();
    expect(scores.length).toBeGreaterThanOrEqual(15);
    expect(scores[0].persianCreatedDateTime).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}$/);
    const times = scores.map((s: { createdAt: string }) => s.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('lists the seeded discount codes with the expired one flagged and last', async () => {
    const codes = (await t.as(STUDENT, { method: 'GET', url: '/api/DiscountCode' })).json();
    const seeded = codes.filter((c: { code: string }) =>
      ['EBK30-7K2M9', 'WHL15-Q8RT4', 'CLUB20-X3PL6'].includes(c.code),
    );
    expect(seeded).toHaveLength(3);
    expect(codes.at(-1)).toMatchObject({ code: 'CLUB20-X3PL6', isExpired: true });
    expect(codes.filter((c: { isExpired: boolean }) => c.isExpired)).toHaveLength(1);
  });

  it('sanitises a reward description when it is written, and serves it as stored', async () => {
    // The demo operator: editing pages and descriptions is the operator's (content, catalogue).
    const saved = await t.as('09120000010', {
      method: 'PUT',
      url: `/api/review/Rewards/${rewards[0]!.id}/Description`,
      body: { description: '<p onclick="x()">سلام<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
    });
    expect(saved.json().description).toBe('<p>سلام<a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
    const list = (await t.as(STUDENT, { method: 'GET', url: '/api/Rewards' })).json();
    expect(list[0].description).toBe('<p>سلام<a target="_blank" rel="noopener noreferrer nofollow">x</a></p>');
  });
});

describe('rate limits (SECURITY 16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ rateLimits: { buy: { max: 2, windowMs: 60_000 }, spin: { max: 1, windowMs: 60_000 } } });
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After once a member exceeds the buy limit, without touching others', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await t.as(STUDENT, { method: 'POST', url: '/api/Rewards/Buy/9999' })).statusCode);
    expect(statuses).toEqual([404, 404, 429]);
    const limited = await t.as(STUDENT, { method: 'POST', url: '/api/Rewards/Buy/9999' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().Message).toMatch(/بیش از حد/);
    expect((await t.as('09120000002', { method: 'POST', url: '/api/Rewards/Buy/9999' })).statusCode).toBe(404);
  });

  it('limits spins too', async () => {
    await t.as('09120000003', { method: 'POST', url: '/api/wheel/Spin/1' });
    const second = await t.as('09120000003', { method: 'POST', url: '/api/wheel/Spin/1' });
    expect(second.statusCode).toBe(429);
    expect(second.headers['retry-after']).toBeDefined();
  });

  it('counts a hit on the address only when the member is within its own limit', async () => {
    // Spin limit 1 a member, 10 an address; the test above used one of the address's ten.
    const spin = (mobile: string) => t.as(mobile, { method: 'POST', url: '/api/wheel/Spin/1' });
    expect((await spin('09135000000')).statusCode).not.toBe(429);
    // A member already refused does not use up what the classroom behind the same address has left.
    for (let i = 0; i < 12; i += 1) expect((await spin('09135000000')).statusCode).toBe(429);
    for (let i = 1; i <= 8; i += 1) expect((await spin(`0913500000${i}`)).statusCode).not.toBe(429);
    const over = await spin('09135000009');
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
  });
});
