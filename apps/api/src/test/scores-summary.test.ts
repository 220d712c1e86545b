import { formatJalaliDate } from '@clorofil/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseMaturedPoints } from '../domain/earning.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The return window in Tehran calendar days (README of packages/scores): delivered on day 0, the
// order may be returned until day 7 ends, the points are spendable from Tehran midnight of day 8.
// 2026-11-10T20:29Z is 19 Aban 1405 23:59 in Tehran; 20:31Z is already 20 Aban 00:01.
const BUYER = '09124445566';
const LATE_EVENING = '2026-11-10T20:29:00Z';
const PAST_MIDNIGHT = '2026-11-10T20:31:00Z';
const DAY8_OF_EVENING = '2026-11-17T20:30:00.000Z'; // 27 Aban 00:00 Tehran
const DAY8_OF_MIDNIGHT = '2026-11-18T20:30:00.000Z'; // 28 Aban 00:00 Tehran

type Summary = {
  balance: number;
  received: number;
  spent: number;
  pending: number;
  pendingItems: { orderId: string; points: number; availableAt: string }[];
};

describe('score summary and pending points across the Tehran return window', () => {
  let t: TestApp;
  let shop: string;
  beforeAll(async () => {
    t = await startTestApp();
    shop = await t.auth.shop();
    t.clock.set(new Date('2026-11-10T12:00:00Z'));
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown) =>
    t.request({ method: 'POST', url: `/api/integration/${path}`, token: shop, body });
  const deliver = (orderId: string, amountToman: number, deliveredAt: string) =>
    post('OrderDelivered', { eventId: `d-${orderId}`, orderId, mobile: BUYER, amountToman, deliveredAt });
  const summary = async (mobile = BUYER) =>
    (await t.as(mobile, { method: 'GET', url: '/api/Scores/Summary' })).json() as Summary;
  const release = () => releaseMaturedPoints(t.ctx.db, t.clock.now());

  it('gives the demo student her balance, its two sides and her two orders still returnable', async () => {
    const res = await t.as('09120000001', { method: 'GET', url: '/api/Scores/Summary' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as Summary;
    expect(body.balance).toBe(1250);
    expect(body.received - body.spent).toBe(1250);
    expect(body.spent).toBe(530);
    expect(body.pendingItems.map((item) => [item.orderId, item.points])).toEqual([
      ['1473', 64],
      ['1489', 185],
    ]);
    expect(body.pending).toBe(249);
    // The history lists them as pending, the order number in Persian digits like every number.
    const history = (await t.as('09120000001', { method: 'GET', url: '/api/Scores' })).json();
    expect(history.filter((line: { status: string }) => line.status === 'pending')).toEqual([
      expect.objectContaining({ activity: 'خرید سفارش ۱۴۸۹ (۱۸۵ کلروفیل)', score: 185 }),
      expect.objectContaining({ activity: 'خرید سفارش ۱۴۷۳ (۶۴ کلروفیل)', score: 64 }),
    ]);
  });

  it('makes a parcel delivered at 23:59 spendable one Tehran day before one delivered at 00:01', async () => {
    expect((await deliver('T-EVENING', 1_000_000, LATE_EVENING)).json()).toMatchObject({
      status: 'accepted',
      points: 100,
      availableAt: DAY8_OF_EVENING,
    });
    expect((await deliver('T-MIDNIGHT', 500_000, PAST_MIDNIGHT)).json()).toMatchObject({
      availableAt: DAY8_OF_MIDNIGHT,
    });
    await deliver('T-RETURNED', 300_000, LATE_EVENING);
    await deliver('T-LATE-RETURN', 200_000, LATE_EVENING);
    const body = await summary();
    expect(body).toMatchObject({ balance: 0, received: 0, spent: 0, pending: 200 });
    expect(body.pendingItems.map((item) => [item.orderId, item.availableAt])).toEqual([
      ['T-EVENING', DAY8_OF_EVENING],
      ['T-LATE-RETURN', DAY8_OF_EVENING],
      ['T-RETURNED', DAY8_OF_EVENING],
      ['T-MIDNIGHT', DAY8_OF_MIDNIGHT],
    ]);
    // What the member reads: spendable from 27 and 28 Aban.
    expect(body.pendingItems.map((item) => formatJalaliDate(item.availableAt))).toEqual([
      '۱۴۰۵/۰۸/۲۷',
      '۱۴۰۵/۰۸/۲۷',
      '۱۴۰۵/۰۸/۲۷',
      '۱۴۰۵/۰۸/۲۸',
    ]);
  });

  it('accepts a return at 23:59:59 of the 7th day and ignores one at 00:00 of the 8th', async () => {
    const inTime = await post('OrderReturned', {
      eventId: 'r-in-time',
      orderId: 'T-RETURNED',
      returnedAt: '2026-11-17T20:29:59Z',
    });
    expect(inTime.json()).toMatchObject({ status: 'accepted', points: 30 });
    const late = await post('OrderReturned', {
      eventId: 'r-late',
      orderId: 'T-LATE-RETURN',
      returnedAt: DAY8_OF_EVENING,
    });
    expect(late.json()).toMatchObject({ status: 'ignored', points: 0 });
    expect((await summary()).pending).toBe(170);
  });

  it('keeps the points pending until the last second of the 7th day and releases them at midnight', async () => {
    t.clock.set(new Date('2026-11-17T20:29:59Z'));
    expect(await release()).toBe(0);
    expect((await summary()).balance).toBe(0);

    t.clock.set(new Date(DAY8_OF_EVENING));
    expect(await release()).toBe(2);
    let body = await summary();
    expect(body).toMatchObject({ balance: 120, received: 120, spent: 0, pending: 50 });
    expect(body.pendingItems.map((item) => item.orderId)).toEqual(['T-MIDNIGHT']);

    t.clock.set(new Date('2026-11-18T20:29:59Z'));
    expect(await release()).toBe(0);
    t.clock.set(new Date(DAY8_OF_MIDNIGHT));
    expect(await release()).toBe(1);
    body = await summary();
    expect(body).toMatchObject({ balance: 170, received: 170, pending: 0, pendingItems: [] });
  });

  it('answers a visitor 401 with a Persian message', async () => {
    const res = await t.request({ method: 'GET', url: '/api/Scores/Summary' });
    expect(res.statusCode).toBe(401);
    expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
  });
});
