import type { UserTypeValue } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import {
  firstNameSchema,
  gradeFitsLevel,
  lastNameSchema,
  nationalCodeSchema,
  numericSchema,
  phoneSchema,
  postalCodeSchema,
  requiredTextSchema,
  SCHOOL_LEVEL,
  studentBirthDateSchema,
  validationMessages as m,
} from '@clorofil/rules';
import { array, number, object } from 'yup';

/** The level whose students choose a field of study (a stable id of `school_levels`). */
export const UPPER_SECONDARY_LEVEL = SCHOOL_LEVEL.upperSecondary;
export const MAX_YEARS_OF_TEACHING = 50;
const yearsMessage = `سابقهٔ تدریس را بین ۰ تا ${formatNumber(MAX_YEARS_OF_TEACHING)} سال وارد کنید`;

/** A select's value: an option id, or '' while nothing is chosen (the placeholder). */
const choice = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .typeError(m.required)
    .required(m.required);

const optionalChoice = () =>
  number()
    .transform((value: number, original: unknown) => (original === '' || original === null ? undefined : value))
    .optional();

// Every SPEC §5 rule comes from @clorofil/rules; this file only picks them per field.
const common = {
  userTypeId: optionalChoice(),
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  nationalCode: nationalCodeSchema,
  provinceId: choice(),
  cityId: choice(),
};

const schoolName = requiredTextSchema.max(100, 'نام مدرسه حداکثر ۱۰۰ حرف است');

const student = {
  schoolName,
  schoolType: choice(),
  schoolLevel: choice(),
  // The grade must be one of the chosen level's (the API refuses the pair otherwise).
  grade: choice().test('gradeOfLevel', m.gradeOfLevel, function (grade) {
    const level = (this.parent as { schoolLevel?: unknown }).schoolLevel;
    return typeof level !== 'number' || grade === undefined || gradeFitsLevel(level, grade);
  }),
  field: optionalChoice().when('schoolLevel', {
    is: UPPER_SECONDARY_LEVEL,
    then: (schema) => schema.required(m.required),
  }),
  educationYear: choice(),
  birthDate: studentBirthDateSchema,
};

const teacher = {
  schoolName,
  schoolType: choice(),
  schoolLevel: choice(),
  lessons: array(number().required()).min(1, m.required).required(m.required),
  yearsOfExperience: numericSchema.test('years', yearsMessage, (value) => Number(value) <= MAX_YEARS_OF_TEACHING),
  personnelCode: numericSchema.max(10, 'کد پرسنلی حداکثر ۱۰ رقم است'),
  // Optional: an empty value passes; a typed one must follow SPEC §5.
  schoolPhone: phoneSchema.notRequired(),
  schoolPostalCode: postalCodeSchema.notRequired(),
};

/** The form's yup schema for the chosen type (or none): the same rules the contract applies on the wire. */
export function profileFormSchema(type: UserTypeValue | undefined) {
  if (type === 'student') return object({ ...common, ...student });
  if (type === 'teacher') return object({ ...common, ...teacher });
  return object(common);
}
