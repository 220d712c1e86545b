import { z } from './zod.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';

// The lucky wheel's odds tables, as staff edit them (the operator console). A table is a set of
// prize rows whose odds, in basis points (hundredths of a percent, integers: no float ever decides
// whether a table sums to 100 %), sum to exactly 10,000. One row is the fallback: when another
// prize's daily budget is spent, that prize drops out and its odds move to the fallback. The rules
// below are the server's (it refuses what they refuse) and the screen's (it shows them as typed).

export const WHEEL_ODDS_TOTAL = 10_000;
export const WHEEL_TABLE_MIN_ROWS = 2;
/** The wheel has twelve segment colours (SPEC); more segments would repeat them side by side. */
export const WHEEL_TABLE_MAX_ROWS = 12;

export const wheelPrizeKinds = ['points', 'code', 'nothing'] as const;
export type WheelPrizeKind = (typeof wheelPrizeKinds)[number];

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
});
export type WheelTableRow = z.infer<typeof wheelTableRowSchema>;

export const wheelTableTexts = {
  title: 'عنوان جایزه را بنویسید.',
  summary: 'جملهٔ نتیجه (آنچه برندهٔ این خانه می‌بیند) را بنویسید.',
  points: 'مقدار کلروفیل باید دست‌کم ۱ باشد.',
  discountPercent: 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.',
  discountValidDays: 'اعتبار کد تخفیف باید دست‌کم ۱ روز باشد.',
  dailyBudget: 'سقف روزانه باید دست‌کم ۱ باشد؛ برای بی‌سقف خالی بگذارید.',
  fallbackBudget: 'جایزهٔ جایگزین نمی‌تواند سقف روزانه داشته باشد؛ شانس جایزه‌های تمام‌شده به آن می‌رسد.',
  noFallback: 'یک جایزه را جایگزین کنید تا شانس جایزه‌های تمام‌شده به آن برسد.',
  manyFallbacks: 'فقط یک جایزه می‌تواند جایگزین باشد.',
  tooFew: 'گردونه دست‌کم ۲ خانه لازم دارد.',
  tooMany: 'گردونه حداکثر ۱۲ خانه دارد.',
  /** `sum` is the running total, already written as a percent with Persian digits. */
  sum: (sum: string, gap: string, over: boolean) =>
    over
      ? `جمع شانس‌ها ${sum}٪ است؛ ${gap}٪ از شانس‌ها کم کنید تا جمع دقیقاً ۱۰۰٪ شود.`
      : `جمع شانس‌ها ${sum}٪ است؛ ${gap}٪ دیگر لازم است تا جمع دقیقاً ۱۰۰٪ شود.`,
};

/** Basis points as a percent with Persian digits and at most two decimals: 1250 → «۱۲٫۵». */
export function formatOddsPercent(bp: number): string {
  const whole = Math.trunc(bp / 100);
  const hundredths = Math.abs(bp % 100);
  const decimals = hundredths === 0 ? '' : `٫${String(hundredths).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole}${decimals}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)] as string);
}

export interface WheelTableReport {
  /** The odds' running sum, in basis points. */
  sumBp: number;
  /** Persian messages keyed by field path (`rows.2.title`) or `sum`, `fallback`, `rows`; empty when valid. */
  errors: Record<string, string>;
}

/** What keeps a table from being scheduled or published: nothing, when `errors` is empty. */
export function wheelTableProblems(rows: readonly WheelTableRow[]): WheelTableReport {
  const errors: Record<string, string> = {};
  const sumBp = rows.reduce((sum, row) => sum + row.oddsBp, 0);
  if (rows.length < WHEEL_TABLE_MIN_ROWS) errors.rows = wheelTableTexts.tooFew;
  if (rows.length > WHEEL_TABLE_MAX_ROWS) errors.rows = wheelTableTexts.tooMany;
  rows.forEach((row, index) => {
    const at = (field: string, message: string) => {
      errors[`rows.${index}.${field}`] ??= message;
    };
    if (row.title.trim() === '') at('title', wheelTableTexts.title);
    if (row.summary.trim() === '') at('summary', wheelTableTexts.summary);
    if (row.kind === 'points' && !(row.points !== null && row.points >= 1)) at('points', wheelTableTexts.points);
    if (row.kind === 'code') {
      if (!(row.discountPercent !== null && row.discountPercent >= 1)) at('discountPercent', wheelTableTexts.discountPercent);
      if (!(row.discountValidDays !== null && row.discountValidDays >= 1))
        at('discountValidDays', wheelTableTexts.discountValidDays);
    }
    if (row.dailyBudget !== null && row.dailyBudget < 1) at('dailyBudget', wheelTableTexts.dailyBudget);
    if (row.fallback && row.dailyBudget !== null) at('dailyBudget', wheelTableTexts.fallbackBudget);
  });
  const fallbacks = rows.filter((row) => row.fallback).length;
  if (fallbacks === 0) errors.fallback = wheelTableTexts.noFallback;
  if (fallbacks > 1) errors.fallback = wheelTableTexts.manyFallbacks;
  if (sumBp !== WHEEL_ODDS_TOTAL) {
    const gap = Math.abs(WHEEL_ODDS_TOTAL - sumBp);
    errors.sum = wheelTableTexts.sum(formatOddsPercent(sumBp), formatOddsPercent(gap), sumBp > WHEEL_ODDS_TOTAL);
  }
  return { sumBp, errors };
}

/**
 * The odds the draw uses once some budgets are spent: each spent prize (other than the fallback)
 * drops to 0 and its odds move, whole, to the fallback. Without a fallback nothing moves.
 */
export function effectiveOddsBp(
  rows: readonly Pick<WheelTableRow, 'oddsBp' | 'fallback'>[],
  spent: ReadonlySet<number>,
): number[] {
  const fallback = rows.findIndex((row) => row.fallback);
  if (fallback < 0) return rows.map((row) => row.oddsBp);
  const odds = rows.map((row, index) => (spent.has(index) && index !== fallback ? 0 : row.oddsBp));
  const moved = rows.reduce((sum, row, index) => sum + row.oddsBp - (odds[index] ?? 0), 0);
  odds[fallback] = (odds[fallback] ?? 0) + moved;
  return odds;
}

/** A table's odds on a day its rows paid `paid` times (by index): a row at its budget is spent. */
export function previewOdds(rows: readonly WheelTableRow[], paid: readonly number[]): WheelTablePreview {
  const spent = new Set(
    rows.flatMap((row, index) => (row.dailyBudget !== null && (paid[index] ?? 0) >= row.dailyBudget ? [index] : [])),
  );
  const effective = effectiveOddsBp(rows, spent);
  return {
    ...wheelTableProblems(rows),
    rows: rows.map((row, index) => ({ oddsBp: row.oddsBp, effectiveBp: effective[index] ?? 0, spent: spent.has(index) })),
  };
}

/** Percent text as the odds field shows it («12.5») to basis points; null unless it has at most two decimals. */
export function parseOddsPercent(value: string): number | null {
  const match = /^(\d{1,3})(?:[.٫/](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= WHEEL_ODDS_TOTAL ? bp : null;
}

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
});
export type WheelTablePreview = z.infer<typeof wheelTablePreviewSchema>;

/** Staff with the `wheel` permission: the wheel's odds tables (all of them: `endpoints`, endpoints.ts). */
export const wheelTableEndpoints = {
  getWheelTables: {
    method: 'GET',
    path: '/api/staff/WheelTables',
    auth: 'staff',
    permission: 'wheel',
    response: wheelTablesResponseSchema,
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
