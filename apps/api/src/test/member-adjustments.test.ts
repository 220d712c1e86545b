import { fa, memberCareMessages as m } from '@clorofil/api-client/contract';
import { postgresAvailable } from '@clorofil/vitest-config/postgres';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideAdjustment, requestAdjustment } from '../domain/member-adjustments.js';
import type { MemberTexter } from '../domain/member-sms.js';
import { startPostgresApp, type PostgresApp } from './support/postgres-app.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Points adjustments under four eyes: up to the threshold support's adjustment is a ledger line at
// once; above it a second person with the finance role approves it, never the one who asked.

const SUPPORT = DEMO_STAFF.support;
const FINANCE = DEMO_STAFF.finance;
const SECOND_FINANCE = '09120000002';
const STUDENT = '09120000001';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

describe('points adjustments', () => {
  let t: TestApp;
  let student = 0;
  const texts: { mobile: string; message: string }[] = [];
  const texter: MemberTexter = {
    text: async (mobile, message) => {
      texts.push({ mobile, message });
    },
  };
  const ask = (body: Json, mobile = SUPPORT, member = student) =>
    t.as(mobile, { method: 'POST', url: `/api/staff/Members/${member}/Adjustments`, body });
  const decide = (id: number, decision: 'Approve' | 'Reject', mobile = FINANCE, body: Json = {}) =>
    t.as(mobile, { method: 'POST', url: `/api/staff/Adjustments/${id}/${decision}`, body });
  const balance = async () =>
    (await t.ctx.db.selectFrom('members').select('balance').where('id', '=', student).executeTakeFirstOrThrow())
      .balance;
  const lines = (id: number) =>
    t.ctx.db
      .selectFrom('points_ledger')
      .selectAll()
      .where('source', '=', 'adjustment')
      .where('source_ref', '=', String(id))
      .execute();
  const trail = async (id: number) =>
    (await t.as(FINANCE, { method: 'GET', url: '/api/staff/Audit?kind=points.adjust' }))
      .json<{ items: Json[] }>()
      .items.filter((entry) => entry.subject === String(id))
      .reverse();
  const notifications = async () =>
    t.ctx.db
      .selectFrom('notifications')
      .select('message')
      .where('member_id', '=', student)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await startTestApp({ memberTexts: texter });
    student = (
      await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', STUDENT).executeTakeFirstOrThrow()
    ).id;
    // A second finance person, so that finance's own requests can be decided by someone else.
    await t.ctx.db
      .updateTable('members')
      .set({ roles: ['finance'] })
      .where('mobile', '=', SECOND_FINANCE)
      .execute();
  });
  afterAll(() => t.close());

  it('a small credit is a ledger line at once, the member is told, and both steps are in the trail', async () => {
    const before = await balance();
    const res = await ask({ amount: 50, category: 'goodwill', reason: 'دلجویی بابت تأخیر سفارش ۱۴۸۹' });
    expect(res.statusCode, res.body).toBe(200);
    const adjustment = res.json<Json>();
    expect(adjustment).toMatchObject({ status: 'applied', amount: 50, requestedBy: SUPPORT, decidedBy: null });
    expect(await balance()).toBe(before + 50);
    const [line] = await lines(adjustment.id);
    expect(line).toMatchObject({ amount: 50, source: 'adjustment' });
    expect(String(line!.id)).toBe(adjustment.ledgerId);
    expect((await notifications()).message).toBe('۵۰ کلروفیل به حساب شما اضافه شد (دلجویی).');
    expect(texts).toEqual([]);
    const steps = await trail(adjustment.id);
    expect(steps.map((entry) => entry.kind)).toEqual(['points.adjust.request', 'points.adjust.apply']);
    expect(steps[0]).toMatchObject({ actor: SUPPORT, reason: 'دلجویی بابت تأخیر سفارش ۱۴۸۹' });
    // The member's own history shows the line.
    const scores = (await t.as(STUDENT, { method: 'GET', url: '/api/Scores' })).json<Json[]>();
    expect(scores[0]!.activity).toBe('اصلاح امتیاز توسط پشتیبانی باشگاه (دلجویی)');
  });

  it('needs a reason, a category and a whole amount other than zero; a refusal changes nothing', async () => {
    const before = await balance();
    const cases: [Json, string, string][] = [
      [{ amount: 10, category: 'goodwill' }, 'reason', m.reasonRequired],
      [{ amount: 10, category: 'goodwill', reason: '   ' }, 'reason', m.reasonRequired],
      [{ amount: 10, category: 'bonus', reason: 'x' }, 'category', m.categoryRequired],
      [{ amount: 0, category: 'goodwill', reason: 'x' }, 'amount', m.amountZero],
      [{ amount: 2.5, category: 'goodwill', reason: 'x' }, 'amount', m.amountRequired],
      [{ amount: 100_001, category: 'goodwill', reason: 'x' }, 'amount', m.amountTooLarge],
    ];
    for (const [body, field, message] of cases) {
      const res = await ask(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<Json>().errors[field]).toBe(message);
    }
    expect(await balance()).toBe(before);
  });

  it('a deduction is texted to the member, and one larger than the balance is refused', async () => {
    const before = await balance();
    const tooMuch = await ask({ amount: -(before + 1), category: 'correction', reason: 'x' }, FINANCE);
    // Above the threshold it only waits; the balance is checked when it is applied.
    expect(tooMuch.json<Json>().status).toBe('pending');
    const refused = await decide(tooMuch.json<Json>().id, 'Approve', SECOND_FINANCE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Json>().Message).toBe(m.insufficientBalance);
    expect((await t.as(FINANCE, { method: 'GET', url: '/api/staff/Adjustments' })).json<Json[]>()[0]!.id).toBe(
      tooMuch.json<Json>().id,
    );

    const res = await ask({
      amount: -30,
      category: 'fraud_reversal',
      reason: 'امتیاز سفارش مرجوعی دوباره داده شده بود',
    });
    expect(res.json<Json>().status).toBe('applied');
    expect(await balance()).toBe(before - 30);
    expect(texts).toEqual([
      {
        mobile: STUDENT,
        message:
          'باشگاه کلروفیل: ۳۰ کلروفیل از حساب شما کسر شد (برگشت امتیاز نادرست). اگر پرسشی دارید با پشتیبانی باشگاه تماس بگیرید.',
      },
    ]);
  });

  it('above the threshold it waits; support cannot approve, nobody approves their own, finance does', async () => {
    const before = await balance();
    const res = await ask({ amount: 800, category: 'correction', reason: 'امتیاز سفارش ۱۳۹۰ ثبت نشده بود' });
    const waiting = res.json<Json>();
    expect(waiting).toMatchObject({ status: 'pending', ledgerId: null });
    expect(await balance()).toBe(before);
    expect(await lines(waiting.id)).toEqual([]);
    const listed = (await t.as(FINANCE, { method: 'GET', url: '/api/staff/Adjustments' })).json<Json[]>();
    expect(listed.map((item) => item.id)).toContain(waiting.id);

    const bySupport = await decide(waiting.id, 'Approve', SUPPORT);
    expect(bySupport.statusCode).toBe(403);
    expect(bySupport.json<Json>()).toEqual({ Message: fa.forbidden });

    const own = await ask({ amount: 900, category: 'goodwill', reason: 'جبران' }, FINANCE);
    const ownApproval = await decide(own.json<Json>().id, 'Approve', FINANCE);
    expect(ownApproval.statusCode).toBe(403);
    expect(ownApproval.json<Json>().Message).toBe(m.ownApproval);
    expect((await decide(own.json<Json>().id, 'Reject', FINANCE, { note: 'خودم' })).statusCode).toBe(403);

    const approved = await decide(waiting.id, 'Approve', FINANCE, { note: 'با فاکتور فروشگاه تطبیق داده شد' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Json>()).toMatchObject({ status: 'applied', decidedBy: FINANCE, requestedBy: SUPPORT });
    expect(await balance()).toBe(before + 800);
    expect(await lines(waiting.id)).toHaveLength(1);
    const steps = await trail(waiting.id);
    expect(steps.map((entry) => [entry.kind, entry.actor])).toEqual([
      ['points.adjust.request', SUPPORT],
      ['points.adjust.approve', FINANCE],
    ]);
    expect(steps[1]).toMatchObject({ reason: 'با فاکتور فروشگاه تطبیق داده شد', after: { status: 'applied' } });
    expect((await decide(waiting.id, 'Approve', SECOND_FINANCE)).statusCode).toBe(409);
  });

  it('a refusal needs its note and changes no balance; a refused request cannot be approved after', async () => {
    const before = await balance();
    const waiting = (await ask({ amount: 1000, category: 'goodwill', reason: 'درخواست عضو' })).json<Json>();
    expect((await decide(waiting.id, 'Reject', FINANCE)).statusCode).toBe(400);
    const rejected = await decide(waiting.id, 'Reject', FINANCE, { note: 'دلیلی برای این مقدار نیست' });
    expect(rejected.json<Json>()).toMatchObject({ status: 'rejected', decisionNote: 'دلیلی برای این مقدار نیست' });
    const again = await decide(waiting.id, 'Approve', SECOND_FINANCE);
    expect(again.statusCode).toBe(409);
    expect(again.json<Json>().Message).toBe(m.notPending);
    expect(await balance()).toBe(before);
    expect((await trail(waiting.id)).map((entry) => entry.kind)).toEqual([
      'points.adjust.request',
      'points.adjust.reject',
    ]);
  });

  it('two approvals at once apply it once', async () => {
    const before = await balance();
    const waiting = (await ask({ amount: 700, category: 'correction', reason: 'آزمون هم‌زمانی' })).json<Json>();
    const results = await Promise.all([
      decide(waiting.id, 'Approve', FINANCE),
      decide(waiting.id, 'Approve', SECOND_FINANCE),
    ]);
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await lines(waiting.id)).toHaveLength(1);
    expect(await balance()).toBe(before + 700);
  });

  it('the database itself refuses a decision by the one who asked', async () => {
    const waiting = (await ask({ amount: 600, category: 'goodwill', reason: 'x' })).json<Json>();
    const support = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', SUPPORT)
      .executeTakeFirstOrThrow();
    await expect(
      sql`UPDATE point_adjustments SET status = 'rejected', decided_by = ${support.id}, decided_at = now() WHERE id = ${waiting.id}`.execute(
        t.ctx.db,
      ),
    ).rejects.toThrow(/point_adjustments_four_eyes/);
  });

  it('is closed to members, and asking needs the members permission, deciding approvals', async () => {
    expect((await ask({ amount: 5, category: 'goodwill', reason: 'x' }, STUDENT)).statusCode).toBe(403);
    expect((await ask({ amount: 5, category: 'goodwill', reason: 'x' }, DEMO_STAFF.operator)).statusCode).toBe(403);
    expect((await t.as(SUPPORT, { method: 'GET', url: '/api/staff/Adjustments' })).statusCode).toBe(403);
  });
});

describe('the approval threshold is a setting', () => {
  it('at 0 every adjustment waits for finance', async () => {
    const t = await startTestApp({ adjustmentApprovalThreshold: 0 });
    try {
      const id = (
        await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', STUDENT).executeTakeFirstOrThrow()
      ).id;
      const res = await t.as(SUPPORT, {
        method: 'POST',
        url: `/api/staff/Members/${id}/Adjustments`,
        body: { amount: 1, category: 'goodwill', reason: 'x' },
      });
      expect(res.json<Json>().status).toBe('pending');
      const page = (await t.as(SUPPORT, { method: 'GET', url: `/api/staff/Members/${id}` })).json<Json>();
      expect(page.approvalThreshold).toBe(0);
      expect(page.adjustments[0]).toMatchObject({ status: 'pending', amount: 1 });
    } finally {
      await t.close();
    }
  });
});

const available = postgresAvailable();
if (!available) console.warn('SKIPPED adjustment concurrency tests: PostgreSQL binaries not found (set PG_BIN).');

describe.skipIf(!available)('approvals on PostgreSQL, in parallel', () => {
  let stack: PostgresApp;
  beforeAll(async () => {
    stack = await startPostgresApp({ poolSize: 8 });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('ten finance approvals of one request at once: one ledger line, nine refusals', async () => {
    const db = stack.ctx.db;
    const idOf = async (mobile: string) =>
      (await db.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow()).id;
    const [student, support, finance] = await Promise.all([idOf(STUDENT), idOf(SUPPORT), idOf(FINANCE)]);
    const write = (memberId: number, mobile: string) => ({
      actor: { memberId, mobile },
      address: '127.0.0.1',
      now: new Date(),
      threshold: 500,
    });
    const { adjustment } = await requestAdjustment(db, write(support, SUPPORT), student, {
      amount: 900,
      category: 'correction',
      reason: 'آزمون هم‌زمانی',
    });
    const before = (
      await db.selectFrom('members').select('balance').where('id', '=', student).executeTakeFirstOrThrow()
    ).balance;
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () => decideAdjustment(db, write(finance, FINANCE), adjustment.id, 'approve', null)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results)
      if (result.status === 'rejected') expect((result.reason as Error).message).toBe(m.notPending);
    const credited = await db
      .selectFrom('points_ledger')
      .select('amount')
      .where('source', '=', 'adjustment')
      .where('source_ref', '=', String(adjustment.id))
      .execute();
    expect(credited).toEqual([{ amount: 900 }]);
    const after = (await db.selectFrom('members').select('balance').where('id', '=', student).executeTakeFirstOrThrow())
      .balance;
    expect(after).toBe(before + 900);
  });
});
