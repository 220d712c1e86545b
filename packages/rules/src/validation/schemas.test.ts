// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ValidationError, object } from 'yup';
import {
  bankInformationSchema,
  birthDateSchema,
  mobileSchema,
  nationalCodeSchema,
  numericSchema,
  phoneSchema,
  postalCodeSchema,
  profileSchema,
  validationMessages as m,
} from './index';
import { makeSheba, toPersian } from './test-values';

/** The Persian messages per field, as Formik would show them. */
async function errorsOf(schema: { validate: (v: unknown, o: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]));
  }
}

const VALID_BANK = {
  iban: 'IR820540102680020817909002',
  accountNumber: '0102680020817909',
  creditCardNumber: '6219861034529007',
};

describe('bankInformationSchema', () => {
  it('accepts valid details and returns them normalised', async () => {
    const cast = await bankInformationSchema.validate({
      iban: ' ir82 0540 1026 8002 0817 9090 02 ',
      accountNumber: toPersian('0102680020817909'),
      creditCardNumber: toPersian('6219-8610-3452-9007'),
    });
    expect(cast).toEqual(VALID_BANK);
  });

  it('requires every field with the SPEC message', async () => {
    expect(
      await errorsOf(bankInformationSchema, { iban: '', accountNumber: '  ', creditCardNumber: undefined }),
    ).toEqual({
      iban: 'پر کردن این فیلد الزامی است',
      accountNumber: 'پر کردن این فیلد الزامی است',
      creditCardNumber: 'پر کردن این فیلد الزامی است',
    });
  });

  it('explains the card and IBAN formats in Persian', async () => {
    expect(
      await errorsOf(bankInformationSchema, { ...VALID_BANK, iban: 'IR1234', creditCardNumber: '621986103452' }),
    ).toEqual({
      iban: 'شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد',
      creditCardNumber: 'شماره کارت را ۱۶ رقمی وارد کنید',
    });
  });

  it('reports checksum failures separately from format errors', async () => {
    const errors = await errorsOf(bankInformationSchema, {
      ...VALID_BANK,
      iban: 'IR820540102680020817909003',
      creditCardNumber: '6219861034529008',
    });
    expect(errors).toEqual({ iban: m.iban.checksum, creditCardNumber: m.cardNumber.checksum });
    expect(errors.iban).toBe('شماره شبا واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید');
  });

  it('limits the account number to 20 characters', async () => {
    expect(await errorsOf(bankInformationSchema, { ...VALID_BANK, accountNumber: '1'.repeat(21) })).toEqual({
      accountNumber: 'شماره حساب حداکثر ۲۰ نویسه است',
    });
  });

  it('accepts any bank that passes mod 97, including unknown bank codes', async () => {
    await expect(bankInformationSchema.isValid({ ...VALID_BANK, iban: makeSheba('999', '42') })).resolves.toBe(true);
  });
});

describe('profileSchema', () => {
  it('normalises names and pads the national code', async () => {
    const cast = await profileSchema.validate({
      firstName: ' علي ',
      lastName: 'كريمي\u200B',
      nationalCode: toPersian('84575948'),
    });
    expect(cast).toEqual({ firstName: 'علی', lastName: 'کریمی', nationalCode: '0084575948' });
  });

  it('shows the checksum message for a wrong national code', async () => {
    expect(await errorsOf(profileSchema, { firstName: 'مریم', lastName: 'احمدی', nationalCode: '0499370898' })).toEqual(
      {
        nationalCode: 'کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید',
      },
    );
  });

  it('asks for 10 digits when the length is wrong, and for every missing field', async () => {
    expect(await errorsOf(profileSchema, { firstName: '', lastName: 'احمدی', nationalCode: '12345' })).toEqual({
      firstName: m.required,
      nationalCode: 'کد ملی ۱۰ رقمی را وارد کنید',
    });
  });

  it('can be extended with type-specific fields', async () => {
    const teacher = profileSchema.shape({ phone: phoneSchema.notRequired(), postalCode: postalCodeSchema });
    const base = { firstName: 'مریم', lastName: 'احمدی', nationalCode: '0499370899' };
    await expect(teacher.isValid({ ...base, phone: '', postalCode: '1193653471' })).resolves.toBe(true);
    expect(await errorsOf(teacher, { ...base, phone: '123', postalCode: '11' })).toEqual({
      phone: m.phone.length,
      postalCode: 'کد پستی ۱۰ رقمی را وارد کنید',
    });
  });
});

describe('single field schemas', () => {
  const form = object({
    mobile: mobileSchema,
    phone: phoneSchema,
    count: numericSchema,
    birthDate: birthDateSchema,
    nationalCode: nationalCodeSchema,
  });

  it('give the Persian message for each rule', async () => {
    expect(
      await errorsOf(form, {
        mobile: '0812',
        phone: '00211234567',
        count: '۱۲.۵',
        birthDate: '1402/12/30',
        nationalCode: '1111111111',
      }),
    ).toEqual({
      mobile: m.mobile,
      phone: 'شماره تلفن را همراه با پیش‌شماره وارد کنید؛ رقم دوم آن نمی‌تواند صفر باشد',
      count: 'لطفاً یک مقدار عددی وارد کنید',
      birthDate: m.birthDate,
      nationalCode: m.nationalCode.checksum,
    });
  });

  it('cast valid Persian-digit input to canonical Latin values', async () => {
    const cast = await form.validate({
      mobile: '+98 ۹۱۲ ۳۴۵ ۶۷۸۹',
      phone: '۰۲۱-۸۸۷۷۶۶۵۵',
      count: '۱۲',
      birthDate: '۷۰/۵/۱۲',
      nationalCode: '۰۴۹۹۳۷۰۸۹۹',
    });
    expect(cast).toEqual({
      mobile: '09123456789',
      phone: '02188776655',
      count: '12',
      birthDate: '1370/05/12',
      nationalCode: '0499370899',
    });
  });
});
