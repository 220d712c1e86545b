import { rules } from '@clorofil/rules';
import { z } from './zod.js';
import { listItemSchema, positiveIdSchema, userTypeStatusSchema } from './common.js';
import { fa } from './messages.js';
import { wireField } from './wire-rules.js';
import type { EndpointDef } from './endpoint-def.js';

export { UserTypeValue } from './constants.js';
export const userTypeValueSchema = z.enum(['student', 'teacher']);

/** The member's saved type; `value` is the stable key screens switch on. */
export const userTypeSchema = z.object({ id: z.number().int(), text: z.string(), value: userTypeValueSchema });
export type UserType = z.infer<typeof userTypeSchema>;

export const profileSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  mobile: z.string(),
  nationalCode: z.string(),
  /** Current balance in clorofil (never negative). */
  score: z.number().int().nonnegative(),
  /** `null` until the member chooses a type. */
  userType: userTypeSchema.nullable(),
  userTypeStatus: userTypeStatusSchema,
  /** JSON text of `StudentInfo` or `TeacherInfo`, `null` without a type. */
  userTypeInfo: z.string().nullable(),
  provinceId: z.number().int().nullable(),
  cityId: z.number().int().nullable(),
  /** Set by `PUT /api/Profile/SeeSelfExpressionResult`; the screen hides the Accepted/Rejected banner. */
  resultSeen: z.boolean(),
  /** The reviewer's reason with the latest decision (shown with the Rejected banner); `null` without one. */
  reviewNote: z.string().nullable(),
  /** Drives the financial menu and guard (see CONTRACT.md for the rule). */
  isCommissionEligible: z.boolean(),
  /** Holds a staff role: the member menus offer «کنسول مدیریت» (what the role allows: `GET /api/staff/Me`). */
  isStaff: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

// The form's rules (SPEC §5), strict about the wire form: normalised, Persian letters, 2–50.
const personName = wireField(rules.personName);

/** Ten Latin digits with a valid check digit (padded by the form's cast). */
export const nationalCodeSchema = wireField(rules.nationalCode);

/**
 * Body of `PUT /api/Profile`. `userTypeId` and `userTypeInfo` travel together; the identity of the
 * member comes from the token, so `id`, `mobile`, `score` and `userTypeStatus` are refused here.
 */
export const updateProfileRequestSchema = z
  .strictObject({
    firstName: personName,
    lastName: personName,
    nationalCode: nationalCodeSchema,
    userTypeId: positiveIdSchema.optional(),
    userTypeInfo: z.string().max(4000, fa.tooLong).optional(),
    provinceId: positiveIdSchema.nullable().optional(),
    cityId: positiveIdSchema.nullable().optional(),
  })
  .refine((body) => (body.userTypeId === undefined) === (body.userTypeInfo === undefined), {
    message: fa.required,
    path: ['userTypeInfo'],
  });
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** The option lists of the type forms (school types, levels, grades, lessons, …). */
export const optionListSchema = z.array(listItemSchema);

/** The types a member may choose; `value` tells the screen which form (student or teacher) to show. */
export const userTypeListSchema = z.array(userTypeSchema);

/** Names accepted by `GET /api/Profile/Items/{list}`. */
export const profileItemListNames = [
  'school_levels',
  'school_grades',
  'school_lessons',
  'education_year',
  'school_field',
] as const;
export const profileItemListNameSchema = z.enum(profileItemListNames);
export type ProfileItemListName = z.infer<typeof profileItemListNameSchema>;
export const profileItemsParamsSchema = z.strictObject({ list: profileItemListNameSchema });

export const provinceSchema = z.object({
  provinceId: z.number().int(),
  provinceName: z.string(),
  cities: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type Province = z.infer<typeof provinceSchema>;

/** The member's profile and its option lists: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const profileEndpoints = {
  getProfile: { method: 'GET', path: '/api/Profile', auth: 'member', response: profileSchema },
  updateProfile: {
    method: 'PUT',
    path: '/api/Profile',
    auth: 'member',
    body: updateProfileRequestSchema,
    response: profileSchema,
  },
  seeSelfExpressionResult: {
    method: 'PUT',
    path: '/api/Profile/SeeSelfExpressionResult',
    auth: 'member',
    response: profileSchema,
  },
  getUserTypes: { method: 'GET', path: '/api/Profile/UserTypes', auth: 'member', response: userTypeListSchema },
  getSchoolTypes: { method: 'GET', path: '/api/Profile/SchoolTypes', auth: 'member', response: optionListSchema },
  getProfileItems: {
    method: 'GET',
    path: '/api/Profile/Items/{list}',
    auth: 'member',
    params: profileItemsParamsSchema,
    response: optionListSchema,
  },
  getProvinces: { method: 'GET', path: '/api/Province', auth: 'none', response: z.array(provinceSchema) },
} as const satisfies Record<string, EndpointDef>;
