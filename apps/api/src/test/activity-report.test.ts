import { reportMessages } from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseMaturedPoints } from '../domain/earning.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

// The activity report's figures are the database's own: after orders released into the ledger,
// reward buys and wheel spins over several days, each day's issued-by-cause, spent and members
// active equal sums taken straight from points_ledger and wheel_spins.

const FINANCE = DEMO_STAFF.finance;
const SUPPORT = DEMO_STAFF.support;
const BUYERS = ['09120000001', '09120000003', '09120000005'];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

describe('activity report', () => {
  let t: TestApp;

  const report = (query = '') => t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Activity${query}` });

  beforeAll(async () => {
    t = await startTestApp();
    const shop = await t.auth.shop();
    const wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
    const rewards = (await t.as(BUYERS[0]!, { method: 'GET', url: '/api/Rewards' })).json<Json[]>();
    const cheapest = rewards.filter((reward) => reward.score > 0).sort((a, b) => a.score - b.score)[0]!;
    let order = 0;
    for (let round = 0; round < 4; round += 1) {
      for (const mobile of BUYERS.slice(0, round === 2 ? 1 : BUYERS.length)) {
        order += 1;
        await t.request({
          method: 'POST',
          url: '/api/integration/OrderDelivered',
          token: shop,
          body: {
            eventId: `activity-${order}`,
            orderId: `A-${order}`,
            mobile,
            amountToman: 400_000 + order * 53_000,
            deliveredAt: t.clock.now().toISOString(),
          },
        });
        await t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
        await t.as(mobile, { method: 'POST', url: `/api/Rewards/Buy/${cheapest.id}` });
      }
      t.clock.advance(4 * DAY + 3_600_000);
      await releaseMaturedPoints(t.ctx.db, t.clock.now());
    }
  }, 120_000);
  afterAll(() => t.close());

  it('each day equals the ledger and the spins summed directly', async () => {
    const res = await report('?days=30');
    expect(res.statusCode, res.body).toBe(200);
    const days = res.json<Json>().days as Json[];
    expect(days).toHaveLength(30);
    const issued = (
      await sql<{ day: string; source: string; total: string }>`
        SELECT to_char((created_at AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD') AS day, source, sum(amount) AS total
          FROM points_ledger WHERE amount > 0 GROUP BY 1, 2`.execute(t.ctx.db)
    ).rows;
    const spent = (
      await sql<{ day: string; total: string }>`
        SELECT to_char((created_at AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD') AS day, -sum(amount) AS total
          FROM points_ledger WHERE amount < 0 GROUP BY 1`.execute(t.ctx.db)
    ).rows;
    const active = (
      await sql<{ day: string; total: string }>`
        SELECT day, count(DISTINCT member_id) AS total FROM (
          SELECT to_char((created_at AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD') AS day, member_id FROM points_ledger
          UNION SELECT to_char(tehran_day, 'YYYY-MM-DD'), member_id FROM wheel_spins) AS lines GROUP BY day`.execute(
        t.ctx.db,
      )
    ).rows;
    // The demo data's older lines fall outside the span; the storm's are all inside it.
    const span = new Set(days.map((day) => day.day as string));
    const sumOf = (rows: { day: string; total: string }[]) =>
      rows.filter((row) => span.has(row.day)).reduce((sum, row) => sum + Number(row.total), 0);
    const reported = (pick: (day: Json) => number) => days.reduce((sum, day) => sum + pick(day), 0);
    expect(sumOf(spent)).toBeGreaterThan(0);
    expect(sumOf(active)).toBeGreaterThan(0);
    for (const cause of ['order', 'wheel'])
      expect(issued.some((row) => span.has(row.day) && row.source === cause)).toBe(true);
    expect(reported((day) => day.spent)).toBe(sumOf(spent));
    expect(reported((day) => Object.values(day.issued as Record<string, number>).reduce((a, b) => a + b, 0))).toBe(
      sumOf(issued),
    );
    expect(reported((day) => day.active)).toBe(sumOf(active));
    for (const day of days) {
      for (const [cause, points] of Object.entries(day.issued as Record<string, number>))
        expect(points, `${day.day} ${cause}`).toBe(
          Number(issued.find((row) => row.day === day.day && row.source === cause)?.total ?? 0),
        );
      expect(day.spent, day.day).toBe(Number(spent.find((row) => row.day === day.day)?.total ?? 0));
      expect(day.active, day.day).toBe(Number(active.find((row) => row.day === day.day)?.total ?? 0));
    }
    // Consecutive days, today last.
    expect(days.at(-1)!.day).toBe(
      (
        await sql<{
          d: string;
        }>`SELECT to_char((${t.clock.now()}::timestamptz AT TIME ZONE 'Asia/Tehran')::date, 'YYYY-MM-DD') AS d`.execute(
          t.ctx.db,
        )
      ).rows[0]!.d,
    );
    for (let index = 1; index < days.length; index++)
      expect(Date.parse(days[index]!.day) - Date.parse(days[index - 1]!.day)).toBe(DAY);
  });

  it('a short span holds only its own days; 30 is the default', async () => {
    const week = (await report('?days=7')).json<Json>().days as Json[];
    expect(week).toHaveLength(7);
    expect(((await report()).json<Json>().days as Json[]).length).toBe(30);
    const month = (await report('?days=30')).json<Json>().days as Json[];
    expect(week).toEqual(month.slice(-7));
  });

  it('refuses a span outside 7..180 in Persian, and staff without `reports`', async () => {
    for (const query of ['?days=6', '?days=181', '?days=abc', '?days=', '?days=30&x=1']) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      if (!query.includes('x=')) expect(res.body, query).toContain(reportMessages.badDays);
    }
    expect((await report('?days=180')).statusCode).toBe(200);
    const denied = await t.as(SUPPORT, { method: 'GET', url: '/api/staff/Reports/Activity' });
    expect(denied.statusCode).toBe(403);
  });
});
