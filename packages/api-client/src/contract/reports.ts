import { parseJalaliDate } from '@clorofil/rules';
import { activityDaysRange, ledgerCauses } from './constants.js';
import { z } from './zod.js';
import { idParamSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

// The club's numbers (permission `reports`): what the club owes its members in points, read from
// the ledger, and the CSV exports finance books from.

/** Toman a point is worth when the liability is valued, unless POINT_VALUE_TOMAN says otherwise. */
export const DEFAULT_POINT_VALUE_TOMAN = 1_000;

export { activityDaysRange };

export const reportMessages = {
  badDate: 'تاریخ را به شکل سال/ماه/روز شمسی بنویسید؛ مثلاً ۱۴۰۵/۰۹/۱۳.',
  futureDate: 'تاریخ گزارش نمی‌تواند بعد از امروز باشد.',
  badDays: 'تعداد روزهای گزارش باید عددی از ۷ تا ۱۸۰ باشد.',
} as const;

/** `?days=30`: the activity report's span, 7 to 180 days. */
export const activityQuerySchema = z.strictObject({
  days: z
    .string()
    .regex(/^\d{1,3}$/, reportMessages.badDays)
    .transform(Number)
    .refine((n) => n >= activityDaysRange.min && n <= activityDaysRange.max, reportMessages.badDays)
    .optional(),
});

/** Points issued on a day, by the ledger's cause; every cause is present, zero when none. */
export const issuedByCauseSchema = z.object(
  Object.fromEntries(ledgerCauses.map((cause) => [cause, z.number().int().nonnegative()])) as Record<
    (typeof ledgerCauses)[number],
    z.ZodNumber
  >,
);
export type IssuedByCause = z.infer<typeof issuedByCauseSchema>;

/** One Tehran calendar day of the club's activity. */
export const activityDaySchema = z.object({
  /** The Tehran day as a Gregorian ISO date (`2026-12-04`); the screen shows it in Jalali. */
  day: z.iso.date(),
  issued: issuedByCauseSchema,
  spent: z.number().int().nonnegative(),
  /** Distinct members with a ledger line or a wheel spin that day. */
  active: z.number().int().nonnegative(),
});
export type ActivityDay = z.infer<typeof activityDaySchema>;

export const activityReportSchema = z.object({
  /** Every day of the span, oldest first, today last (so far), days without activity as zeros. */
  days: z.array(activityDaySchema),
});
export type ActivityReport = z.infer<typeof activityReportSchema>;

/** A Jalali day in a query string (`1405/09/13`, Persian digits too), the report's closing day. */
export const liabilityQuerySchema = z.strictObject({
  on: z
    .string()
    .max(20, reportMessages.badDate)
    .transform((text, context) => {
      const day = parseJalaliDate(text);
      if (!day) context.addIssue({ code: 'custom', message: reportMessages.badDate });
      return day ?? z.NEVER;
    })
    .optional(),
});

const points = z.number().int();

/** One Jalali month of the ledger: what was issued (positive lines) and spent (negative lines). */
export const liabilityMonthSchema = z.object({
  /** `1405-09`: Jalali year and month, Latin digits, sorts as text. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  issued: points.nonnegative(),
  spent: points.nonnegative(),
  /** Points never expire (SPEC): kept as a column so the books show it is zero, not missing. */
  expired: points.nonnegative(),
  /** Spendable points at the month's end (or at the report's day, for its own month). */
  closing: points,
});
export type LiabilityMonth = z.infer<typeof liabilityMonthSchema>;

export const pointsLiabilitySchema = z.object({
  /** The report's day (Jalali `1405/09/13`, Latin digits); figures are as at its end in Tehran. */
  on: z.string(),
  /** The instant the figures stand at: the Tehran midnight that ends `on` (today's: so far). */
  asOf: z.iso.datetime({ offset: true }),
  /** The sum of every ledger line written by then. */
  spendable: points,
  /** Points of delivered orders not yet in the ledger and not returned by then (the return window). */
  pending: points.nonnegative(),
  pointValueToman: z.number().int().positive(),
  /** (spendable + pending) × pointValueToman. */
  valueToman: z.number().int(),
  /** Every Jalali month with a ledger line up to `on`, oldest first. */
  months: z.array(liabilityMonthSchema),
});
export type PointsLiability = z.infer<typeof pointsLiabilitySchema>;

const reports = { auth: 'staff', permission: 'reports' } as const;
const csv = { response: z.unknown(), responseType: 'csv' } as const;

/** The reports and exports: this area's endpoints (all: `endpoints`). */
export const reportEndpoints = {
  getPointsLiability: {
    method: 'GET',
    path: '/api/staff/Reports/Liability',
    ...reports,
    query: liabilityQuerySchema,
    response: pointsLiabilitySchema,
  },
  getActivityReport: {
    method: 'GET',
    path: '/api/staff/Reports/Activity',
    ...reports,
    query: activityQuerySchema,
    response: activityReportSchema,
  },
  exportPointsLiability: {
    method: 'GET',
    path: '/api/staff/Reports/Liability.csv',
    ...reports,
    query: liabilityQuerySchema,
    ...csv,
  },
  exportMembers: {
    method: 'GET',
    path: '/api/staff/Reports/Members.csv',
    ...reports,
    ...csv,
  },
  exportMemberLedger: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Ledger.csv',
    auth: 'staff',
    permission: 'members',
    params: idParamSchema,
    ...csv,
  },
} as const satisfies Record<string, EndpointDef>;
