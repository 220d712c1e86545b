import { z } from './zod.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';
import {
  WHEEL_ODDS_TOTAL,
  WHEEL_TABLE_MAX_ROWS,
  wheelPrizeKinds,
  wheelTableTexts,
  type WheelTablePreview,
  type WheelTableRow,
} from './wheel-table-rules.js';

export * from './wheel-table-rules.js';

// The lucky wheel's odds tables, as staff edit them (the operator console). A table is a set of
// prize rows whose odds, in basis points (hundredths of a percent, integers: no float ever decides
// whether a table sums to 100 %), sum to exactly 10,000. One row is the fallback: when another
// prize's daily budget is spent, that prize drops out and its odds move to the fallback. The rules
// below are the server's (it refuses what they refuse) and the screen's (it shows them as typed).

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const text = (max: number) =>
  z
    .string()
    .max(max, fa.tooLong)
    .refine((value) => !CONTROL.test(value), 'متن شامل نویسه‌های کنترلی نامعتبر است.');

/**
 * One prize of a table as it travels. A draft may be incomplete (an empty title, odds that do not
 * sum yet): the shape is checked here, the rules by `wheelTableProblems`.
 */
export const wheelTableRowSchema = z.strictObject({
  title: text(60),
  /** The sentence the member's result dialog shows. */
  summary: text(200),
  kind: z.enum(wheelPrizeKinds),
  /** Clorofils credited, for `points`. */
  points: z.number().int().min(0).max(1_000_000).nullable(),
  /** The code's discount and how many days it stays valid, for `code` (a fresh code per win). */
  discountPercent: z.number().int().min(0).max(100).nullable(),
  discountValidDays: z.number().int().min(0).max(3650).nullable(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, fa.invalidValue)
    .nullable(),
  /** Odds in basis points: 1250 is 12.5 %. */
  oddsBp: z.number().int().min(0).max(WHEEL_ODDS_TOTAL),
  /** The most times a Tehran day pays this prize; null: no limit. */
  dailyBudget: z.number().int().min(0).max(1_000_000).nullable(),
  fallback: z.boolean(),
}) satisfies z.ZodType<WheelTableRow>;

/** A Tehran calendar day as the API stores days: Gregorian `YYYY-MM-DD`, Latin digits. */
const tehranDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, fa.invalidValue);

export const wheelTableStates = ['draft', 'scheduled', 'inEffect', 'past', 'withdrawn'] as const;

export const wheelTableSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  /** `scheduled`: waits for its Tehran midnight; `past`: replaced by a later table. */
  state: z.enum(wheelTableStates),
  /** How it went live: at once (`published`) or at a Tehran midnight (`scheduled`). */
  mode: z.enum(['published', 'scheduled']).nullable(),
  effectiveFrom: z.string().nullable(),
  rows: z.array(wheelTableRowSchema.extend({ prizeId: z.number().int().nullable() })),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
});
export type WheelTable = z.infer<typeof wheelTableSchema>;

export const wheelDraftSchema = wheelTableSchema.extend({
  revision: z.number().int(),
  sumBp: z.number().int(),
  errors: z.record(z.string(), z.string()),
});
export type WheelDraft = z.infer<typeof wheelDraftSchema>;

export const wheelTablesResponseSchema = z.object({
  wheelId: z.number().int(),
  wheelTitle: z.string(),
  /** The first instant a table may be scheduled for: the next Tehran midnight, as a day. */
  earliestDay: z.string(),
  inEffect: wheelTableSchema.nullable(),
  scheduled: z.array(wheelTableSchema),
  draft: wheelDraftSchema.nullable(),
  history: z.array(wheelTableSchema),
});
export type WheelTablesResponse = z.infer<typeof wheelTablesResponseSchema>;

export const wheelTablesParamsSchema = z.strictObject({
  wheelId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

const reasonSchema = text(500)
  .transform((value) => value.trim())
  .refine((value) => value.length > 0, 'دلیل این تغییر را بنویسید؛ در سابقهٔ تغییرات می‌ماند.');

export const saveWheelDraftRequestSchema = z.strictObject({
  rows: z.array(wheelTableRowSchema).max(WHEEL_TABLE_MAX_ROWS, wheelTableTexts.tooMany),
  /** The draft's revision the edit started from; null to start a new draft. */
  revision: z.number().int().nullable(),
  reason: text(500).optional(),
});

export const scheduleWheelTableRequestSchema = z.strictObject({
  revision: z.number().int(),
  /** The Tehran day whose midnight the table takes effect at. */
  day: tehranDaySchema,
  reason: reasonSchema,
});

export const publishWheelTableRequestSchema = z.strictObject({
  revision: z.number().int(),
  reason: reasonSchema,
});

export const previewWheelTableRequestSchema = z.strictObject({
  rows: z.array(wheelTableRowSchema).max(WHEEL_TABLE_MAX_ROWS, wheelTableTexts.tooMany),
  /** Times each row (by index) has paid on the day previewed; a row at its budget is spent. */
  paid: z.array(z.number().int().min(0).max(1_000_000)),
});

export const wheelTablePreviewSchema = z.object({
  sumBp: z.number().int(),
  errors: z.record(z.string(), z.string()),
  rows: z.array(z.object({ oddsBp: z.number().int(), effectiveBp: z.number().int(), spent: z.boolean() })),
}) satisfies z.ZodType<WheelTablePreview>;

/** Staff with the `wheel` permission: the wheel's odds tables (all of them: `endpoints`, endpoints.ts). */
export const wheelTableEndpoints = {
  getWheelTables: {
    method: 'GET',
    path: '/api/staff/WheelTables',
    auth: 'staff',
    permission: 'wheel',
    response: wheelTablesResponseSchema,
  },
  /** The history's tables, one line per prize, as a CSV file. */
  exportWheelTables: {
    method: 'GET',
    path: '/api/staff/WheelTables.csv',
    auth: 'staff',
    permission: 'wheel',
    response: z.unknown(),
    responseType: 'csv',
  },
  saveWheelDraft: {
    method: 'PUT',
    path: '/api/staff/WheelTables/{wheelId}/Draft',
    auth: 'staff',
    permission: 'wheel',
    params: wheelTablesParamsSchema,
    body: saveWheelDraftRequestSchema,
    response: wheelDraftSchema,
  },
  scheduleWheelTable: {
    method: 'POST',
    path: '/api/staff/WheelTables/{wheelId}/Schedule',
    auth: 'staff',
    permission: 'wheel',
    params: wheelTablesParamsSchema,
    body: scheduleWheelTableRequestSchema,
    response: wheelTableSchema,
  },
  publishWheelTable: {
    method: 'POST',
    path: '/api/staff/WheelTables/{wheelId}/Publish',
    auth: 'staff',
    permission: 'wheel',
    params: wheelTablesParamsSchema,
    body: publishWheelTableRequestSchema,
    response: wheelTableSchema,
  },
  previewWheelTable: {
    method: 'POST',
    path: '/api/staff/WheelTables/Preview',
    auth: 'staff',
    permission: 'wheel',
    body: previewWheelTableRequestSchema,
    response: wheelTablePreviewSchema,
  },
} as const satisfies Record<string, EndpointDef>;
