import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, csvChunks, keysetPages } from '../http/csv.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The CSV exports: UTF-8 with a byte-order mark so a spreadsheet shows the Persian, no cell a
// spreadsheet would run as a formula, and rows read a page at a time and sent as they come.

const LINES = 5_000;
const BOM = [0xef, 0xbb, 0xbf];

describe('csv cells', () => {
  it('makes text that could start a formula plain text, quotes what needs quoting, keeps numbers', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    for (const start of ['+', '-', '@']) expect(csvCell(`${start}1`)).toBe(`'${start}1`);
    expect(csvCell(-50)).toBe('-50');
    expect(csvCell('سفارش ۱۲، ارسال, فوری')).toBe('"سفارش ۱۲، ارسال, فوری"');
    expect(csvCell(null)).toBe('');
  });

  it('yields the header and then one chunk per page, never asking for more than a page', async () => {
    const asked: number[] = [];
    const pages = keysetPages<number, number>(
      async (after, size) => {
        asked.push(size);
        const from = (after ?? 0) + 1;
        return Array.from({ length: Math.max(0, Math.min(size, 2_500 - from + 1)) }, (_, i) => from + i);
      },
      (row) => row,
      1_000,
    );
    const chunks: string[] = [];
    for await (const chunk of csvChunks([{ label: 'شماره', value: (row: number) => row }], pages)) chunks.push(chunk);
    expect(asked).toEqual([1_000, 1_000, 1_000]);
    expect(chunks).toHaveLength(4);
    expect(chunks[0]).toBe('\uFEFFشماره\r\n');
    expect(chunks.join('').split('\r\n')).toHaveLength(2_500 + 2);
  });
});

describe('csv exports', () => {
  let t: TestApp;
  let member = 0;
  const statements: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ onStatement: (text) => statements.push(text) });
    member = (
      await t.ctx.db
        .insertInto('members')
        .values({ mobile: '09127770001', first_name: '=HYPERLINK("http://x")', last_name: 'رضایی' })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await sql`INSERT INTO points_ledger (member_id, amount, activity, source, created_at)
      SELECT ${member}, 3, 'هدیه آزمایشی ' || n, 'gift', now() - n * interval '1 minute'
        FROM generate_series(1, ${LINES}) AS n`.execute(t.ctx.db);
  }, 60_000);
  afterAll(() => t.close());

  it("streams a member's whole ledger a page at a time, the mark first, Jalali dates and Persian labels", async () => {
    statements.length = 0;
    const res = await t.as(DEMO_STAFF.support, { method: 'GET', url: `/api/staff/Members/${member}/Ledger.csv` });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`member-${member}-ledger.csv`);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe('زمان,کلروفیل,شرح,علت,مرجع');
    expect(lines).toHaveLength(LINES + 2);
    expect(lines[1]).toMatch(/^"?[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}"?,3,هدیه آزمایشی 1,هدیه,$/);
    const pages = statements.filter((text) => /from "points_ledger"/i.test(text) && /limit/i.test(text));
    expect(pages.length).toBe(Math.ceil(LINES / 2_000));
  });

  it('the member list keeps a name that looks like a formula as text', async () => {
    const res = await t.as(DEMO_STAFF.finance, { method: 'GET', url: '/api/staff/Reports/Members.csv' });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const line = res.body.split('\r\n').find((text) => text.includes('09127770001'));
    expect(line).toContain(`"'=HYPERLINK(""http://x"")",رضایی,${LINES * 3},`);
  });

  it('the liability month by month, for finance, in Persian', async () => {
    const res = await t.as(DEMO_STAFF.finance, { method: 'GET', url: '/api/staff/Reports/Liability.csv' });
    expect(res.statusCode).toBe(200);
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('ماه,صادرشده,خرج‌شده,منقضی‌شده,مانده قابل خرج در پایان ماه');
    expect(lines[1]).toMatch(/^\d{4}\/\d{2},\d+,\d+,0,-?\d+$/);
    const bad = await t.as(DEMO_STAFF.finance, { method: 'GET', url: '/api/staff/Reports/Liability.csv?on=x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('application/json');
  });

  it('loses no line at a page boundary inside one instant (PostgreSQL keeps microseconds, a JavaScript date does not)', async () => {
    const { id } = await t.ctx.db
      .insertInto('members')
      .values({ mobile: '09127770002', first_name: 'سارا', last_name: 'کریمی' })
      .returning('id')
      .executeTakeFirstOrThrow();
    // One transaction's lines share its instant; a page of 2,000 ends inside them.
    await sql`INSERT INTO points_ledger (member_id, amount, activity, source, created_at)
      SELECT ${id}, 1, 'یک تراکنش ' || n, 'gift', '2026-11-20 10:00:00.123456+00'::timestamptz
        FROM generate_series(1, 2_003) AS n`.execute(t.ctx.db);
    const res = await t.as(DEMO_STAFF.support, { method: 'GET', url: `/api/staff/Members/${id}/Ledger.csv` });
    const lines = res.rawPayload.toString('utf8').slice(1).split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(2_003);
    expect(new Set(lines.map((line) => line.split(',')[2])).size).toBe(2_003);
  });

  it('an unknown member is a 404 before any line is sent', async () => {
    const res = await t.as(DEMO_STAFF.support, { method: 'GET', url: '/api/staff/Members/999999/Ledger.csv' });
    expect(res.statusCode).toBe(404);
  });
});
