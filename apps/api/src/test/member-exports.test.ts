import { memberCareMessages as m, orderStatusNames } from '@clorofil/api-client/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvChunks, type CsvExport } from '../http/csv.js';
import {
  adjustmentsExport,
  memberCodesExport,
  memberNotificationsExport,
  memberOrdersExport,
  memberSpinsExport,
} from '../routes/member-exports.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Member care's lists as CSV files: the members a search finds, and the member page's own lists
// (the codes, the wheel spins, the notifications sent and the orders), each scoped to the member,
// in the page's order, with the mark and Persian titles.

const SUPPORT = '09120000014';
const FINANCE = '09120000013';
const STUDENT = '09120000001';
const PERSIAN = /[\u0600-\u06FF]/;
const BOM = [0xef, 0xbb, 0xbf];

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

/** The file's lines after the mark, without the last line break's empty tail. */
const linesOf = (body: string) => body.slice(1).split('\r\n').slice(0, -1);
const firstCells = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[0]);

describe('the member page’s lists as CSV', () => {
  let t: TestApp;
  let student = 0;
  let busy = 0;
  const get = (url: string, mobile = SUPPORT) => t.as(mobile, { method: 'GET', url });
  const csv = (id: number | string, list: string) => get(`/api/staff/Members/${id}/${list}.csv`);
  const instant = '2026-11-20 10:00:00.123456+00';

  beforeAll(async () => {
    t = await startTestApp();
    student = (
      await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', STUDENT).executeTakeFirstOrThrow()
    ).id;
    // A member with five of each list, every five made in one instant: pages of two end inside them.
    busy = (
      await t.ctx.db
        .insertInto('members')
        .values({ mobile: '09127770011', first_name: 'سارا', last_name: 'کریمی' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`INSERT INTO discount_codes (member_id, code, title, source, created_at)
      SELECT ${busy}, 'CSV-' || n, 'کد ' || n, 'gift', ${instant}::timestamptz FROM generate_series(1, 5) AS n`.execute(
      t.ctx.db,
    );
    await sql`INSERT INTO notifications (member_id, type, message, created_at)
      SELECT ${busy}, 'info', 'پیام ' || n, ${instant}::timestamptz FROM generate_series(1, 5) AS n`.execute(t.ctx.db);
    await sql`INSERT INTO shop_orders (order_id, member_id, amount_toman, points, delivered_at, available_at, status)
      SELECT 'csv-' || n, ${busy}, 100000 * n, 10 * n, ${instant}::timestamptz, ${instant}::timestamptz + interval '14 days', 'pending'
        FROM generate_series(1, 5) AS n`.execute(t.ctx.db);
    const wheel = await t.ctx.db.selectFrom('wheels').select('id').executeTakeFirstOrThrow();
    // Five adjustments waiting for finance, asked in one instant, and two refused.
    await sql`INSERT INTO point_adjustments (member_id, amount, category, reason, status, needs_approval, requested_by, requested_at)
      SELECT ${busy}, 600 + n, 'goodwill', 'دلیل ' || n, 'pending', true, (SELECT id FROM members WHERE mobile = ${SUPPORT}), ${instant}::timestamptz
        FROM generate_series(1, 5) AS n`.execute(t.ctx.db);
    await sql`INSERT INTO point_adjustments (member_id, amount, category, reason, status, needs_approval, requested_by, requested_at, decided_by, decided_at, decision_note)
      SELECT ${busy}, -700 - n, 'correction', 'کسر ' || n, 'rejected', true, (SELECT id FROM members WHERE mobile = ${SUPPORT}), ${instant}::timestamptz,
        (SELECT id FROM members WHERE mobile = ${FINANCE}), ${instant}::timestamptz + interval '1 hour', 'سند ندارد, بررسی شد'
        FROM generate_series(1, 2) AS n`.execute(t.ctx.db);
    await sql`INSERT INTO wheel_spins (member_id, wheel_id, tehran_day, status, created_at)
      SELECT ${busy}, ${wheel.id}, date '2026-11-01' + n, 0, ${instant}::timestamptz + n * interval '1 day'
        FROM generate_series(1, 5) AS n`.execute(t.ctx.db);
  }, 60_000);
  afterAll(() => t.close());

  /** Every item of a paged list of the member page, page after page. */
  async function listed(id: number, list: 'Spins' | 'Notifications'): Promise<Json[]> {
    const first = (await get(`/api/staff/Members/${id}/${list}`)).json<Json>();
    const items = [...first.items];
    for (let page = 2; page <= Math.ceil(first.total / first.pageSize); page += 1)
      items.push(...(await get(`/api/staff/Members/${id}/${list}?page=${page}`)).json<Json>().items);
    return items;
  }

  it('the codes: every code of the member as the page lists them, with source, price and state in Persian', async () => {
    const res = await csv(student, 'Codes');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="member-${student}-codes.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('کد,عنوان,منشأ,کلروفیل پرداختی,وضعیت,علت معیوب بودن,زمان صدور,اعتبار تا');
    const page = (await get(`/api/staff/Members/${student}`)).json<Json>();
    expect(firstCells(lines)).toEqual(page.codes.map((code: Json) => code.code));
    const bought = lines.find((line) => line.startsWith('EBK30-7K2M9,'))!;
    expect(bought).toMatch(/^EBK30-7K2M9,[^,]+,خرید با امتیاز,80,قابل استفاده,,/);
    expect(lines.find((line) => line.startsWith('CLUB20-X3PL6,'))).toContain(',منقضی‌شده,');
    expect(lines.find((line) => line.startsWith('WHL15-Q8RT4,'))).toMatch(/,گردونه,,قابل استفاده,/);
  });

  it('the spins: every spin, newest first, a miss named as on the page', async () => {
    const res = await csv(busy, 'Spins');
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('زمان,نتیجه');
    expect(lines).toHaveLength(1 + 5);
    const items = await listed(busy, 'Spins');
    expect(items).toHaveLength(5);
    // 2026-11-25 10:00 UTC is 1405/09/04 13:30 in Tehran.
    expect(lines[1]).toBe('۱۴۰۵/۰۹/۰۴، ساعت ۱۳:۳۰,پوچ');
    expect(new Set(lines.slice(1).map((line) => line.split(',').at(-1)))).toEqual(new Set(['پوچ']));
    // The student's spins from the seed, as their page lists them.
    const seeded = linesOf((await csv(student, 'Spins')).body);
    expect(seeded.slice(1).map((line) => line.split(',').at(-1))).toEqual(
      (await listed(student, 'Spins')).map((spin) => spin.prize ?? 'پوچ'),
    );
  });

  it('the notifications: every one sent, newest first, with its type and whether the app showed it', async () => {
    const res = await csv(student, 'Notifications');
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('زمان,نوع,متن,دیده شد');
    const items = await listed(student, 'Notifications');
    expect(items.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(1 + items.length);
    for (const [index, item] of items.entries()) {
      expect(lines[index + 1], item.message).toContain(item.message.includes(',') ? `"${item.message}"` : item.message);
      if (item.deliveredAt === null) expect(lines[index + 1]).toMatch(/,هنوز نه$/);
    }
    const busyLines = linesOf((await csv(busy, 'Notifications')).body);
    expect(busyLines.slice(1).map((line) => line.split(',').slice(2).join(','))).toEqual(
      ['پیام 5', 'پیام 4', 'پیام 3', 'پیام 2', 'پیام 1'].map((message) => `${message},هنوز نه`),
    );
    expect(busyLines[1]).toMatch(/^۱۴۰۵\/۰۸\/۲۹، ساعت ۱۳:۳۰,اطلاع‌رسانی,/);
  });

  it('the orders: every order, newest delivery first, amounts in toman and the status in Persian', async () => {
    const res = await csv(student, 'Orders');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="member-${student}-orders.csv"`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('سفارش,مبلغ (تومان),کلروفیل,وضعیت,تحویل,قابل خرج از,مرجوعی,واریز امتیاز');
    const page = (await get(`/api/staff/Members/${student}`)).json<Json>();
    expect(page.orders.length).toBeLessThan(50);
    expect(firstCells(lines)).toEqual(page.orders.map((order: Json) => order.orderId));
    expect(lines.find((line) => line.startsWith('1489,'))).toMatch(/^1489,1850000,185,در مهلت مرجوعی,/);
    expect(lines.slice(1).map((line) => line.split(',')[3])).toEqual(
      page.orders.map((order: Json) => orderStatusNames[order.status as keyof typeof orderStatusNames]),
    );
  });

  it('reads each list a keyset page at a time, rows of one instant included, in the page’s order', async () => {
    /** The sizes of the pages the file was read in, and the given column of its lines. */
    async function read<Row>(file: CsvExport<Row>, column: number) {
      const sizes: number[] = [];
      const counted = {
        async *[Symbol.asyncIterator]() {
          for await (const page of file.pages) {
            sizes.push(page.length);
            yield page;
          }
        },
      };
      let body = '';
      for await (const chunk of csvChunks(file.columns, counted)) body += chunk;
      return {
        sizes,
        cells: linesOf(body)
          .slice(1)
          .map((line) => line.split(',')[column] ?? ''),
      };
    }
    const { db } = t.ctx;
    expect(await read(memberCodesExport(db, busy, t.clock.now(), 2), 0)).toEqual({
      sizes: [2, 2, 1],
      cells: ['CSV-5', 'CSV-4', 'CSV-3', 'CSV-2', 'CSV-1'],
    });
    expect(await read(memberNotificationsExport(db, busy, 2), 2)).toEqual({
      sizes: [2, 2, 1],
      cells: ['پیام 5', 'پیام 4', 'پیام 3', 'پیام 2', 'پیام 1'],
    });
    expect(await read(memberOrdersExport(db, busy, 2), 0)).toEqual({
      sizes: [2, 2, 1],
      cells: ['csv-5', 'csv-4', 'csv-3', 'csv-2', 'csv-1'],
    });
    const pending = await read(adjustmentsExport(db, 'pending', 2), 4);
    expect(pending.cells).toEqual(['دلیل 5', 'دلیل 4', 'دلیل 3', 'دلیل 2', 'دلیل 1']);
    expect(pending.sizes).toEqual([2, 2, 1]);
    // One spin a Tehran day, spun 2026-11-21 to 2026-11-25 (1405/08/30 to 1405/09/04), newest first.
    const spins = await read(memberSpinsExport(db, busy, 2), 0);
    expect(spins.sizes).toEqual([2, 2, 1]);
    expect(spins.cells.map((cell) => cell.slice(0, 10))).toEqual([
      '۱۴۰۵/۰۹/۰۴',
      '۱۴۰۵/۰۹/۰۳',
      '۱۴۰۵/۰۹/۰۲',
      '۱۴۰۵/۰۹/۰۱',
      '۱۴۰۵/۰۸/۳۰',
    ]);
  });

  it('the search: the members the screen finds for the same words, national codes masked as on the screen', async () => {
    const search = (q: string) => get(`/api/staff/Members.csv?q=${encodeURIComponent(q)}`);
    const res = await search('محمد');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="member-search.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('عضو,موبایل,کد ملی,نوع کاربری,وضعیت بررسی,موجودی (کلروفیل)');
    const found = (await get(`/api/staff/Members?q=${encodeURIComponent('محمد')}`)).json<Json>().items;
    expect(found.length).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(found.map((item: Json) => item.mobile));
    expect(lines.find((line) => line.includes(STUDENT))).toMatch(
      /^امیرحسین محمدی,09120000001,\*{7}366,[^,]+,تأییدشده,1250$/,
    );
    expect(res.body).not.toContain('0072145366');
    // Other words, other rows: a mobile names one member.
    expect(linesOf((await search('۰۹۱۲۰۰۰۰۰۰۱')).body).slice(1)).toHaveLength(1);
    expect(linesOf((await search('کسی_نیست')).body)).toHaveLength(1);
    // The screen's limit holds for the file: 25 members share a surname, both show the first 20 alike.
    await t.ctx.db
      .insertInto('members')
      .values(
        Array.from({ length: 25 }, (_, index) => ({
          mobile: `0912888${String(index).padStart(4, '0')}`,
          first_name: `عضو ${index}`,
          last_name: 'آزمونی',
        })),
      )
      .execute();
    const many = linesOf((await search('آزمونی')).body).slice(1);
    const listed = (await get(`/api/staff/Members?q=${encodeURIComponent('آزمونی')}`)).json<Json>().items;
    expect(many).toHaveLength(20);
    expect(many.map((line) => line.split(',')[1])).toEqual(listed.map((item: Json) => item.mobile));
  });

  it('refuses search words the screen refuses, in Persian (400), before any line', async () => {
    for (const query of ['', '?q=', `?q=${encodeURIComponent('ا')}`, '?q=0912', '?q=ab&page=2']) {
      const res = await get(`/api/staff/Members.csv${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.headers['content-type'], query).toContain('application/json');
      expect(JSON.stringify(res.json<Json>()), query).toMatch(PERSIAN);
    }
    expect((await get(`/api/staff/Members.csv?q=${encodeURIComponent('محمد')}`, STUDENT)).statusCode).toBe(403);
  });

  it('the approvals queue: every adjustment in the chosen state, as the queue lists them', async () => {
    const queue = (query = '') => get(`/api/staff/Adjustments.csv${query}`, FINANCE);
    const listedReasons = async (query = '') =>
      (await get(`/api/staff/Adjustments${query}`, FINANCE)).json<Json[]>().map((item) => item.reason);
    const res = await queue();
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="adjustments-pending.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe(
      'عضو,موبایل عضو,کلروفیل,دسته,دلیل,وضعیت,درخواست: کارشناس,درخواست: زمان,تأیید یا رد: کارشناس,تأیید یا رد: زمان,یادداشت تصمیم',
    );
    expect(lines.slice(1).map((line) => line.split(',')[4])).toEqual(await listedReasons());
    expect(lines[1]).toBe(
      `سارا کریمی,09127770011,605,دلجویی,دلیل 5,در انتظار تأیید مالی,${SUPPORT},۱۴۰۵/۰۸/۲۹، ساعت ۱۳:۳۰,,,`,
    );
    // The state the screen's select chose.
    const rejected = await queue('?status=rejected');
    expect(rejected.headers['content-disposition']).toBe('attachment; filename="adjustments-rejected.csv"');
    const refused = linesOf(rejected.body);
    expect(refused.slice(1).map((line) => line.split(',')[4])).toEqual(await listedReasons('?status=rejected'));
    expect(refused.find((line) => line.includes('کسر 2'))).toBe(
      `سارا کریمی,09127770011,-702,اصلاح خطا,کسر 2,ردشده,${SUPPORT},۱۴۰۵/۰۸/۲۹، ساعت ۱۳:۳۰,${FINANCE},۱۴۰۵/۰۸/۲۹، ساعت ۱۴:۳۰,"سند ندارد, بررسی شد"`,
    );
    for (const query of ['?status=waiting', '?status=', '?page=2']) {
      const bad = await queue(query);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type'], query).toContain('application/json');
      expect(JSON.stringify(bad.json<Json>()), query).toMatch(PERSIAN);
    }
    expect((await get('/api/staff/Adjustments.csv', SUPPORT)).statusCode).toBe(403);
  });

  it('refuses a bad member number in Persian (400) and an unknown member (404) before any line', async () => {
    for (const list of ['Codes', 'Spins', 'Notifications', 'Orders']) {
      for (const id of ['abc', '0', '-1', '1.5']) {
        const res = await csv(id, list);
        expect(res.statusCode, `${list} ${id}`).toBe(400);
        expect(res.headers['content-type'], `${list} ${id}`).toContain('application/json');
        expect(res.json<Json>().Message, `${list} ${id}`).toMatch(PERSIAN);
      }
      const missing = await csv(999_999, list);
      expect(missing.statusCode, list).toBe(404);
      expect(missing.json<Json>().Message, list).toBe(m.memberNotFound);
      expect((await get(`/api/staff/Members/${student}/${list}.csv`, STUDENT)).statusCode, list).toBe(403);
    }
  });
});
