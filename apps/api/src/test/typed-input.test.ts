// A value typed the way members type it (Persian digits, spaces, +98) goes through the form's yup
// schema (`castForSubmit`), the contract and the real API, and comes back normalised; the same
// value sent raw is refused by the contract with the sentence the form uses for that field.
import {
  maskBankInformation,
  mobileSchema as mobileWire,
  updateBankInformationRequestSchema,
  updateProfileRequestSchema,
} from '@clorofil/api-client/contract';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bankInformationSchema,
  castForSubmit,
  fieldSchemas,
  messageOf,
  profileSchema,
  rules,
  validationMessages,
} from '@clorofil/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/test-app.js';

const NEW_MEMBER = '09120000003';
const PARTNER = '09120000002';
const REVIEWER = '09129999999';

const typedProfile = { firstName: ' زهرا ', lastName: 'كاظمي\u200B', nationalCode: '۰۴۹ ۹۳۷۰ ۸۹۹' };
const typedBank = {
  iban: 'IR۰۶ ۲۹۶۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱',
  accountNumber: '۰۱۰۰ ۳۲۴۲ ۰۰۰۰۱',
  creditCardNumber: '۶۰۳۷ ۷۰۱۶ ۸۹۰۹ ۵۴۴۳',
};

/** The message the form shows for a value, or undefined when the form accepts it. */
function formMessage(schema: { validateSync(value: unknown): unknown }, value: unknown): string | undefined {
  try {
    schema.validateSync(value);
    return undefined;
  } catch (error) {
    if (error instanceof Error && error.name === 'ValidationError') return error.message;
    throw error;
  }
}

describe('a value typed with Persian digits and spaces, end to end', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  it('is cast by the form, accepted by the contract and the API, and read back normalised (profile)', async () => {
    const sent = castForSubmit(profileSchema, typedProfile);
    expect(sent).toEqual({ firstName: 'زهرا', lastName: 'کاظمی', nationalCode: '0499370899' });
    expect(updateProfileRequestSchema.parse(sent)).toEqual(sent);

    const saved = await t.as(NEW_MEMBER, { method: 'PUT', url: '/api/Profile', body: sent });
    expect(saved.statusCode, saved.body).toBe(200);
    const reread = (await t.as(NEW_MEMBER, { method: 'GET', url: '/api/Profile' })).json();
    expect(reread).toMatchObject({
      firstName: 'زهرا',
      lastName: 'کاظمی',
      nationalCode: '0499370899',
      fullName: 'زهرا کاظمی',
    });
  });

  it('is cast by the form, accepted by the contract and the API, and read back normalised (bank)', async () => {
    const sent = castForSubmit(bankInformationSchema, typedBank);
    expect(sent).toEqual({
      iban: 'IR062960000000100324200001',
      accountNumber: '0100324200001',
      creditCardNumber: '6037701689095443',
    });
    expect(updateBankInformationRequestSchema.parse(sent)).toEqual(sent);

    const saved = await t.as(PARTNER, { method: 'PUT', url: '/api/profile/financial/BankInformation', body: sent });
    expect(saved.statusCode, saved.body).toBe(200);
    const reread = await t.as(PARTNER, { method: 'GET', url: '/api/Profile/financial/BankInformation' });
    expect(reread.json()).toEqual(maskBankInformation(sent));
  });

  it('casts a +98 mobile to the form the contract and the reviewer address take', async () => {
    const sent = fieldSchemas.mobile.cast('+98 912 000 0004');
    expect(sent).toBe('09120000004');
    expect(mobileWire.parse(sent)).toBe(sent);
    const approved = await t.as(REVIEWER, { method: 'POST', url: `/api/review/${sent}/Approve` });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ mobile: '09120000004', userTypeStatus: 20 });
  });
});

describe("the same value sent raw, without the form's cast", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  }, 120_000);
  afterAll(() => t.close());

  // What the form shows for a badly formed value of each field: the contract's refusal must match.
  const formSentence = {
    nationalCode: formMessage(fieldSchemas.nationalCode, '1234567'),
    iban: formMessage(fieldSchemas.iban, 'IR1234'),
    creditCardNumber: formMessage(fieldSchemas.cardNumber, '6037'),
    mobile: formMessage(fieldSchemas.mobile, '0912'),
  };

  it("uses the rules' own sentences in the form", () => {
    expect(formSentence).toEqual({
      nationalCode: messageOf(rules.nationalCode, 'length'),
      iban: messageOf(rules.iban, 'format'),
      creditCardNumber: messageOf(rules.cardNumber, 'length'),
      mobile: messageOf(rules.mobile, 'format'),
    });
  });

  it("is refused by the contract with the form's sentence", () => {
    const profile = updateProfileRequestSchema.safeParse({ ...typedProfile, firstName: 'زهرا', lastName: 'کاظمی' });
    expect(profile.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['nationalCode', formSentence.nationalCode],
    ]);
    const bank = updateBankInformationRequestSchema.safeParse(typedBank);
    expect(Object.fromEntries(bank.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [])).toEqual({
      iban: formSentence.iban,
      accountNumber: messageOf(rules.accountNumber, 'format'),
      creditCardNumber: formSentence.creditCardNumber,
    });
    expect(mobileWire.safeParse('+98 912 000 0004').error?.issues[0]?.message).toBe(formSentence.mobile);
  });

  it("is refused by the API with a 400 naming each field with the form's sentence, and nothing is saved", async () => {
    const profile = await t.as(NEW_MEMBER, {
      method: 'PUT',
      url: '/api/Profile',
      body: { firstName: 'زهرا', lastName: 'کاظمی', nationalCode: typedProfile.nationalCode },
    });
    expect(profile.statusCode).toBe(400);
    expect(profile.json().errors).toEqual({ nationalCode: formSentence.nationalCode });
    expect((await t.as(NEW_MEMBER, { method: 'GET', url: '/api/Profile' })).json().nationalCode).toBe('');

    const bank = await t.as(PARTNER, { method: 'PUT', url: '/api/profile/financial/BankInformation', body: typedBank });
    expect(bank.statusCode).toBe(400);
    expect(bank.json().errors).toMatchObject({
      iban: formSentence.iban,
      creditCardNumber: formSentence.creditCardNumber,
    });
    const kept = (await t.as(PARTNER, { method: 'GET', url: '/api/Profile/financial/BankInformation' })).json();
    expect(kept.iban).not.toBe(maskBankInformation(castForSubmit(bankInformationSchema, typedBank)).iban);

    const review = await t.as(REVIEWER, {
      method: 'POST',
      url: `/api/review/${encodeURIComponent('+98 912 000 0004')}/Approve`,
    });
    expect(review.statusCode).toBe(400);
    expect(review.json().errors).toEqual({ mobile: formSentence.mobile });
  });
});

describe('the API writes no field rule or sentence of its own', () => {
  const src = join(dirname(fileURLToPath(import.meta.url)), '..');
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.startsWith('test') && !file.endsWith('.test.ts'))
    .map((file) => ({ file, text: readFileSync(join(src, file), 'utf8') }));
  const sentences: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string') sentences.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(validationMessages);

  it('reads its sources', () => {
    expect(sources.map((s) => s.file)).toContain(join('domain', 'bank.ts'));
  });

  it.each(sentences)('does not repeat «%s»', (sentence) => {
    for (const { file, text } of sources) expect(text.includes(sentence), file).toBe(false);
  });
});
