import {
  activityColumnLabels,
  reviewAgeNames,
  reportMessages,
  type ActivityReport,
} from '@clorofil/api-client/contract';
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

  it("each prize of the wheel's table in effect: the span's spins on it against its odds, and the days its budget ran out", async () => {
    const { wheels, days } = (await report('?days=30')).json<Json>() as { wheels: Json[]; days: Json[] };
    const wheelId = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().wheelId;
    const wheel = wheels.find((entry) => entry.wheelId === wheelId)!;
    expect(wheel, JSON.stringify(wheels)).toBeDefined();
    const first = days[0]!.day as string;
    const last = days.at(-1)!.day as string;
    const landed = (
      await sql<{ prize_id: number; n: string }>`
        SELECT prize_id, count(*) AS n FROM wheel_spins
         WHERE wheel_id = ${wheelId} AND prize_id IS NOT NULL AND tehran_day BETWEEN ${first}::date AND ${last}::date
         GROUP BY prize_id`.execute(t.ctx.db)
    ).rows;
    const prizes = wheel.prizes as Json[];
    const total = landed.reduce((sum, row) => sum + Number(row.n), 0);
    expect(total).toBeGreaterThan(0);
    expect(wheel.spins).toBe(total);
    for (const prize of prizes) {
      const spins = Number(landed.find((row) => row.prize_id === prize.prizeId)?.n ?? 0);
      expect(prize.spins, prize.title).toBe(spins);
      expect(prize.sharePercent, prize.title).toBe(Math.round((spins / total) * 10_000) / 100);
    }
    // The odds are the table's weights as published to members.
    const published = (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json<Json>();
    expect(prizes.reduce((sum, prize) => sum + prize.oddsPercent, 0)).toBeCloseTo(100, 1);
    expect(prizes.map((prize) => prize.prizeId).sort()).toEqual(
      (published.prizes as Json[]).map((prize) => prize.id).sort(),
    );

    // A budget spent on two days of the span and on one before it: two days in the report.
    const budgeted = prizes.find((prize) => !prize.fallback)!;
    await t.ctx.db.updateTable('wheel_prizes').set({ daily_budget: 5 }).where('id', '=', budgeted.prizeId).execute();
    await t.ctx.db
      .insertInto('wheel_prize_days')
      .values([
        { prize_id: budgeted.prizeId, tehran_day: days[3]!.day, paid: 5, budget: 5 },
        { prize_id: budgeted.prizeId, tehran_day: days[9]!.day, paid: 5, budget: 5 },
        { prize_id: budgeted.prizeId, tehran_day: days[10]!.day, paid: 2, budget: 5 },
        { prize_id: budgeted.prizeId, tehran_day: '2020-01-01', paid: 5, budget: 5 },
      ])
      .onConflict((conflict) =>
        conflict
          .columns(['prize_id', 'tehran_day'])
          .doUpdateSet((eb) => ({ paid: eb.ref('excluded.paid'), budget: eb.ref('excluded.budget') })),
      )
      .execute();
    const after = ((await report('?days=30')).json<Json>().wheels as Json[]).find(
      (entry) => entry.wheelId === wheelId,
    )!;
    const prize = (after.prizes as Json[]).find((entry) => entry.prizeId === budgeted.prizeId)!;
    expect(prize.dailyBudget).toBe(5);
    expect(prize.budgetSpentDays).toBe(2);
  });

  it('each reward: bought in the span, and the stock left', async () => {
    const { rewards, days } = (await report('?days=30')).json<Json>() as { rewards: Json[]; days: Json[] };
    const bought = (
      await sql<{ reward_id: number; n: string }>`
        SELECT reward_id, count(*) AS n FROM reward_receipts
         WHERE (created_at AT TIME ZONE 'Asia/Tehran')::date BETWEEN ${days[0]!.day}::date AND ${days.at(-1)!.day}::date
         GROUP BY reward_id`.execute(t.ctx.db)
    ).rows;
    expect(bought.length).toBeGreaterThan(0);
    for (const row of bought)
      expect(rewards.find((reward) => reward.rewardId === row.reward_id)?.bought).toBe(Number(row.n));
    const stock = await t.ctx.db.selectFrom('rewards').select(['id', 'stock']).execute();
    for (const reward of rewards)
      expect(reward.stock, reward.title).toBe(stock.find((row) => row.id === reward.rewardId)!.stock);
    // Most bought first.
    const counts = rewards.map((reward) => reward.bought as number);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('the review queue by how long each profile has waited, and the oldest', async () => {
    const before = (await report()).json<Json>().reviewQueue as Json;
    const types = await t.ctx.db.selectFrom('user_types').select(['id', 'value']).execute();
    const typeId = (value: string) => types.find((type) => type.value === value)!.id;
    const now = t.clock.now().getTime();
    const others = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('user_type_status', '!=', 10)
      .where('mobile', 'not in', Object.values(DEMO_STAFF))
      .orderBy('id')
      .limit(4)
      .execute();
    const waiting = [
      { type: 'student', hours: 2 },
      { type: 'teacher', hours: 50 },
      { type: 'teacher', hours: 100 },
      { type: 'student', hours: 24 * 40 },
    ];
    expect(others).toHaveLength(waiting.length);
    for (const [index, entry] of waiting.entries())
      await t.ctx.db
        .updateTable('members')
        .set({
          user_type_status: 10,
          user_type_id: typeId(entry.type),
          submitted_at: new Date(now - entry.hours * 3_600_000),
        })
        .where('id', '=', others[index]!.id)
        .execute();
    const queue = (await report()).json<Json>().reviewQueue as Json;
    expect(queue.waiting).toBe(before.waiting + 4);
    const delta = (bucket: string, type: string) =>
      (queue.buckets as Json[]).find((row) => row.bucket === bucket)![type] -
      (before.buckets as Json[]).find((row) => row.bucket === bucket)![type];
    expect([
      delta('day', 'student'),
      delta('days3', 'teacher'),
      delta('week', 'teacher'),
      delta('older', 'student'),
    ]).toEqual([1, 1, 1, 1]);
    expect(Date.parse(queue.oldestSince)).toBeLessThanOrEqual(now - 24 * 40 * 3_600_000);
    // The same profiles as the review queue lists.
    const listed = await t.as(DEMO_STAFF.reviewer, { method: 'GET', url: '/api/review/Pending' });
    expect(listed.statusCode).toBe(200);
    expect((listed.json() as Json[]).length).toBe(queue.waiting);
  });

  it('exports the days as CSV: byte-order mark, Persian headers, Jalali days, the same figures', async () => {
    const res = await t.as(FINANCE, { method: 'GET', url: '/api/staff/Reports/Activity.csv?days=7' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="activity-7-days-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.body.startsWith('\uFEFFروز,صادرشده,')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(8);
    const days = (await report('?days=7')).json<Json>().days as Json[];
    const cells = lines.at(-1)!.split(',');
    expect(cells[0]).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}$/);
    const day = days.at(-1)!;
    const issued = Object.values(day.issued as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(cells.slice(1, 2).map(Number)).toEqual([issued]);
    expect(cells.slice(-2).map(Number)).toEqual([day.spent, day.active]);
    for (const query of ['?days=5', '?days=x', '?days=30&y=1']) {
      const bad = await t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Activity.csv${query}` });
      expect(bad.statusCode, query).toBe(400);
      if (!query.includes('y=')) expect(bad.body).toContain(reportMessages.badDays);
    }
    const denied = await t.as(SUPPORT, { method: 'GET', url: '/api/staff/Reports/Activity.csv' });
    expect(denied.statusCode).toBe(403);
  });

  it('exports each other list of the screen as its own CSV, with the screen’s column titles', async () => {
    const json = (await report('?days=30')).json<ActivityReport>();
    const csv = async (kind: string) => {
      const res = await t.as(FINANCE, { method: 'GET', url: `/api/staff/Reports/Activity.csv?days=30&kind=${kind}` });
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      expect(res.headers['content-disposition']).toContain(`activity-${kind}-30-days-to-`);
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    const c = activityColumnLabels;

    const prizes = await csv('prizes');
    expect(prizes[0]).toBe(
      [
        c.wheel,
        c.tableVersion,
        c.prize,
        c.fallback,
        `${c.odds} (٪)`,
        c.spins,
        `${c.share} (٪)`,
        c.dailyBudget,
        c.budgetSpentDays,
      ].join(','),
    );
    const firstPrize = json.wheels[0]!.prizes[0]!;
    expect(prizes).toHaveLength(1 + json.wheels.reduce((sum, wheel) => sum + wheel.prizes.length, 0));
    expect(prizes[1]).toBe(
      [
        json.wheels[0]!.title,
        json.wheels[0]!.tableVersion,
        firstPrize.title,
        firstPrize.fallback ? 'بله' : 'خیر',
        firstPrize.oddsPercent,
        firstPrize.spins,
        firstPrize.sharePercent,
        firstPrize.dailyBudget ?? '',
        firstPrize.budgetSpentDays,
      ].join(','),
    );

    const rewards = await csv('rewards');
    expect(rewards[0]).toBe([c.rewardId, c.reward, c.bought, c.stock].join(','));
    expect(rewards).toHaveLength(1 + json.rewards.length);
    const first = json.rewards[0]!;
    expect(rewards[1]).toBe(`${first.rewardId},${first.title},${first.bought},${first.stock ?? 'نامحدود'}`);

    const queue = await csv('queue');
    expect(queue[0]).toBe([c.waited, c.student, c.teacher, c.total].join(','));
    expect(queue.slice(1)).toEqual(
      json.reviewQueue.buckets.map(
        (row) => `${reviewAgeNames[row.bucket]},${row.student},${row.teacher},${row.student + row.teacher}`,
      ),
    );

    const bad = await t.as(FINANCE, { method: 'GET', url: '/api/staff/Reports/Activity.csv?kind=everything' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain(reportMessages.badActivityKind);
  });

  it('refuses a span outside 7..180 in Persian, and staff without `reports`', async () => {
    for (const query of ['?days=6', '?days=181', '?days=abc', '?days=', '?days=30&x=1']) {
      const res = await report(query);
      expect(res.statusCode, query).toBe(400);
      if (!query.includes('x=')) expect(res.body, query).toContain(reportMessages.badDays);
    }
    expect((await report('?days=180')).statusCode).toBe(200);
    // Typed on a Persian keyboard, the span reads the same.
    expect((await report(`?days=${encodeURIComponent('۹۰')}`)).json<ActivityReport>().days).toHaveLength(90);
    const denied = await t.as(SUPPORT, { method: 'GET', url: '/api/staff/Reports/Activity' });
    expect(denied.statusCode).toBe(403);
  });
});
