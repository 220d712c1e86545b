import { fa } from '@clorofil/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../config.js';
import type { MemberTexter } from '../domain/member-sms.js';
import { startTestApp, type TestApp } from './support/test-app.js';

// A partner's payout details change only with a one-time code typed in the last five minutes
// (the access token's `auth_time`, signed by the identity provider), every answer carries masked
// numbers only, and the member is texted after a change.

const PARTNER = '09120000002';
const NEW_BANK = {
  iban: 'IR820540102680020817909002',
  accountNumber: '2078000123456781',
  creditCardNumber: '6037997599999993',
};
const MASKED_NEW_BANK = {
  iban: 'IR820540**************9002',
  accountNumber: '************6781',
  creditCardNumber: '603799******9993',
};
const PATH_PUT = '/api/profile/financial/BankInformation';
const PATH_GET = '/api/Profile/financial/BankInformation';

class RecordingTexter implements MemberTexter {
  readonly sent: Array<{ mobile: string; message: string }> = [];
  async text(mobile: string, message: string) {
    this.sent.push({ mobile, message });
  }
}

describe('payout details: step-up, masking and the SMS', () => {
  let t: TestApp;
  const texter = new RecordingTexter();
  beforeAll(async () => {
    t = await startTestApp({ memberTexts: texter });
  });
  afterAll(() => t.close());

  const now = () => Math.floor(Date.now() / 1000);
  const tokenSignedInAt = (authTime: number | undefined) =>
    t.auth.sign({
      sub: `sub-${PARTNER}`,
      phone: PARTNER,
      extraClaims: { auth_time: authTime },
    });
  const stored = () =>
    t.ctx.db
      .selectFrom('bank_accounts')
      .innerJoin('members', 'members.id', 'bank_accounts.member_id')
      .select(['iban', 'account_number', 'card_number'])
      .where('members.mobile', '=', PARTNER)
      .executeTakeFirst();

  it.each([
    ['a sign-in six minutes old', () => now() - 360],
    ['a sign-in 301 seconds old', () => now() - 301],
    ['a token without auth_time', () => undefined],
  ])('refuses a change with %s: 401, the step-up challenge, a Persian message, nothing changed', async (_n, at) => {
    const before = await stored();
    const sentBefore = texter.sent.length;
    const res = await t.request({ method: 'PUT', url: PATH_PUT, body: NEW_BANK, token: await tokenSignedInAt(at()) });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer error="insufficient_user_authentication"/);
    expect(res.headers['www-authenticate']).toContain('max_age=300');
    expect(res.json()).toEqual({ Message: fa.stepUpRequired });
    expect(await stored()).toEqual(before);
    expect(texter.sent.length).toBe(sentBefore);
  });

  it('lets the web app read the challenge across origins', async () => {
    const res = await t.request({
      method: 'PUT',
      url: PATH_PUT,
      body: NEW_BANK,
      token: await tokenSignedInAt(now() - 600),
      headers: { origin: 'http://127.0.0.1:5173' },
    });
    expect(res.statusCode).toBe(401);
    expect(String(res.headers['access-control-expose-headers']).toLowerCase()).toContain('www-authenticate');
  });

  it('accepts a change within five minutes of a fresh code, answers masked, stores in full and texts the member', async () => {
    const res = await t.request({
      method: 'PUT',
      url: PATH_PUT,
      body: NEW_BANK,
      token: await tokenSignedInAt(now() - 290),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(MASKED_NEW_BANK);
    expect(await stored()).toEqual({
      iban: NEW_BANK.iban,
      account_number: NEW_BANK.accountNumber,
      card_number: NEW_BANK.creditCardNumber,
    });
    const sms = texter.sent.at(-1);
    expect(sms?.mobile).toBe(PARTNER);
    expect(sms?.message).toMatch(/اطلاعات حساب بانکی شما .*تغییر کرد/);
    expect(sms?.message).toContain('۹۹۹۳');
    for (const secret of [NEW_BANK.iban, NEW_BANK.accountNumber, NEW_BANK.creditCardNumber, '99999993'])
      expect(sms?.message).not.toContain(secret);
  });

  it('answers every later read masked, however old the sign-in', async () => {
    const read = await t.request({ method: 'GET', url: PATH_GET, token: await tokenSignedInAt(now() - 3_000) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(MASKED_NEW_BANK);
    for (const secret of [NEW_BANK.iban.slice(8, -4), NEW_BANK.accountNumber.slice(0, -4), '75999999'])
      expect(read.body).not.toContain(secret);
  });

  it('refuses a bad card with a Persian 400 even with a fresh code', async () => {
    const bad = await t.request({
      method: 'PUT',
      url: PATH_PUT,
      body: { ...NEW_BANK, creditCardNumber: '6037997599999990' },
      token: await tokenSignedInAt(now()),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.creditCardNumber).toMatch(/[\u0600-\u06FF]/);
  });
});

describe('the step-up window setting', () => {
  it('is five minutes, may be shortened (the end-to-end stack), never lengthened', () => {
    expect(readConfig({}).payoutStepUpMaxAgeSeconds).toBe(300);
    expect(readConfig({ PAYOUT_STEP_UP_MAX_AGE_S: '30' }).payoutStepUpMaxAgeSeconds).toBe(30);
    expect(readConfig({ PAYOUT_STEP_UP_MAX_AGE_S: '3600' }).payoutStepUpMaxAgeSeconds).toBe(300);
  });
});
