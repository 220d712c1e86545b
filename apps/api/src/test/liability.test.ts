import { reportMessages } from '@clorofil/api-client/contract';
import { tehranJalaliDate } from '@clorofil/rules';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStanding, releaseMaturedPoints } from '../domain/earning.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

// The points liability equals the ledger to the point: after a storm of orders (delivered,
// released, returned), reward buys, wheel spins and adjustments (small ones at once, large ones
// approved by finance) spread over three months, the report's figures are the database's own sums.

const FINANCE = DEMO_STAFF.finance;
const SUPPORT = DEMO_STAFF.support;
const BUYERS = ['09120000001', '09120000003', '09120000005', '09120000006'];
const POINT_VALUE = 1_250;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies
const pad = (n: number) => String(n).padStart(2, '0');

describe('points liability', () => {
  let t: TestApp;
  let shop: string;
  let wheelId: number;
  let pastDay = '';
  let pastEnd = new Date(0);
  const ids = new Map<string, number>();

  const report = (on?: string) =>
    t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Liability${on ? `?on=${encodeURIComponent(on)}` : ''}` });
  const ledgerSum = async (before: Date) =>
    Number(
      (
        await sql<{
          total: string | null;
        }>`SELECT sum(amount) AS total FROM points_ledger WHERE created_at < ${before}`.execute(t.ctx.db)
      ).rows[0]?.total ?? 0,
    );
  const orders = () => t.ctx.db.selectFrom('shop_orders').selectAll().execute();

  beforeAll(async () => {
    t = await startTestApp({ pointValueToman: POINT_VALUE });
    shop = await t.auth.shop();
    wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
    for (const mobile of BUYERS) {
      const row = await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirst();
      if (row) ids.set(mobile, row.id);
    }
    const rewards = (await t.as(BUYERS[0]!, { method: 'GET', url: '/api/Rewards' })).json<Json[]>();
    const cheapest = rewards.filter((reward) => reward.score > 0).sort((a, b) => a.score - b.score)[0]!;

    let order = 0;
    for (let round = 0; round < 8; round += 1) {
      const calls: Promise<unknown>[] = [];
      for (const mobile of BUYERS) {
        order += 1;
        calls.push(
          t.request({
            method: 'POST',
            url: '/api/integration/OrderDelivered',
            token: shop,
            body: {
              eventId: `storm-d-${order}`,
              orderId: `S-${order}`,
              mobile,
              amountToman: 150_000 + order * 37_000,
              deliveredAt: t.clock.now().toISOString(),
            },
          }),
          t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}` }),
          t.as(mobile, { method: 'POST', url: `/api/Rewards/Buy/${cheapest.id}` }),
        );
        const member = ids.get(mobile);
        if (member)
          calls.push(
            t.as(SUPPORT, {
              method: 'POST',
              url: `/api/staff/Members/${member}/Adjustments`,
              body: { amount: round % 2 ? 40 : -5, category: 'correction', reason: 'اصلاح آزمایشی' },
            }),
          );
      }
      await Promise.all(calls);
      // Every other round an order comes back inside its window; every third a large credit waits for finance.
      if (round % 2 === 1)
        await t.request({
          method: 'POST',
          url: '/api/integration/OrderReturned',
          token: shop,
          body: { eventId: `storm-r-${order}`, orderId: `S-${order}`, returnedAt: t.clock.now().toISOString() },
        });
      if (round % 3 === 0) {
        const asked = await t.as(SUPPORT, {
          method: 'POST',
          url: `/api/staff/Members/${ids.get(BUYERS[1]!)}/Adjustments`,
          body: { amount: 800, category: 'goodwill', reason: 'جبران خطای ارسال' },
        });
        await t.as(FINANCE, {
          method: 'POST',
          url: `/api/staff/Adjustments/${asked.json<Json>().id}/Approve`,
          body: {},
        });
      }
      if (round === 4) {
        const day = tehranJalaliDate(t.clock.now());
        pastDay = `${day.year}/${pad(day.month)}/${pad(day.day)}`;
        // The report on a day stands at the Tehran midnight that ends it.
        const next = new Date(t.clock.now().getTime() + DAY);
        t.clock.set(next);
        pastEnd = new Date((await report(pastDay)).json<Json>().asOf as string);
      }
      t.clock.advance(11 * DAY + 3_600_000);
      await releaseMaturedPoints(t.ctx.db, t.clock.now());
    }
    // Some orders are still inside their window at the end.
    for (const mobile of BUYERS)
      await t.request({
        method: 'POST',
        url: '/api/integration/OrderDelivered',
        token: shop,
        body: {
          eventId: `storm-last-${mobile}`,
          orderId: `L-${mobile}`,
          mobile,
          amountToman: 990_000,
          deliveredAt: t.clock.now().toISOString(),
        },
      });
  }, 120_000);
  afterAll(() => t.close());

  it('the storm wrote every kind of line', async () => {
    const sources = await t.ctx.db.selectFrom('points_ledger').select('source').distinct().execute();
    expect(sources.map((row) => row.source)).toEqual(
      expect.arrayContaining(['order', 'reward', 'wheel', 'adjustment']),
    );
  });

  it('today: spendable is the ledger, pending is the earning rule, months add up', async () => {
    const res = await report();
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Json>();
    const now = t.clock.now();
    expect(body.spendable).toBe(await ledgerSum(new Date(now.getTime() + 1)));
    expect(body.spendable).toBe(await ledgerSum(new Date(body.asOf as string)));
    const owed = (await orders())
      .filter((row) => {
        const standing = orderStanding(
          {
            amountToman: Number(row.amount_toman),
            points: row.points,
            status: row.status,
            deliveredAt: new Date(row.delivered_at),
            availableAt: new Date(row.available_at),
            returnedAt: row.returned_at ? new Date(row.returned_at) : null,
            releasedAt: row.released_at ? new Date(row.released_at) : null,
            surveyCompletedAt: null,
          },
          now,
        );
        return standing === 'pending' || standing === 'due';
      })
      .reduce((sum, row) => sum + row.points, 0);
    expect(owed).toBeGreaterThan(0);
    expect(body.pending).toBe(owed);
    expect(body.valueToman).toBe((body.spendable + body.pending) * POINT_VALUE);
    const months = body.months as Json[];
    expect(months.length).toBeGreaterThanOrEqual(3);
    const sums = (
      await sql<{ issued: string; spent: string }>`
        SELECT sum(amount) FILTER (WHERE amount > 0) AS issued, -sum(amount) FILTER (WHERE amount < 0) AS spent
          FROM points_ledger`.execute(t.ctx.db)
    ).rows[0]!;
    expect(months.reduce((sum, month) => sum + month.issued, 0)).toBe(Number(sums.issued));
    expect(months.reduce((sum, month) => sum + month.spent, 0)).toBe(Number(sums.spent));
    expect(months.every((month) => month.expired === 0)).toBe(true);
    expect(months.at(-1)!.closing).toBe(body.spendable);
  });

  it('on a past Jalali day: the ledger and the orders as they stood at its end', async () => {
    const res = await report(pastDay.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<Json>();
    expect(body.on).toBe(pastDay);
    expect(new Date(body.asOf as string)).toEqual(pastEnd);
    const spendable = await ledgerSum(pastEnd);
    expect(spendable).toBeLessThan(await ledgerSum(t.clock.now()));
    expect(body.spendable).toBe(spendable);
    const owed = (await orders())
      .filter(
        (row) =>
          row.points > 0 &&
          new Date(row.delivered_at) < pastEnd &&
          (row.released_at === null || new Date(row.released_at) >= pastEnd) &&
          (row.returned_at === null || new Date(row.returned_at) >= pastEnd),
      )
      .reduce((sum, row) => sum + row.points, 0);
    expect(body.pending).toBe(owed);
  });

  it('refuses a date that is not one, or is after today, in Persian', async () => {
    const bad = await report('1405-13-40');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Json>().errors).toEqual({ on: reportMessages.badDate });
    const day = tehranJalaliDate(new Date(t.clock.now().getTime() + 3 * DAY));
    const future = await report(`${day.year}/${day.month}/${day.day}`);
    expect(future.statusCode).toBe(400);
    expect(future.json<Json>().Message).toBe(reportMessages.futureDate);
  });

  it("keeps the ledger's day sums equal to the ledger, day by Tehran day", async () => {
    const differing = await sql<{ day: string }>`
      SELECT coalesce(l.day, d.day) AS day
        FROM (SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date AS day,
                     sum(greatest(amount, 0)) AS issued, sum(greatest(-amount, 0)) AS spent
                FROM points_ledger GROUP BY 1) l
        FULL JOIN (SELECT day, sum(issued) AS issued, sum(spent) AS spent FROM points_ledger_days GROUP BY day) d
          ON d.day = l.day
       WHERE l.issued IS DISTINCT FROM d.issued OR l.spent IS DISTINCT FROM d.spent`.execute(t.ctx.db);
    expect(differing.rows).toEqual([]);
  });
});
