import { z } from 'zod';
import { positiveIdSchema } from './common.js';
import { fa } from './messages.js';

// The type-specific fields (not named by the product notes). Every id comes from
// `GET /api/Profile/SchoolTypes` (schoolType) or `GET /api/Profile/Items/{list}` (schoolLevel →
// school_levels, grade → school_grades, field → school_field, educationYear → education_year,
// lessons → school_lessons). `userTypeInfo` on the wire is `JSON.stringify` of one of them.

const schoolName = z.string({ error: fa.required }).min(1, fa.required).max(100, fa.tooLong);

/** Jalali `yy/m/d` with an optional two-digit century (`1385/4/12`, `85/04/12`). */
export const jalaliDateSchema = z
  .string({ error: fa.required })
  .regex(/^(\d{2})?\d{2}\/(0?[1-9]|1[0-2])\/(0?[1-9]|[12]\d|3[01])$/, fa.birthDate);

/**
 * SPEC §5 phone: 7–11 digits starting with zero. Spaces, dashes and brackets as people type them
 * are accepted here; the server stores the digits only.
 */
export const phoneSchema = z
  .string({ error: fa.required })
  .max(20, fa.phone)
  .regex(/^0[\d\s()-]*$/, fa.phone)
  .refine((value) => /^0\d{6,10}$/.test(value.replace(/[\s()-]/g, '')), fa.phone);
/** Ten digits, optionally written `12345-67890`; stored as digits only. */
export const postalCodeSchema = z.string({ error: fa.required }).regex(/^\d{5}-?\d{5}$/, fa.postalCode);

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
  personnelCode: z.string({ error: fa.required }).regex(/^\d{1,10}$/, fa.numeric),
  /** The school's phone (SPEC §5 phone rule), optional. */
  schoolPhone: phoneSchema.optional(),
  /** The school's postal code, optional. */
  schoolPostalCode: postalCodeSchema.optional(),
});
export type TeacherInfo = z.infer<typeof teacherInfoSchema>;

export const userTypeInfoSchemas = { student: studentInfoSchema, teacher: teacherInfoSchema } as const;
