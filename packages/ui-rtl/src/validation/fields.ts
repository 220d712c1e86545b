// Yup field schemas for forms (Formik) and for the API's server-side validation. Casting
// normalises: digits become Latin and the value takes its canonical form (padded national code,
// 09… mobile, IR… Sheba), so `schema.validate(body)` returns what should be stored.
import { string } from 'yup';
import { normalizeDigits } from '../normalize/digits';
import { normalizeText } from '../normalize/text';
import { checkJalaliBirthDate } from './birth-date';
import { checkCardNumber } from './card';
import type { Check, CheckFailure } from './check';
import { validationMessages as m } from './messages';
import { checkMobile } from './mobile';
import { checkNationalCode } from './national-code';
import { checkPhone } from './phone';
import { checkSheba } from './sheba';
import { checkAccountNumber, checkNumeric, checkPostalCode } from './simple-fields';

type Messages = string | Partial<Record<CheckFailure, string>>;

function messageFor(messages: Messages, reason: CheckFailure): string {
  if (typeof messages === 'string') return messages;
  return messages[reason] ?? Object.values(messages)[0] ?? m.required;
}

/** A required string field driven by one of our `check…` functions. Empty values are left to `required`. */
export function checkedField(name: string, check: (input: string) => Check, messages: Messages) {
  return string()
    .transform((value: unknown) => {
      if (typeof value !== 'string') return value;
      const result = check(value);
      return result.valid ? result.value : normalizeDigits(value).trim();
    })
    .required(m.required)
    .test({
      name,
      skipAbsent: true,
      test(value, context) {
        if (!value) return true;
        const result = check(value);
        return result.valid || context.createError({ message: messageFor(messages, result.reason) });
      },
    });
}

/** A required free-text field: Arabic letters and invisible characters normalised, trimmed. */
export const requiredTextSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value))
  .required(m.required);

export const firstNameSchema = requiredTextSchema.max(50, m.name);
export const lastNameSchema = requiredTextSchema.max(50, m.name);
export const nationalCodeSchema = checkedField('nationalCode', checkNationalCode, m.nationalCode);
export const mobileSchema = checkedField('mobile', checkMobile, m.mobile);
export const phoneSchema = checkedField('phone', checkPhone, m.phone);
export const postalCodeSchema = checkedField('postalCode', checkPostalCode, m.postalCode);
export const numericSchema = checkedField('numeric', checkNumeric, m.numeric);
export const birthDateSchema = checkedField('birthDate', (v) => checkJalaliBirthDate(v), m.birthDate);
export const cardNumberSchema = checkedField('cardNumber', checkCardNumber, m.cardNumber);
export const ibanSchema = checkedField('iban', checkSheba, m.iban);
export const accountNumberSchema = checkedField('accountNumber', checkAccountNumber, m.accountNumber);
