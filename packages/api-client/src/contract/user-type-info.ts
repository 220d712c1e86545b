import { rules } from '@clorofil/rules';
import { z } from './zod.js';
import { positiveIdSchema } from './common.js';
import { fa } from './messages.js';
import { typedField } from './wire-rules.js';

// The type-specific fields (not named by the product notes). Every id comes from
// `GET /api/Profile/SchoolTypes` (schoolType) or `GET /api/Profile/Items/{list}` (schoolLevel →
// school_levels, grade → school_grades, field → school_field, educationYear → education_year,
// lessons → school_lessons). `userTypeInfo` on the wire is `JSON.stringify` of one of them.

const schoolName = z.string({ error: fa.required }).min(1, fa.required).max(100, fa.tooLong);

/**
 * Jalali `yy/m/d` with an optional century (`1385/4/12`, `85/04/12`), a real day not after today;
 * parsed to the stored `YYYY/MM/DD`. The server checks "not after today" again with its clock.
 */
export const jalaliDateSchema = typedField(rules.birthDate);

/** SPEC §5 phone (7–11 digits, leading 0, area prefix); parsed to digits only. */
export const phoneSchema = typedField(rules.phone);
/** Ten digits (`12345-67890` accepted); parsed to digits only. */
export const postalCodeSchema = typedField(rules.postalCode);

export const studentInfoSchema = z.strictObject({
  schoolName,
  schoolType: positiveIdSchema,
  schoolLevel: positiveIdSchema,
  /** Must belong to `schoolLevel` (grades carry their level as parent). */
  grade: positiveIdSchema,
  /** Field of study: upper-secondary level only, otherwise `null` or absent. */
  field: positiveIdSchema.nullable().optional(),
  educationYear: positiveIdSchema,
  /** Jalali birth date; stored in full as `YYYY/MM/DD`. */
  birthDate: jalaliDateSchema,
});
export type StudentInfo = z.infer<typeof studentInfoSchema>;

export const teacherInfoSchema = z.strictObject({
  schoolName,
  schoolType: positiveIdSchema,
  schoolLevel: positiveIdSchema,
  lessons: z.array(positiveIdSchema).min(1, fa.required).max(20, fa.tooLong),
  yearsOfExperience: z.number({ error: fa.numeric }).int(fa.numeric).min(0, fa.invalidValue).max(50, fa.invalidValue),
  personnelCode: typedField(rules.numeric).pipe(z.string().max(10, fa.tooLong)),
  /** The school's phone (SPEC §5 phone rule), optional. */
  schoolPhone: phoneSchema.optional(),
  /** The school's postal code, optional. */
  schoolPostalCode: postalCodeSchema.optional(),
});
export type TeacherInfo = z.infer<typeof teacherInfoSchema>;

export const userTypeInfoSchemas = { student: studentInfoSchema, teacher: teacherInfoSchema } as const;
