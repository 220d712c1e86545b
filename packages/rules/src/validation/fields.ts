// Yup field schemas for the forms (Formik), built from the rules of rules.ts. Casting normalises:
// digits become Latin and the value takes its canonical form (padded national code, 09… mobile,
// IR… Sheba), which is exactly what the contract accepts on the wire — so forms submit
// `castForSubmit(schema, values)` and never raw input.
import { string } from 'yup';
import { normalizeText } from '../normalize/text';
import { validationMessages as m } from './messages';
import { type Rule, type RuleName, judge, normalizeFor, rules } from './rules';
import { checkStudentBirthDate } from './student-age';

/** A required string field driven by one rule. Empty values are left to `required`. */
export function checkedField(name: string, rule: Rule) {
  return string()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeFor(rule, value) : value))
    .required(m.required)
    .test({
      name,
      skipAbsent: true,
      test(value, context) {
        if (!value) return true;
        const verdict = judge(rule, value);
        return verdict.valid || context.createError({ message: verdict.message });
      },
    });
}

/** A required free-text field: Arabic letters and invisible characters normalised, trimmed. */
export const requiredTextSchema = string()
  .transform((value: unknown) => (typeof value === 'string' ? normalizeText(value) : value))
  .required(m.required);

export const firstNameSchema = checkedField('firstName', rules.personName);
export const lastNameSchema = checkedField('lastName', rules.personName);
export const nationalCodeSchema = checkedField('nationalCode', rules.nationalCode);
export const mobileSchema = checkedField('mobile', rules.mobile);
export const phoneSchema = checkedField('phone', rules.phone);
export const postalCodeSchema = checkedField('postalCode', rules.postalCode);
export const numericSchema = checkedField('numeric', rules.numeric);
export const birthDateSchema = checkedField('birthDate', rules.birthDate);
/** A student's birth date: the birth-date rule, then an age a student can have (student-age.ts). */
export const studentBirthDateSchema = birthDateSchema.test({
  name: 'studentAge',
  skipAbsent: true,
  test(value, context) {
    if (!value) return true;
    const verdict = checkStudentBirthDate(value);
    return verdict.valid || verdict.reason !== 'age' || context.createError({ message: m.studentAge });
  },
});
export const cardNumberSchema = checkedField('cardNumber', rules.cardNumber);
export const ibanSchema = checkedField('iban', rules.iban);
export const accountNumberSchema = checkedField('accountNumber', rules.accountNumber);

/** The form field of each rule, for code that walks every rule (tests, generated forms). */
export const fieldSchemas = {
  nationalCode: nationalCodeSchema,
  mobile: mobileSchema,
  phone: phoneSchema,
  postalCode: postalCodeSchema,
  numeric: numericSchema,
  birthDate: birthDateSchema,
  cardNumber: cardNumberSchema,
  iban: ibanSchema,
  accountNumber: accountNumberSchema,
  personName: firstNameSchema,
} satisfies Record<RuleName, unknown>;
