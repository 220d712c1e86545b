import { isCommissionEligible, mayOpenFinancialPages, UserTypeStatus } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const PARTNER = '09120000002';
const DEMO = ['09120000001', PARTNER, '09120000003', '09120000004', '09120000005', '09129999999'];
const FINANCIAL_READS = [
  '/api/profile/Commission',
  '/api/profile/Payment',
  '/api/Profile/financial/BankInformation',
] as const;

describe('the one eligibility rule (SPEC §4/§6)', () => {
  const facts = (userType: 'student' | 'teacher' | null, userTypeStatus: number, hasCommissionCodes = false) => ({
    userType,
    userTypeStatus,
    hasCommissionCodes,
  });

  it('never lets a student in, not even one the shop gave a code', () => {
    expect(isCommissionEligible(facts('student', UserTypeStatus.Accepted, true))).toBe(false);
  });

  it('lets in a teacher with status None or Accepted, not one under review or rejected', () => {
    expect(isCommissionEligible(facts('teacher', UserTypeStatus.None))).toBe(true);
    expect(isCommissionEligible(facts('teacher', UserTypeStatus.Accepted))).toBe(true);
    expect(isCommissionEligible(facts('teacher', UserTypeStatus.Pending))).toBe(false);
    expect(isCommissionEligible(facts('teacher', UserTypeStatus.Rejected))).toBe(false);
    expect(isCommissionEligible(facts(null, UserTypeStatus.None))).toBe(false);
  });

  it('keeps a partner who already has codes in while a later profile edit is reviewed', () => {
    expect(isCommissionEligible(facts('teacher', UserTypeStatus.Pending, true))).toBe(true);
    expect(isCommissionEligible(facts(null, UserTypeStatus.None, true))).toBe(true);
  });

  it('is what the browser reads from the profile, and nothing else', () => {
    expect(mayOpenFinancialPages({ isCommissionEligible: true })).toBe(true);
    expect(mayOpenFinancialPages({ isCommissionEligible: false })).toBe(false);
    expect(mayOpenFinancialPages(null)).toBe(false);
    expect(mayOpenFinancialPages(undefined)).toBe(false);
  });
});

describe('financial endpoints agree with the profile flag the guard and menu read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(DEMO)('%s: every financial read answers 200 exactly when the profile says eligible', async (mobile) => {
    const profile = (await t.as(mobile, { method: 'GET', url: '/api/Profile' })).json();
    for (const url of FINANCIAL_READS) {
      const res = await t.as(mobile, { method: 'GET', url });
      expect(res.statusCode, `${mobile} ${url}`).toBe(mayOpenFinancialPages(profile) ? 200 : 403);
    }
    expect(mayOpenFinancialPages(profile)).toBe(mobile === PARTNER);
  });

  it('answers a commission id that is not a number with 400, never 500', async () => {
    for (const id of ['abc', '-1', '1.5', '99999999999999999999']) {
      const res = await t.as(PARTNER, { method: 'GET', url: `/api/profile/Commission/${id}` });
      expect(res.statusCode, id).toBe(400);
      expect(res.json().Message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('answers 404 for an id nobody owns, in the same words as for another partner’s code', async () => {
    const res = await t.as(PARTNER, { method: 'GET', url: '/api/profile/Commission/987654' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ Message: 'گزارش کمیسیون موردنظر پیدا نشد.' });
  });

  it('gives each order’s products and a detail whose totals match the list row', async () => {
    const rows = (await t.as(PARTNER, { method: 'GET', url: '/api/profile/Commission' })).json();
    for (const row of rows) {
      const detail = (await t.as(PARTNER, { method: 'GET', url: `/api/profile/Commission/${row.id}` })).json();
      expect(detail.usage).toBe(row.usage);
      expect(detail.commission).toBe(row.commission);
      const sum = detail.items.reduce((total: number, item: { commission: number }) => total + item.commission, 0);
      expect(sum).toBe(row.commission);
    }
  });

  it('refuses an empty bank form field by field in Persian and keeps the saved details', async () => {
    const before = (await t.as(PARTNER, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    const res = await t.as(PARTNER, {
      method: 'PUT',
      url: '/api/profile/financial/BankInformation',
      body: { iban: '', accountNumber: '', creditCardNumber: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['accountNumber', 'creditCardNumber', 'iban']);
    const after = (await t.as(PARTNER, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    expect(after).toEqual(before);
  });
});
