import { z } from './zod.js';
import { isoDateTimeSchema, messageSchema, mobileSchema, pageQuerySchema, listPageSchema } from './common.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';

export { auditColumnLabels, roleColumnLabels, staffRoleNames } from './constants.js';

// The people who run the club: roles held by the API (`members.roles`), each a set of
// permissions (areas) the API checks on every staff endpoint. Which role grants which
// permission is the API's (apps/api/src/auth/permissions.ts); `getStaffMe` tells a screen.

/** Staff roles, as the API stores them. */
export const staffRoles = ['operator', 'reviewer', 'support', 'finance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Areas of the console; a staff endpoint names the one it needs (`EndpointDef.permission`).
 * `members`: member care (find a member, their page, explain an order, ask for a points
 * adjustment, re-send or refund a code, end their sessions); `approvals`: approve or refuse an
 * adjustment above the threshold, which needs a second person; `payouts`: read a commission
 * partner's bank details in full (each reading audited; member care shows them masked); `reports`:
 * the club's numbers (the points liability, the fraud signals and the exports finance books from).
 */
export const permissions = [
  'catalogue',
  'wheel',
  'content',
  'missions',
  'review',
  'members',
  'approvals',
  'reports',
  'payouts',
  'roles',
  'vitals',
  'audit',
] as const;
export type Permission = (typeof permissions)[number];

export const unknownRoleMessage = 'این نقش در باشگاه تعریف نشده است.';
export const staffRoleSchema = z.enum(staffRoles, { error: unknownRoleMessage });
export const permissionSchema = z.enum(permissions);

/** The signed-in staff member: what the console shows and which menus it offers. */
export const staffMeSchema = z.object({
  mobile: z.string(),
  roles: z.array(staffRoleSchema),
  permissions: z.array(permissionSchema),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

/** A member holding at least one role; `name` is null until the member has filled in a profile. */
export const roleHolderSchema = z.object({
  mobile: z.string(),
  name: z.string().nullable(),
  roles: z.array(staffRoleSchema),
});
export type RoleHolder = z.infer<typeof roleHolderSchema>;
export const roleHolderListSchema = z.array(roleHolderSchema);

export const roleParamsSchema = z.strictObject({ mobile: mobileSchema, role: staffRoleSchema });

/** Why the change was made; kept in the audit trail beside the change. */
const reasonSchema = z.string().trim().max(500, fa.tooLong);
export const staffReasonRequestSchema = z.strictObject({ reason: reasonSchema.optional() }).optional();

/** A calendar date (`2026-03-21`, a Tehran day) or an instant (ISO 8601 with offset). */
const dateOrInstantSchema = z.union([z.iso.date(), isoDateTimeSchema], { error: fa.invalidValue });

/** Audit kinds are dotted words (`reward.publish`); a filter is a prefix of one. */
export const auditKindSchema = z
  .string()
  .max(100, fa.tooLong)
  .regex(/^[a-z0-9_.-]*$/, fa.invalidValue);

/** Who made a change: a staff member's mobile, or `cli:<user>` for the API's command line. */
export const auditActorSchema = z.union([mobileSchema, z.string().regex(/^cli:[\w.-]{1,64}$/)], {
  error: fa.invalidValue,
});

/**
 * Filters of the audit screen. They travel in the query string, so every value is text: `from`
 * and `to` bound the day or instant (both included), `page` counts from 1.
 */
export const auditTrailQuerySchema = z.strictObject({
  actor: auditActorSchema.optional(),
  kind: auditKindSchema.optional(),
  from: dateOrInstantSchema.optional(),
  to: dateOrInstantSchema.optional(),
  page: pageQuerySchema.optional(),
});
export type AuditTrailQuery = z.input<typeof auditTrailQuerySchema>;

/** The audit screen's filters without its page: the export holds every entry they match. */
export const auditExportQuerySchema = auditTrailQuerySchema.omit({ page: true });

/** JSON as stored: the state of a subject before or after a change. */
const jsonValueSchema: z.ZodType<unknown> = z.unknown();

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTimeSchema,
  /** The staff member's mobile, or `cli:<user>` for a change made with the API's command line. */
  actor: z.string(),
  /** The client's address, `cli` for the command line. */
  address: z.string(),
  kind: z.string(),
  subject: z.string(),
  before: jsonValueSchema.nullable(),
  after: jsonValueSchema.nullable(),
  reason: z.string().nullable(),
  /** A rollback is registered for its kind and it is the latest change of its subject. */
  canRollBack: z.boolean(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditTrailPageSchema = listPageSchema(auditEntrySchema);
export type AuditTrailPage = z.infer<typeof auditTrailPageSchema>;

export const auditEntryParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,17}$/, fa.invalidValue)
    .transform(Number),
});

/** The console: who the staff member is, roles, and the audit trail: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const staffEndpoints = {
  getStaffMe: { method: 'GET', path: '/api/staff/Me', auth: 'staff', response: staffMeSchema },
  getRoleHolders: {
    method: 'GET',
    path: '/api/staff/Roles',
    auth: 'staff',
    permission: 'roles',
    response: roleHolderListSchema,
  },
  exportRoleHolders: {
    method: 'GET',
    path: '/api/staff/Roles.csv',
    auth: 'staff',
    permission: 'roles',
    response: z.unknown(),
    responseType: 'csv',
  },
  grantRole: {
    method: 'POST',
    path: '/api/staff/Roles/{mobile}/{role}',
    auth: 'staff',
    permission: 'roles',
    params: roleParamsSchema,
    body: staffReasonRequestSchema,
    response: roleHolderSchema,
  },
  revokeRole: {
    method: 'POST',
    path: '/api/staff/Roles/{mobile}/{role}/Revoke',
    auth: 'staff',
    permission: 'roles',
    params: roleParamsSchema,
    body: staffReasonRequestSchema,
    response: roleHolderSchema,
  },
  getAuditTrail: {
    method: 'GET',
    path: '/api/staff/Audit',
    auth: 'staff',
    permission: 'audit',
    query: auditTrailQuerySchema,
    response: auditTrailPageSchema,
  },
  exportAuditTrail: {
    method: 'GET',
    path: '/api/staff/Audit.csv',
    auth: 'staff',
    permission: 'audit',
    query: auditExportQuerySchema,
    response: z.unknown(),
    responseType: 'csv',
  },
  rollbackAudit: {
    method: 'POST',
    path: '/api/staff/Audit/{id}/Rollback',
    auth: 'staff',
    permission: 'audit',
    params: auditEntryParamsSchema,
    body: staffReasonRequestSchema,
    response: messageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
