import { tehranDayStart } from '@clorofil/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseMaturedPoints } from '../domain/earning.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

const BUYER = '09123334455';

describe('earning points from the shop', () => {
  let t: TestApp;
  let shop: string;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await t.auth.shop();
    // The seeded demo missions would add their points here; missions.test.ts covers them.
    await t.ctx.db.updateTable('missions').set({ visible: false }).execute();
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) =>
    t.request({ method: 'POST', url: `/api/integration/${path}`, token: shop, body });
  const score = async (mobile = BUYER) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Scores/Summary' })).json().balance as number;
  const release = () => releaseMaturedPoints(t.ctx.db, t.clock.now());
  const at = (offsetMs: number) => new Date(t.clock.now().getTime() + offsetMs).toISOString();

  it('keeps delivered points pending for 7 days and releases them after', async () => {
    const res = await post('OrderDelivered', {
      eventId: 'd-1',
      orderId: 'A-1',
      mobile: BUYER,
      amountToman: 1_259_000,
      deliveredAt: at(0),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', points: 125 });
    expect(await score()).toBe(0);
    const scores = (await t.as(BUYER, { method: 'GET', url: '/api/Scores' })).json();
    expect(scores[0]).toMatchObject({ score: 125, status: 'pending' });

    // Spendable at a Tehran midnight, more than 7 and at most 8 days after delivery (the
    // boundary itself is tested in scores-summary.test.ts).
    const availableAt = new Date(res.json().availableAt as string);
    const wait = availableAt.getTime() - t.clock.now().getTime();
    expect(wait).toBeGreaterThan(7 * DAY);
    expect(wait).toBeLessThanOrEqual(8 * DAY);
    expect(tehranDayStart(availableAt)).toEqual(availableAt);

    t.clock.set(new Date(availableAt.getTime() - 1000));
    await release();
    expect(await score()).toBe(0);
    t.clock.set(availableAt);
    expect(await release()).toBeGreaterThanOrEqual(1);
    expect(await score()).toBe(125);
    expect(await release()).toBe(0);
    expect(await score()).toBe(125);
    const notes = (await t.as(BUYER, { method: 'GET', url: '/api/Notification' })).json();
    expect(notes[0]).toMatchObject({ type: 'reward', message: expect.stringContaining('۱۲۵') });
  });

  it('cancels the pending points of an order returned inside the window', async () => {
    await post('OrderDelivered', {
      eventId: 'd-2',
      orderId: 'A-2',
      mobile: BUYER,
      amountToman: 500_000,
      deliveredAt: at(0),
    });
    const ret = await post('OrderReturned', { eventId: 'r-2', orderId: 'A-2', returnedAt: at(3 * DAY) });
    expect(ret.json()).toMatchObject({ status: 'accepted', points: 50 });
    t.clock.advance(8 * DAY);
    await release();
    expect(await score()).toBe(125);
    const scores = (await t.as(BUYER, { method: 'GET', url: '/api/Scores' })).json();
    expect(scores.find((s: { id: string }) => s.id === 'OA-2')).toMatchObject({ status: 'cancelled' });
  });

  it('ignores a return reported after the window closed', async () => {
    await post('OrderDelivered', {
      eventId: 'd-3',
      orderId: 'A-3',
      mobile: BUYER,
      amountToman: 300_000,
      deliveredAt: at(-10 * DAY),
    });
    await release();
    expect(await score()).toBe(155);
    const late = await post('OrderReturned', { eventId: 'r-3', orderId: 'A-3', returnedAt: at(0) });
    expect(late.json()).toMatchObject({ status: 'ignored', points: 0 });
    expect(await score()).toBe(155);
  });

  it('credits 5 points for a survey once per order', async () => {
    const first = await post('SurveyCompleted', { eventId: 's-1', orderId: 'A-1', mobile: BUYER });
    expect(first.json()).toMatchObject({ status: 'accepted', points: 5 });
    const second = await post('SurveyCompleted', { eventId: 's-2', orderId: 'A-1', mobile: BUYER });
    expect(second.json()).toMatchObject({ status: 'ignored', points: 0 });
    expect(await score()).toBe(160);
    expect((await post('SurveyCompleted', { eventId: 's-3', orderId: 'NOPE', mobile: BUYER })).statusCode).toBe(404);
    expect((await post('SurveyCompleted', { eventId: 's-4', orderId: 'A-3', mobile: '09120000001' })).statusCode).toBe(
      404,
    );
  });

  it('credits nothing twice for a replayed eventId', async () => {
    const body = { eventId: 'd-5', orderId: 'A-5', mobile: BUYER, amountToman: 200_000, deliveredAt: at(-8 * DAY) };
    expect((await post('OrderDelivered', body)).json().status).toBe('accepted');
    expect((await post('OrderDelivered', body)).json()).toMatchObject({ status: 'duplicate', points: 0 });
    expect((await post('OrderDelivered', { ...body, eventId: 'd-6' })).json()).toMatchObject({ status: 'ignored' });
    await release();
    expect(await score()).toBe(180);
    expect((await post('SurveyCompleted', { eventId: 's-1', orderId: 'A-5', mobile: BUYER })).json().status).toBe(
      'duplicate',
    );
    expect(await score()).toBe(180);
  });

  it('lets the seeded student earn the survey of her latest order', async () => {
    const before = await score('09120000001');
    const res = await post('SurveyCompleted', { eventId: 's-seed', orderId: '1456', mobile: '09120000001' });
    expect(res.json()).toMatchObject({ status: 'accepted', points: 5 });
    expect(await score('09120000001')).toBe(before + 5);
  });

  it('validates events strictly', async () => {
    const bad = await post('OrderDelivered', {
      eventId: 'd-9',
      orderId: 'A-9',
      mobile: BUYER,
      amountToman: -1,
      deliveredAt: 'yesterday',
      points: 9,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amountToman', 'deliveredAt', 'points']);
  });
});
