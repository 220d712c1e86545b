import { z } from 'zod';
import { positiveIdSchema } from './common.js';
import { fa } from './messages.js';

// The type-specific fields are not named by the product notes; these are the fields the
// student and teacher forms need, each list id taken from `GET /api/Profile/Items/{list}` or
// `GET /api/Profile/SchoolTypes`. `userTypeInfo` on the wire is `JSON.stringify` of one of them.

const schoolName = z.string({ error: fa.required }).min(2, fa.required).max(100, fa.tooLong);

/** Jalali `yy/m/d` with an optional two-digit century (`1385/4/12`, `85/04/12`). */
export const jalaliDateSchema = z
  .string({ error: fa.required })
  .regex(/^(\d{2})?\d{2}\/(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])$/, fa.birthDate);

/** SPEC §5 phone: digits, 7–11 long, starting with zero. */
export const phoneSchema = z.string({ error: fa.required }).regex(/^0\d{6,10}$/, fa.phone);
export const postalCodeSchema = z.string({ error: fa.required }).regex(/^\d{10}$/, fa.postalCode);

export const studentInfoSchema = z.strictObject({
  birthDate: jalaliDateSchema,
  schoolName,
  schoolTypeId: positiveIdSchema,
  schoolLevelId: positiveIdSchema,
  schoolGradeId: positiveIdSchema,
  /** Only for the upper secondary grades, where a field of study exists. */
  schoolFieldId: positiveIdSchema.optional(),
  educationYearId: positiveIdSchema,
});
export type StudentInfo = z.infer<typeof studentInfoSchema>;

export const teacherInfoSchema = z.strictObject({
  schoolName,
  schoolTypeId: positiveIdSchema,
  schoolLevelIds: z.array(positiveIdSchema).min(1, fa.required).max(10, fa.tooLong),
  lessonIds: z.array(positiveIdSchema).min(1, fa.required).max(20, fa.tooLong),
  educationYearId: positiveIdSchema,
  schoolPhone: phoneSchema,
  schoolPostalCode: postalCodeSchema,
  teachingYears: z.number({ error: fa.numeric }).int(fa.numeric).min(0, fa.numeric).max(60, fa.invalidValue),
});
export type TeacherInfo = z.infer<typeof teacherInfoSchema>;

export const userTypeInfoSchemas = { student: studentInfoSchema, teacher: teacherInfoSchema } as const;
