import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pendingExport } from '../routes/review.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// The review queue as a CSV file: every profile waiting for a reviewer, oldest first as the review
// screen orders them, with the mark and Persian titles; reviewers only, as the screen.

const BOM = [0xef, 0xbb, 0xbf];
const INFO = JSON.stringify({ schoolName: 'دبیرستان فردوسی, شعبهٔ ۲', schoolType: 1, schoolLevel: 2 });

/** The file's lines after the mark, without the last line break's empty tail. */
const linesOf = (body: string) => body.slice(1).split('\r\n').slice(0, -1);
const mobilesOf = (lines: string[]) => lines.slice(1).map((line) => line.split(',')[1]);

describe('the review queue as CSV', () => {
  let t: TestApp;
  const get = (url: string, mobile = DEMO_STAFF.reviewer) => t.as(mobile, { method: 'GET', url });

  beforeAll(async () => {
    t = await startTestApp();
    // Five teachers who submitted in one instant: pages of two end inside it.
    await sql`INSERT INTO members (mobile, first_name, last_name, national_code, user_type_id, user_type_status, user_type_info, submitted_at)
      SELECT '0912555000' || n, 'معلم', 'شماره ' || n, '007214536' || n, 2, 10, ${INFO}, '2026-11-20 10:00:00.123456+00'::timestamptz
        FROM generate_series(1, 5) AS n`.execute(t.ctx.db);
  }, 60_000);
  afterAll(() => t.close());

  it('holds every waiting profile in the screen’s order, the national code in full as reviewers read it', async () => {
    const res = await get('/api/review/Pending.csv');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="review-queue.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual(BOM);
    const lines = linesOf(res.body);
    expect(lines[0]).toBe('نام,موبایل,کد ملی,نوع کاربری,نام مدرسه,ثبت در');
    // The screen sorts the list it reads by the time each was submitted, oldest first.
    const listed = (await get('/api/review/Pending')).json<{ mobile: string; submittedAt: string }[]>();
    const screen = [...listed].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
    expect(listed.length).toBeGreaterThan(5);
    expect(mobilesOf(lines)).toEqual(screen.map((row) => row.mobile));
    expect(lines.find((line) => line.includes('09125550003'))).toBe(
      'معلم شماره 3,09125550003,0072145363,معلم,"دبیرستان فردوسی, شعبهٔ ۲",۱۴۰۵/۰۸/۲۹، ساعت ۱۳:۳۰',
    );
  });

  it('reads the queue a keyset page at a time, profiles submitted in one instant included', async () => {
    const file = pendingExport(t.ctx.db, 2);
    const sizes: number[] = [];
    const mobiles: string[] = [];
    for await (const page of file.pages) {
      sizes.push(page.length);
      mobiles.push(...page.map((row) => row.mobile));
    }
    const listed = (await get('/api/review/Pending')).json<{ mobile: string }[]>();
    expect(sizes.slice(0, -1).every((size) => size === 2)).toBe(true);
    expect(sizes.length).toBe(Math.floor(listed.length / 2) + 1);
    expect(new Set(mobiles).size).toBe(listed.length);
    // One instant's five, told apart by id, in the order they were written.
    expect(mobiles.filter((mobile) => mobile.startsWith('091255500'))).toEqual([
      '09125550001',
      '09125550002',
      '09125550003',
      '09125550004',
      '09125550005',
    ]);
  });

  it('is the reviewers’: no one else may read it', async () => {
    for (const role of ['support', 'finance', 'operator'] as const)
      expect((await get('/api/review/Pending.csv', DEMO_STAFF[role])).statusCode, role).toBe(403);
    expect((await get('/api/review/Pending.csv', '09120000001')).statusCode).toBe(403);
  });
});
