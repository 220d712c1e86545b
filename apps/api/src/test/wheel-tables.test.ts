import type { WheelTableRow } from '@clorofil/api-client/contract';
import { formatJalaliDateTime, nextTehranDayStart, tehranDayKey } from '@clorofil/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tehranMidnight } from '../domain/wheel-tables.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';
import { DAY } from './support/test-clock.js';

const OPERATOR = DEMO_STAFF.operator;

const row = (fields: Partial<WheelTableRow> & Pick<WheelTableRow, 'title' | 'oddsBp'>): WheelTableRow => ({
  summary: `${fields.title} نصیب شما شد.`,
  kind: 'nothing',
  points: null,
  discountPercent: null,
  discountValidDays: null,
  color: null,
  dailyBudget: null,
  fallback: false,
  ...fields,
});

/** Version 2: «۷ کلروفیل» first (a draw of 0 lands on it), a miss as the fallback. */
const nextTable = (sevenOdds: number): WheelTableRow[] => [
  row({ title: '۷ کلروفیل', kind: 'points', points: 7, oddsBp: sevenOdds }),
  row({ title: 'کد ۱۵٪', kind: 'code', discountPercent: 15, discountValidDays: 10, oddsBp: 2_500, dailyBudget: 40 }),
  row({ title: 'پوچ تازه', oddsBp: 4_000, fallback: true }),
];

describe('wheel odds tables (staff)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Every draw lands on the first slot with any weight; code letters are drawn from 0 too.
    t = await startTestApp({ random: () => 0 });
  });
  afterAll(() => t.close());

  const staff = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, mobile = OPERATOR) =>
    t.as(mobile, { method, url, ...(body === undefined ? {} : { body }) });
  const tables = async () => (await staff('GET', '/api/staff/WheelTables')).json();
  const prizes = async () => (await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json();
  const spin = async (mobile: string, wheelId: number) =>
    (await t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}` })).json();
  const audit = async (kind: string) =>
    t.ctx.db.selectFrom('audit_trail').selectAll().where('kind', '=', kind).orderBy('id').execute();

  it('shows today’s prizes as version 1, published, in effect, summing to 100 % with the miss as fallback', async () => {
    const body = await tables();
    expect(body.draft).toBeNull();
    expect(body.scheduled).toEqual([]);
    expect(body.inEffect).toMatchObject({ version: 1, state: 'inEffect', mode: 'published' });
    expect(body.inEffect.effectiveFrom).toBe('1970-01-01T00:00:00.000Z');
    const rows: WheelTableRow[] = body.inEffect.rows;
    expect(rows.map((r) => r.oddsBp)).toEqual([2_200, 2_000, 1_200, 1_400, 1_000, 800, 600, 400, 300, 100]);
    expect(rows.filter((r) => r.fallback).map((r) => r.title)).toEqual(['پوچ']);
    expect(body.earliestDay).toBe(tehranDayKey(nextTehranDayStart(t.clock.now())));
  });

  it('is the operator’s alone: a member without a role and a reviewer get 403', async () => {
    expect((await staff('GET', '/api/staff/WheelTables', undefined, '09120000001')).statusCode).toBe(403);
    expect((await staff('GET', '/api/staff/WheelTables', undefined, DEMO_STAFF.reviewer)).statusCode).toBe(403);
  });

  it('saves a draft that sums to 95 %, says why in Persian, and refuses to publish or schedule it', async () => {
    const { wheelId } = await tables();
    const before = await prizes();
    const saved = await staff('PUT', `/api/staff/WheelTables/${wheelId}/Draft`, {
      rows: nextTable(3_000),
      revision: null,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, state: 'draft', revision: 1, sumBp: 9_500 });
    expect(saved.json().errors).toEqual({
      sum: 'جمع شانس‌ها ۹۵٪ است؛ ۵٪ دیگر لازم است تا جمع دقیقاً ۱۰۰٪ شود.',
    });
    // Titles are kept as typed, Persian digits included.
    expect(saved.json().rows[0].title).toBe('۷ کلروفیل');
    const publish = await staff('POST', `/api/staff/WheelTables/${wheelId}/Publish`, { revision: 1, reason: 'تست' });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors.sum).toMatch(/^جمع شانس‌ها ۹۵٪/);
    const schedule = await staff('POST', `/api/staff/WheelTables/${wheelId}/Schedule`, {
      revision: 1,
      day: (await tables()).earliestDay,
      reason: 'تست',
    });
    expect(schedule.statusCode).toBe(400);
    expect(await prizes()).toEqual(before);
    expect((await tables()).inEffect.version).toBe(1);
  });

  it('refuses a save based on an older revision, and a second new draft, with a clear message', async () => {
    const { wheelId } = await tables();
    const stale = await staff('PUT', `/api/staff/WheelTables/${wheelId}/Draft`, { rows: nextTable(1), revision: 7 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().Message).toMatch(/همکار دیگری/);
    const another = await staff('PUT', `/api/staff/WheelTables/${wheelId}/Draft`, {
      rows: nextTable(1),
      revision: null,
    });
    expect(another.statusCode).toBe(409);
    expect((await tables()).draft.sumBp).toBe(9_500);
  });

  it('refuses a schedule without a reason, for today or the past, or for a day that does not exist', async () => {
    const { wheelId, draft } = await tables();
    const fixed = await staff('PUT', `/api/staff/WheelTables/${wheelId}/Draft`, {
      rows: nextTable(3_500),
      revision: draft.revision,
      reason: 'جمع به ۱۰۰ رسید',
    });
    expect(fixed.json()).toMatchObject({ sumBp: 10_000, errors: {}, revision: 2 });
    const schedule = (body: object) => staff('POST', `/api/staff/WheelTables/${wheelId}/Schedule`, body);
    const noReason = await schedule({ revision: 2, day: (await tables()).earliestDay, reason: '   ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toMatch(/^دلیل این تغییر را بنویسید/);
    const today = await schedule({ revision: 2, day: tehranDayKey(t.clock.now()), reason: 'تست' });
    expect(today.statusCode).toBe(400);
    expect(today.json().errors.day).toMatch(/^زمان‌بندی فقط برای آغاز/);
    const nonsense = await schedule({ revision: 2, day: '2026-02-30', reason: 'تست' });
    expect(nonsense.json().errors.day).toBe('این تاریخ معتبر نیست.');
    expect((await tables()).scheduled).toEqual([]);
  });

  it('members spin on the old table until Tehran midnight and on the new one after, and the odds page follows', async () => {
    // The clock at 23:59 on a Tehran day; the table is scheduled for the next day's midnight.
    const midnight = nextTehranDayStart(t.clock.now());
    t.clock.set(new Date(midnight.getTime() - 60_000));
    const { wheelId, draft } = await tables();
    const day = tehranDayKey(midnight);
    const scheduled = await staff('POST', `/api/staff/WheelTables/${wheelId}/Schedule`, {
      revision: draft.revision,
      day,
      reason: 'جدول تازهٔ زمستان',
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ version: 2, state: 'scheduled', mode: 'scheduled' });
    expect(new Date(scheduled.json().effectiveFrom)).toEqual(midnight);
    expect(tehranMidnight(day)).toEqual(midnight);

    // 23:59: version 1 — a draw of 0 lands on its first prize, the miss.
    expect((await prizes()).prizes[0]).toMatchObject({ title: 'پوچ', chancePercent: 22 });
    expect(await spin('09130000001', wheelId)).toMatchObject({ status: 0, prize: 'پوچ', score: 0 });
    const listed = await tables();
    expect(listed.inEffect.version).toBe(1);
    expect(listed.scheduled.map((s: { version: number }) => s.version)).toEqual([2]);

    // 00:00:30 the next Tehran day: version 2, with no write in between.
    t.clock.set(new Date(midnight.getTime() + 30_000));
    expect(
      (await prizes()).prizes.map((p: { title: string; chancePercent: number }) => [p.title, p.chancePercent]),
    ).toEqual([
      ['۷ کلروفیل', 35],
      ['کد ۱۵٪', 25],
      ['پوچ تازه', 40],
    ]);
    expect(await spin('09130000002', wheelId)).toMatchObject({ status: 10, prize: '۷ کلروفیل', score: 7 });
    const after = await tables();
    expect(after.inEffect.version).toBe(2);
    expect(after.history.map((h: { version: number; state: string }) => [h.version, h.state])).toEqual([[1, 'past']]);
  });

  it('writes every step to the audit trail with who, before, after and why', async () => {
    const saves = await audit('wheel.table.save');
    expect(saves).toHaveLength(2);
    expect(saves[0]).toMatchObject({ actor_mobile: OPERATOR, before: null, reason: null });
    expect(saves[1]).toMatchObject({ reason: 'جمع به ۱۰۰ رسید' });
    expect((saves[1]!.before as { rows: WheelTableRow[] }).rows[0]!.oddsBp).toBe(3_000);
    expect((saves[1]!.after as { rows: WheelTableRow[] }).rows[0]!.oddsBp).toBe(3_500);
    const [schedule] = await audit('wheel.table.schedule');
    expect(schedule).toMatchObject({ actor_mobile: OPERATOR, reason: 'جدول تازهٔ زمستان' });
    expect(schedule!.before).toMatchObject({ version: 1 });
    expect(schedule!.after).toMatchObject({ version: 2, mode: 'scheduled' });
  });

  it('rolls a table back from the audit screen: the previous one is in effect again, and that is recorded', async () => {
    const { wheelId } = await tables();
    const [schedule] = await audit('wheel.table.schedule');
    const rolled = await staff('POST', `/api/staff/Audit/${schedule!.id}/Rollback`, { reason: 'اشتباه بود' });
    expect(rolled.statusCode).toBe(200);
    const body = await tables();
    expect(body.inEffect.version).toBe(1);
    expect(body.history.map((h: { version: number; state: string }) => [h.version, h.state])).toEqual([
      [2, 'withdrawn'],
    ]);
    expect((await prizes()).prizes[0]).toMatchObject({ title: 'پوچ', chancePercent: 22 });
    expect(await spin('09130000003', wheelId)).toMatchObject({ status: 0, prize: 'پوچ' });
    const [entry] = await audit('wheel.table.schedule.rollback');
    expect(entry).toMatchObject({ actor_mobile: OPERATOR, reason: 'اشتباه بود' });
    expect(entry!.before).toMatchObject({ version: 2, state: 'inEffect' });
    expect(entry!.after).toMatchObject({ version: 1 });
    // Rolled back once: a second rollback is refused and changes nothing.
    const again = await staff('POST', `/api/staff/Audit/${schedule!.id}/Rollback`, { reason: 'دوباره' });
    expect(again.statusCode).toBeGreaterThanOrEqual(400);
    expect(again.statusCode).toBeLessThan(500);
    expect((await tables()).inEffect.version).toBe(1);
  });

  it('previews a day’s odds: a prize at its budget drops out and its odds move to the fallback', async () => {
    const res = await staff('POST', '/api/staff/WheelTables/Preview', { rows: nextTable(3_500), paid: [0, 40, 0] });
    expect(res.statusCode).toBe(200);
    expect(res.json().rows).toEqual([
      { oddsBp: 3_500, effectiveBp: 3_500, spent: false },
      { oddsBp: 2_500, effectiveBp: 0, spent: true },
      { oddsBp: 4_000, effectiveBp: 6_500, spent: false },
    ]);
  });

  it('exports the history’s tables as CSV, newest version first, a line per prize, with the mark and Persian titles', async () => {
    const res = await staff('GET', '/api/staff/WheelTables.csv');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="wheel-tables.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.slice(1).split('\r\n').slice(0, -1);
    expect(lines[0]).toBe('نسخه,وضعیت,اجرا از,به دست,عنوان,نوع جایزه,مقدار,شانس (٪),سقف روزانه,جایگزین');
    const { history } = await tables();
    type Listed = { version: number; rows: WheelTableRow[] };
    const expected = [...(history as Listed[])]
      .sort((a, b) => b.version - a.version)
      .flatMap((table) => table.rows.map((prize) => `${table.version},${prize.title},${prize.oddsBp / 100}`));
    expect(history.length).toBeGreaterThan(0);
    expect(
      lines.slice(1).map((line) => {
        const cells = line.split(',');
        return `${cells[0]},${cells[4]},${cells[7]}`;
      }),
    ).toEqual(expected);
    // Version 2 was scheduled for the Tehran midnight after the day the suite runs on.
    const scheduled = (history as { version: number; effectiveFrom: string }[]).find((table) => table.version === 2);
    const from = formatJalaliDateTime(scheduled!.effectiveFrom);
    expect(from).toMatch(/^۱۴[۰-۹]{2}\/[۰-۹]{2}\/[۰-۹]{2}، ساعت ۰۰:۰۰$/);
    expect(lines.filter((line) => line.includes(',پوچ,'))).toEqual([
      `2,بازگردانده‌شده,${from},${OPERATOR},پوچ تازه,پوچ,,40,بی‌سقف,بله`,
    ]);
    expect(res.body).toContain(',بازگردانده‌شده,');
    expect((await staff('GET', '/api/staff/WheelTables.csv', undefined, DEMO_STAFF.reviewer)).statusCode).toBe(403);
  });
});

describe('wheel odds tables: daily budgets in the draw', () => {
  let t: TestApp;
  let wheelId: number;
  beforeAll(async () => {
    t = await startTestApp({ random: () => 0 });
    const tables = (await t.as(OPERATOR, { method: 'GET', url: '/api/staff/WheelTables' })).json();
    wheelId = tables.wheelId;
    // «ویژه» first (every draw lands on it), paid at most twice a Tehran day.
    const rows = [
      row({ title: 'ویژه', kind: 'points', points: 50, oddsBp: 2_500, dailyBudget: 2 }),
      row({ title: 'جایگزین', kind: 'points', points: 1, oddsBp: 7_500, fallback: true }),
    ];
    const draft = await t.as(OPERATOR, {
      method: 'PUT',
      url: `/api/staff/WheelTables/${wheelId}/Draft`,
      body: { rows, revision: null },
    });
    const published = await t.as(OPERATOR, {
      method: 'POST',
      url: `/api/staff/WheelTables/${wheelId}/Publish`,
      body: { revision: draft.json().revision, reason: 'سقف روزانه برای جایزهٔ ویژه' },
    });
    expect(published.json()).toMatchObject({ state: 'inEffect', mode: 'published' });
  });
  afterAll(() => t.close());

  it('pays a budgeted prize exactly its budget under a storm of spins, the rest land on the fallback', async () => {
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().prizes).toMatchObject([
      { title: 'ویژه', chancePercent: 25 },
      { title: 'جایگزین', chancePercent: 75 },
    ]);
    const mobiles = Array.from({ length: 12 }, (_, i) => `0913100${String(i).padStart(4, '0')}`);
    const results = await Promise.all(
      mobiles.map((mobile) => t.as(mobile, { method: 'POST', url: `/api/wheel/Spin/${wheelId}` })),
    );
    const won = results.map((r) => r.json().prize);
    expect(won.filter((p) => p === 'ویژه')).toHaveLength(2);
    expect(won.filter((p) => p === 'جایگزین')).toHaveLength(10);
    const paid = await t.ctx.db.selectFrom('wheel_prize_days').select(['paid', 'budget']).execute();
    expect(paid).toEqual([{ paid: 2, budget: 2 }]);
    // Every spin credited what it answered: 2 × 50 + 10 × 1.
    const ledger = await t.ctx.db
      .selectFrom('points_ledger')
      .innerJoin('members', 'members.id', 'points_ledger.member_id')
      .select((eb) => eb.fn.sum<string>('points_ledger.amount').as('total'))
      .where('points_ledger.source', '=', 'wheel')
      .where('members.mobile', 'in', mobiles)
      .executeTakeFirstOrThrow();
    expect(Number(ledger.total)).toBe(110);
    // The published odds follow: the spent prize shows 0, its share is on the fallback.
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().prizes).toMatchObject([
      { title: 'ویژه', chancePercent: 0 },
      { title: 'جایگزین', chancePercent: 100 },
    ]);
  });

  it('opens the budget again on the next Tehran day', async () => {
    t.clock.advance(DAY);
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().prizes[0]).toMatchObject({
      title: 'ویژه',
      chancePercent: 25,
    });
    const res = await t.as('09131000000', { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
    expect(res.json()).toMatchObject({ prize: 'ویژه', score: 50 });
  });

  it('rolls a publish back: the table before it is in effect at once, for the draw and the odds page', async () => {
    const [publish] = await t.ctx.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('kind', '=', 'wheel.table.publish')
      .execute();
    expect(publish).toMatchObject({ actor_mobile: OPERATOR, reason: 'سقف روزانه برای جایزهٔ ویژه' });
    const rolled = await t.as(OPERATOR, {
      method: 'POST',
      url: `/api/staff/Audit/${publish!.id}/Rollback`,
      body: { reason: 'بازگشت به جدول پیشین' },
    });
    expect(rolled.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/wheel/Prizes' })).json().prizes[0]).toMatchObject({
      title: 'پوچ',
      chancePercent: 22,
    });
    const res = await t.as('09131000099', { method: 'POST', url: `/api/wheel/Spin/${wheelId}` });
    expect(res.json()).toMatchObject({ status: 0, prize: 'پوچ' });
    const [entry] = await t.ctx.db
      .selectFrom('audit_trail')
      .selectAll()
      .where('kind', '=', 'wheel.table.publish.rollback')
      .execute();
    expect(entry!.after).toMatchObject({ version: 1, state: 'inEffect' });
  });
});
