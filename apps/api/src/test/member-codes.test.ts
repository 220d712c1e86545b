import { memberCareMessages as m } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberTexter } from '../domain/member-sms.js';
import { DEMO_STAFF } from './support/staff.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// Support re-sends a discount code's text and marks a faulty code, refunding what it cost.

const SUPPORT = DEMO_STAFF.support;
const STUDENT = '09120000001';
const PARTNER = '09120000002';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies

describe('a member’s discount codes in member care', () => {
  let t: TestApp;
  let student = 0;
  const texts: { mobile: string; message: string }[] = [];
  let failing = false;
  const texter: MemberTexter = {
    text: async (mobile, message) => {
      if (failing) throw new Error('gateway down');
      texts.push({ mobile, message });
    },
  };
  const codeId = async (code: string) =>
    (await t.ctx.db.selectFrom('discount_codes').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id;
  const act = async (code: string, action: 'Resend' | 'Faulty', body?: Json, member = student) =>
    t.as(SUPPORT, {
      method: 'POST',
      url: `/api/staff/Members/${member}/Codes/${await codeId(code)}/${action}`,
      ...(body ? { body } : {}),
    });
  const balance = async () =>
    (await t.ctx.db.selectFrom('members').select('balance').where('id', '=', student).executeTakeFirstOrThrow())
      .balance;
  const trail = async (kind: string) =>
    (await t.as(DEMO_STAFF.finance, { method: 'GET', url: `/api/staff/Audit?kind=${kind}` })).json<{ items: Json[] }>()
      .items;

  beforeAll(async () => {
    t = await startTestApp({ memberTexts: texter });
    student = (
      await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', STUDENT).executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  it('re-sends a usable code’s text by SMS, as issued, with its last day; the trail has it', async () => {
    const res = await act('EBK30-7K2M9', 'Resend');
    expect(res.statusCode, res.body).toBe(200);
    expect(texts).toHaveLength(1);
    expect(texts[0]!.mobile).toBe(STUDENT);
    expect(texts[0]!.message).toMatch(
      /^باشگاه کلروفیل: کد تخفیف «۳۰٪ تخفیف کتاب الکترونیکی» شما: EBK30-7K2M9؛ اعتبار تا [۰-۹/]+\.$/,
    );
    expect((await trail('member.code.resend'))[0]).toMatchObject({
      actor: SUPPORT,
      subject: String(await codeId('EBK30-7K2M9')),
    });
  });

  it('does not re-send an expired code, another member’s code, or while the SMS gateway fails', async () => {
    const expired = await act('CLUB20-X3PL6', 'Resend');
    expect(expired.statusCode).toBe(409);
    expect(expired.json<Json>().Message).toBe(m.codeExpired);
    const partner = (
      await t.ctx.db.selectFrom('members').select('id').where('mobile', '=', PARTNER).executeTakeFirstOrThrow()
    ).id;
    const others = await act('EBK30-7K2M9', 'Resend', undefined, partner);
    expect(others.statusCode).toBe(404);
    expect(others.json<Json>().Message).toBe(m.codeNotFound);
    failing = true;
    const before = (await trail('member.code.resend')).length;
    try {
      const down = await act('WHL15-Q8RT4', 'Resend');
      expect(down.statusCode).toBe(503);
      expect(down.json<Json>().Message).toBe(m.smsUnavailable);
    } finally {
      failing = false;
    }
    expect(await trail('member.code.resend')).toHaveLength(before);
  });

  it('marks a bought code faulty and refunds its points in one step, once', async () => {
    const before = await balance();
    expect((await act('EBK30-7K2M9', 'Faulty', {})).statusCode).toBe(400);
    const res = await act('EBK30-7K2M9', 'Faulty', { reason: 'فروشگاه کد را نمی‌پذیرد' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Json>()).toMatchObject({
      refunded: 80,
      code: { code: 'EBK30-7K2M9', state: 'faulty', faultyReason: 'فروشگاه کد را نمی‌پذیرد' },
    });
    expect(await balance()).toBe(before + 80);
    const refunds = await t.ctx.db.selectFrom('points_ledger').selectAll().where('source', '=', 'refund').execute();
    expect(refunds).toEqual([
      expect.objectContaining({ amount: 80, source_ref: String(await codeId('EBK30-7K2M9')), member_id: student }),
    ]);
    const again = await act('EBK30-7K2M9', 'Faulty', { reason: 'دوباره' });
    expect(again.statusCode).toBe(409);
    expect(await balance()).toBe(before + 80);
    // The member no longer sees it among their codes; the member page shows it faulty.
    const mine = (await t.as(STUDENT, { method: 'GET', url: '/api/DiscountCode' })).json<Json[]>();
    expect(mine.map((code) => code.code)).not.toContain('EBK30-7K2M9');
    const page = (await t.as(SUPPORT, { method: 'GET', url: `/api/staff/Members/${student}` })).json<Json>();
    expect(page.codes.find((code: Json) => code.code === 'EBK30-7K2M9').state).toBe('faulty');
    const [entry] = await trail('member.code.faulty');
    expect(entry).toMatchObject({
      actor: SUPPORT,
      reason: 'فروشگاه کد را نمی‌پذیرد',
      before: { state: 'usable' },
      after: { state: 'faulty', refunded: 80 },
    });
    const note = await t.ctx.db
      .selectFrom('notifications')
      .select('message')
      .where('member_id', '=', student)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(note.message).toBe('کد تخفیف «۳۰٪ تخفیف کتاب الکترونیکی» معیوب بود؛ ۸۰ کلروفیل آن به حساب شما برگشت.');
    expect((await act('EBK30-7K2M9', 'Resend')).json<Json>().Message).toBe(m.codeFaulty);
  });

  it('a code that cost no points is marked faulty with nothing to refund', async () => {
    const before = await balance();
    const res = await act('WHL15-Q8RT4', 'Faulty', { reason: 'درصد تخفیف اشتباه است' });
    expect(res.json<Json>()).toMatchObject({ refunded: 0, code: { state: 'faulty' } });
    expect(await balance()).toBe(before);
  });
});
