import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const PARTNER_A = '09120000002';
const PARTNER_B = '09121112233';
const BANK_B = {
  iban: 'IR820540102680020817909002',
  accountNumber: '207-8000-12345678-1',
  creditCardNumber: '6037997599999993',
};

describe('financial pages: object-level access (SECURITY 10, 17)', () => {
  let t: TestApp;
  let aCodes: number[];
  let bCodes: number[];

  beforeAll(async () => {
    t = await startTestApp();
    // A second partner: a new member who becomes an accepted teacher with one commission code.
    await t.as(PARTNER_B, { method: 'GET', url: '/api/Profile' });
    const b = await t.ctx.db
      .selectFrom('members')
      .select('id')
      .where('mobile', '=', PARTNER_B)
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .updateTable('members')
      .set({ user_type_id: 2, user_type_status: 20, user_type_info: '{}' })
      .where('id', '=', b.id)
      .execute();
    const code = await t.ctx.db
      .insertInto('commission_codes')
      .values({ member_id: b.id, code: 'BEE10', percentage: 10, commission_percentage: 5, validity_date: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('commission_orders')
      .values({
        commission_code_id: code.id,
        customer_name: 'نیما ر.',
        order_date: new Date(),
        amount_rial: 1_000_000,
        commission_rial: 50_000,
        items: JSON.stringify([{ title: 'فیزیک دهم', quantity: 2 }]),
      })
      .execute();
    await t.ctx.db
      .insertInto('payments')
      .values({
        member_id: b.id,
        pay_date: new Date(),
        price_rial: 50_000,
        destination_masked: 'IR82************9002',
        tracking_code: 'B-1',
        description: 'تسویه',
      })
      .execute();
    await t.as(PARTNER_B, { method: 'PUT', url: '/api/profile/financial/BankInformation', body: BANK_B });
    aCodes = (await t.as(PARTNER_A, { method: 'GET', url: '/api/profile/Commission' }))
      .json()
      .map((c: { id: number }) => c.id);
    bCodes = (await t.as(PARTNER_B, { method: 'GET', url: '/api/profile/Commission' }))
      .json()
      .map((c: { id: number }) => c.id);
  });
  afterAll(() => t.close());

  it('gives the demo partner her codes (one with at least 12 orders), payments and bank details', async () => {
    const rows = (await t.as(PARTNER_A, { method: 'GET', url: '/api/profile/Commission' })).json();
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...rows.map((r: { usage: number }) => r.usage))).toBeGreaterThanOrEqual(12);
    const busiest = rows.reduce((a: { usage: number }, b: { usage: number }) => (a.usage > b.usage ? a : b));
    const detail = (await t.as(PARTNER_A, { method: 'GET', url: `/api/profile/Commission/${busiest.id}` })).json();
    expect(detail.items).toHaveLength(busiest.usage);
    expect(detail.commission).toBe(busiest.commission);
    expect(detail.items[0].orderItems[0]).toEqual({ title: expect.any(String), quantity: expect.any(Number) });
    // Buyers appear as first name and last-name initial only.
    for (const item of detail.items) expect(item.customerName).toMatch(/^\S+ \S\.$/);
    const payments = (await t.as(PARTNER_A, { method: 'GET', url: '/api/profile/Payment' })).json();
    expect(payments.length).toBeGreaterThanOrEqual(12);
    for (const p of payments) expect(p.distination).toMatch(/\*{4}/);
  });

  it('returns the owner their own bank details masked only', async () => {
    const mine = (await t.as(PARTNER_B, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    expect(mine).toEqual({
      iban: 'IR820540**************9002',
      accountNumber: '************6781',
      creditCardNumber: '603799******9993',
    });
    const a = (await t.as(PARTNER_A, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    expect(a.iban).toBe('IR050120**************9760');
  });

  it("answers each member only with their own rows, and 404 for the other's commission ids", async () => {
    for (const [me, mine, theirs] of [
      [PARTNER_A, aCodes, bCodes],
      [PARTNER_B, bCodes, aCodes],
    ] as const) {
      for (const id of mine)
        expect((await t.as(me, { method: 'GET', url: `/api/profile/Commission/${id}` })).statusCode).toBe(200);
      for (const id of theirs) {
        const res = await t.as(me, { method: 'GET', url: `/api/profile/Commission/${id}` });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ Message: expect.stringMatching(/پیدا نشد/) });
      }
      const list = (await t.as(me, { method: 'GET', url: '/api/profile/Commission' }))
        .json()
        .map((c: { id: number }) => c.id);
      expect(list.sort()).toEqual([...mine].sort());
    }
    const bPayments = (await t.as(PARTNER_B, { method: 'GET', url: '/api/profile/Payment' })).json();
    expect(bPayments.map((p: { trackingCode: string }) => p.trackingCode)).toEqual(['B-1']);
    const aPayments = (await t.as(PARTNER_A, { method: 'GET', url: '/api/profile/Payment' })).json();
    expect(aPayments.map((p: { trackingCode: string }) => p.trackingCode)).not.toContain('B-1');
  });

  it('writes bank details only for the caller, whatever the body says', async () => {
    const sneaky = await t.as(PARTNER_B, {
      method: 'PUT',
      url: '/api/profile/financial/BankInformation',
      body: { ...BANK_B, memberId: 1, mobile: PARTNER_A },
    });
    expect(sneaky.statusCode).toBe(400);
    const a = (await t.as(PARTNER_A, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    expect(a.creditCardNumber).toBe('610433******8039');
  });

  it('keeps students and other non-partners out with 403', async () => {
    for (const url of [
      '/api/profile/Commission',
      `/api/profile/Commission/${aCodes[0]}`,
      '/api/profile/Payment',
      '/api/Profile/financial/BankInformation',
    ]) {
      const res = await t.as('09120000001', { method: 'GET', url });
      expect(res.statusCode, url).toBe(403);
    }
    const put = await t.as('09120000003', {
      method: 'PUT',
      url: '/api/profile/financial/BankInformation',
      body: BANK_B,
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('bank form validation (SECURITY 12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const put = (body: unknown) =>
    t.as(PARTNER_A, { method: 'PUT', url: '/api/profile/financial/BankInformation', body });
  const current = async () =>
    (await t.as(PARTNER_A, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();

  it.each([
    ['a card failing Luhn', { creditCardNumber: '6104337912458038' }, 'creditCardNumber', /معتبر نیست/],
    ['a 15-digit card', { creditCardNumber: '610433791245803' }, 'creditCardNumber', /۱۶ رقمی/],
    ['a Sheba failing mod 97', { iban: 'IR050120000000004512389761' }, 'iban', /معتبر نیست/],
    ['a Sheba without IR', { iban: 'DE050120000000004512389760' }, 'iban', /IR/],
    ['a 21-character account number', { accountNumber: '123456789012345678901' }, 'accountNumber', /۲۰/],
    ['a missing field', { creditCardNumber: undefined }, 'creditCardNumber', /./],
  ])('refuses %s with a Persian message and keeps the saved values', async (_name, change, field, message) => {
    const before = await current();
    const res = await put({ ...BANK_B, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[field]).toMatch(message);
    expect(await current()).toEqual(before);
  });

  it('accepts Persian digits and spaces in numbers and stores them canonical', async () => {
    const res = await put({
      iban: 'IR۸۲۰۵۴۰۱۰۲۶۸۰۰۲۰۸۱۷۹۰۹۰۰۲',
      accountNumber: '۲۰۷-۸۰۰۰-۱۲۳۴۵۶۷۸-۱',
      creditCardNumber: '6037997599999993',
    });
    expect(res.statusCode).toBe(200);
    // Reads are masked, so the stored row itself shows the canonical form.
    const row = await t.ctx.db
      .selectFrom('bank_accounts')
      .innerJoin('members', 'members.id', 'bank_accounts.member_id')
      .select(['iban', 'account_number as accountNumber', 'card_number as creditCardNumber'])
      .where('members.mobile', '=', PARTNER_A)
      .executeTakeFirstOrThrow();
    expect(row).toEqual(BANK_B);
    expect(await current()).toEqual({
      iban: 'IR820540**************9002',
      accountNumber: '************6781',
      creditCardNumber: '603799******9993',
    });
  });
});
