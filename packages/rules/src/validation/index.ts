export type { Check, CheckFailure } from './check';
export { validationMessages } from './messages';
export { judge, judgeWire, messageOf, normalizeFor, rules } from './rules';
export type { Rule, RuleName, Verdict } from './rules';
export { castForSubmit } from './cast';
export { ruleExamples } from './examples';
export type { RuleExamples } from './examples';
export { checkPersonName, isValidPersonName } from './names';
export { checkNationalCode, isValidNationalCode } from './national-code';
export { checkMobile, isValidMobile } from './mobile';
export { checkPhone, isValidPhone, isValidPhonePrefix } from './phone';
export {
  checkAccountNumber,
  checkNumeric,
  checkPostalCode,
  isNumeric,
  isValidAccountNumber,
  isValidPostalCode,
} from './simple-fields';
export { checkJalaliBirthDate, checkJalaliDate, isValidJalaliBirthDate, parseJalaliBirthDate } from './birth-date';
export { isJalaliLeapYear, jalaliMonthLength, jalaliToIsoDate, tehranJalaliDate } from './jalali-calendar';
export { ageOn, checkStudentBirthDate, STUDENT_AGE } from './student-age';
export { gradeFitsLevel, gradesOfLevel, levelOfGrade, SCHOOL_LEVEL } from './school-grades';
export type { JalaliDate } from './jalali-calendar';
export { cardBankName, checkCardNumber, isValidCardNumber, passesLuhn } from './card';
export { checkSheba, isValidSheba, normalizeSheba, shebaBankName, shebaMod97 } from './sheba';
export { blockDisallowedKey, isAllowedKey } from './key-filter';
export type { KeyLike } from './key-filter';
export {
  accountNumberSchema,
  birthDateSchema,
  cardNumberSchema,
  checkedField,
  fieldSchemas,
  firstNameSchema,
  ibanSchema,
  lastNameSchema,
  mobileSchema,
  nationalCodeSchema,
  numericSchema,
  phoneSchema,
  postalCodeSchema,
  requiredTextSchema,
  studentBirthDateSchema,
} from './fields';
export { bankInformationSchema, profileSchema } from './schemas';
export type { BankInformationValues, ProfileValues } from './schemas';
