import { normalizeDigits, parseJalaliDate } from '@clorofil/rules';
import { activityDaysRange, ledgerCauses, reviewAgeBuckets } from './constants.js';
import { z } from './zod.js';
import { idParamSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

// The club's numbers (permission `reports`): what the club owes its members in points, read from
// the ledger, and the CSV exports finance books from.

/** Toman a point is worth when the liability is valued, unless POINT_VALUE_TOMAN says otherwise. */
export const DEFAULT_POINT_VALUE_TOMAN = 1_000;

export { activityDaysRange, reviewAgeBuckets, reviewAgeNames, type ReviewAgeBucket } from './constants.js';

export const reportMessages = {
  badDate: 'تاریخ را به شکل سال/ماه/روز شمسی بنویسید؛ مثلاً ۱۴۰۵/۰۹/۱۳.',
  futureDate: 'تاریخ گزارش نمی‌تواند بعد از امروز باشد.',
  badDays: 'تعداد روزهای گزارش باید عددی از ۷ تا ۱۸۰ باشد.',
  badActivityKind: 'فهرست را یکی از «روزها»، «جایزه‌های گردونه»، «جایزه‌های خریده‌شده» یا «صف بررسی» برگزینید.',
} as const;

/** `?days=30`: a whole number of days in `range`, typed in Latin or Persian digits; `message` otherwise. */
function dayCount(range: { min: number; max: number }, message: string) {
  return z
    .string()
    .max(3, message)
    .transform((text, context) => {
      const latin = normalizeDigits(text);
      const days = /^\d{1,3}$/.test(latin) ? Number(latin) : NaN;
      if (!(days >= range.min && days <= range.max)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return days;
    })
    .optional();
}

/** `?days=30`: the activity report's span, 7 to 180 days. */
export const activityQuerySchema = z.strictObject({ days: dayCount(activityDaysRange, reportMessages.badDays) });

/** The lists of the activity report, as `?kind=` of its export names them (`days` without one). */
export const activityExportKinds = ['days', 'prizes', 'rewards', 'queue'] as const;
export type ActivityExportKind = (typeof activityExportKinds)[number];

/** The column titles of the activity report's lists, on the screen and in their CSV files alike. */
export const activityColumnLabels = {
  day: 'روز',
  issued: 'صادرشده',
  spent: 'خرج‌شده',
  active: 'اعضای فعال',
  wheel: 'گردونه',
  tableVersion: 'نسخهٔ جدول شانس',
  prize: 'جایزه',
  fallback: 'جایگزین',
  odds: 'احتمال',
  spins: 'چرخش‌ها',
  share: 'سهم',
  dailyBudget: 'سقف روزانه',
  budgetSpentDays: 'روزهای تمام‌شدن سقف',
  rewardId: 'شناسه جایزه',
  reward: 'جایزه',
  bought: 'خرید در بازه',
  stock: 'موجودی',
  waited: 'مدت انتظار',
  student: 'دانش‌آموز',
  teacher: 'معلم',
  total: 'همه',
} as const;

/** `?days=30&kind=prizes`: one list of the activity report, as a CSV file. */
export const activityExportQuerySchema = activityQuerySchema.extend({
  kind: z.enum(activityExportKinds, { error: reportMessages.badActivityKind }).optional(),
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

/** One prize of a wheel's table in effect: how often the span's spins landed on it against its odds and budget. */
export const wheelPrizeActivitySchema = z.object({
  prizeId: z.number().int(),
  title: z.string(),
  /** Takes the odds of the prizes whose budget is spent. */
  fallback: z.boolean(),
  /** Its published odds, in percent with two decimals. */
  oddsPercent: z.number().nonnegative(),
  /** Spins of the span that landed on it. */
  spins: z.number().int().nonnegative(),
  /** Its share of the spins on this table in the span, in percent with two decimals. */
  sharePercent: z.number().nonnegative(),
  /** The most it pays in a Tehran day; null: no limit. */
  dailyBudget: z.number().int().nonnegative().nullable(),
  /** Days of the span on which it paid its whole budget. */
  budgetSpentDays: z.number().int().nonnegative(),
});
export type WheelPrizeActivity = z.infer<typeof wheelPrizeActivitySchema>;

/** A wheel with a table in effect now, and that table's prizes over the span. */
export const wheelActivitySchema = z.object({
  wheelId: z.number().int(),
  title: z.string(),
  /** The version of the odds table in effect. */
  tableVersion: z.number().int(),
  /** Spins of the span that landed on one of this table's prizes. */
  spins: z.number().int().nonnegative(),
  prizes: z.array(wheelPrizeActivitySchema),
});
export type WheelActivity = z.infer<typeof wheelActivitySchema>;

/** A reward of the catalogue (or one bought in the span since retired): bought in the span, and stock left. */
export const rewardActivitySchema = z.object({
  rewardId: z.number().int(),
  title: z.string(),
  bought: z.number().int().nonnegative(),
  /** Units (or a code pool's unused codes) left; null: no limit. */
  stock: z.number().int().nonnegative().nullable(),
});
export type RewardActivity = z.infer<typeof rewardActivitySchema>;

/** The review queue as it stands now: profiles waiting, by age and the type they asked for. */
export const reviewQueueAgeSchema = z.object({
  waiting: z.number().int().nonnegative(),
  /** When the longest-waiting profile was submitted; null with none waiting. */
  oldestSince: z.iso.datetime({ offset: true }).nullable(),
  buckets: z.array(
    z.object({
      bucket: z.enum(reviewAgeBuckets),
      student: z.number().int().nonnegative(),
      teacher: z.number().int().nonnegative(),
    }),
  ),
});
export type ReviewQueueAge = z.infer<typeof reviewQueueAgeSchema>;

export const activityReportSchema = z.object({
  /** Every day of the span, oldest first, today last (so far), days without activity as zeros. */
  days: z.array(activityDaySchema),
  /** Each wheel with a table in effect now, its prizes in the table's order. */
  wheels: z.array(wheelActivitySchema),
  /** The catalogue's rewards and those bought in the span, most bought first. */
  rewards: z.array(rewardActivitySchema),
  reviewQueue: reviewQueueAgeSchema,
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

/** Fraud signals: the window is this many days back from now, 1..90, 7 unless asked. */
export const SIGNAL_DAYS = { default: 7, min: 1, max: 90 } as const;

/**
 * The thresholds of the fraud signals, each with the sentence the screen shows beside its table.
 * The first list reads the rate limiter's counters: a member's counted writes in one window (a
 * minute by default), refused ones included. A counter keeps its latest window only, so the list
 * shows each endpoint's latest window that began inside the report's. Sign-in codes are the
 * identity provider's: the API asks it for the second list.
 */
export const SIGNAL_THRESHOLDS = {
  /** Counted writes (spins, reward purchases…) by one member in one rate-limit window. */
  requests: {
    min: 10,
    explanation:
      'اعضایی که در این بازه دست‌کم یک بار در یک دقیقه ۱۰ درخواست یا بیشتر فرستاده‌اند (چرخاندن گردونه، خرید جایزه و مانند آن؛ درخواست‌های ردشده هم شمرده می‌شوند).',
  },
  /**
   * Sign-in codes asked for and typed wrong, per mobile, from the identity provider: it keeps a
   * day of codes, so this list covers the last 24 hours whatever the report's window.
   */
  signIns: {
    codes: 5,
    wrong: 5,
    hours: 24,
    explanation:
      'شماره‌هایی که در ۲۴ ساعت گذشته دست‌کم ۵ کد ورود خواسته‌اند یا ۵ بار کد نادرست زده‌اند، از سرویس ورود (که کدها را یک روز نگه می‌دارد)؛ این فهرست همیشه ۲۴ ساعت گذشته را نشان می‌دهد.',
  },
  /** Distinct members who spun the wheel from one client address in the window. */
  sharedAddress: {
    min: 3,
    explanation: 'نشانی‌هایی (IP) که در این بازه دست‌کم ۳ عضو مختلف از آن‌ها گردونه را چرخانده‌اند.',
  },
  /** Points earned in the window against the member's usual for a window as long, over the 90 days before. */
  burst: {
    factor: 5,
    floor: 100,
    baselineDays: 90,
    explanation:
      'اعضایی که کلروفیل به‌دست‌آمده‌شان در این بازه بیش از ۵ برابر میانگین همیشگی‌شان (در ۹۰ روز پیش از بازه، برای بازه‌ای هم‌اندازه) است؛ میانگین کمتر از ۱۰۰ را ۱۰۰ می‌گیریم.',
  },
} as const;

export const signalMessages = {
  badDays: 'بازه را عددی از ۱ تا ۹۰ روز بنویسید.',
  badKind: 'فهرست را یکی از «درخواست‌های پیاپی»، «ورودهای مشکوک»، «نشانی‌های مشترک» یا «جهش امتیاز» برگزینید.',
  signInsUnavailable: 'فهرست ورودها از سرویس ورود دریافت نشد؛ کمی بعد دوباره تلاش کنید.',
} as const;

/** The lists of the fraud signals, as `?kind=` of their export names them. */
export const signalKinds = ['requests', 'signIns', 'addresses', 'bursts'] as const;
export type SignalKind = (typeof signalKinds)[number];

/** The column titles of the signals' lists, on the screen and in their CSV files alike. */
export const signalColumnLabels = {
  memberId: 'شناسه عضو',
  name: 'عضو',
  mobile: 'موبایل',
  hits: 'بیشترین درخواست در یک دقیقه',
  endpoints: 'تعداد کارها',
  address: 'نشانی (IP)',
  members: 'اعضای این نشانی',
  spins: 'چرخش‌ها',
  earned: 'کلروفیل در این بازه',
  usual: 'میانگین همیشگی',
  ratio: 'چند برابر',
  codes: 'کدهای خواسته‌شده',
  wrongCodes: 'کدهای نادرست',
  addresses: 'نشانی‌ها',
} as const;

/** `?days=7`: the signals' window, 1..90 days. */
export const signalsQuerySchema = z.strictObject({ days: dayCount(SIGNAL_DAYS, signalMessages.badDays) });

/** `?kind=requests&days=7`: one list of the signals, as a CSV file. */
export const signalsExportQuerySchema = signalsQuerySchema.extend({
  kind: z.enum(signalKinds, { error: signalMessages.badKind }),
});

const signalMemberSchema = z.object({
  memberId: z.number().int(),
  mobile: z.string(),
  name: z.string(),
});

export const fraudSignalsSchema = z.object({
  days: z.number().int().positive(),
  /** The window's start and end (now). */
  from: z.iso.datetime({ offset: true }),
  to: z.iso.datetime({ offset: true }),
  /** Members with many counted writes in one window, most first. */
  requests: z.array(
    signalMemberSchema.extend({
      /** The most writes counted in one window on one endpoint. */
      hits: z.number().int().nonnegative(),
      /** Endpoints whose latest window in the report's reached the threshold. */
      endpoints: z.number().int().nonnegative(),
    }),
  ),
  /** Addresses many members spun from, each member listed under the address. */
  sharedAddresses: z.array(
    signalMemberSchema.extend({
      address: z.string(),
      /** Distinct members who spun from this address in the window. */
      members: z.number().int().positive(),
      spins: z.number().int().nonnegative(),
    }),
  ),
  /**
   * Mobiles with many sign-in codes asked for or typed wrong in the last 24 hours, most first; a
   * mobile that never finished signing in has no member. `null`: the identity provider did not answer.
   */
  signIns: z
    .array(
      z.object({
        memberId: z.number().int().nullable(),
        mobile: z.string(),
        name: z.string(),
        codes: z.number().int().nonnegative(),
        wrongCodes: z.number().int().nonnegative(),
        addresses: z.number().int().nonnegative(),
      }),
    )
    .nullable(),
  /** Members whose points earned in the window exceed their usual, largest ratio first. */
  bursts: z.array(
    signalMemberSchema.extend({
      earned: z.number().int().nonnegative(),
      /** Their average earned per window as long, over the baseline days before it. */
      usual: z.number().nonnegative(),
      ratio: z.number().nonnegative(),
    }),
  ),
});
export type FraudSignals = z.infer<typeof fraudSignalsSchema>;

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
  getFraudSignals: {
    method: 'GET',
    path: '/api/staff/Reports/Signals',
    ...reports,
    query: signalsQuerySchema,
    response: fraudSignalsSchema,
  },
  getActivityReport: {
    method: 'GET',
    path: '/api/staff/Reports/Activity',
    ...reports,
    query: activityQuerySchema,
    response: activityReportSchema,
  },
  exportActivityReport: {
    method: 'GET',
    path: '/api/staff/Reports/Activity.csv',
    ...reports,
    query: activityExportQuerySchema,
    ...csv,
  },
  exportPointsLiability: {
    method: 'GET',
    path: '/api/staff/Reports/Liability.csv',
    ...reports,
    query: liabilityQuerySchema,
    ...csv,
  },
  exportFraudSignals: {
    method: 'GET',
    path: '/api/staff/Reports/Signals.csv',
    ...reports,
    query: signalsExportQuerySchema,
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
