// The rules of a wheel odds table, with no schema: the API refuses what they refuse and the staff
// screen shows them as the operator types (importing this module builds no zod schema).

export const WHEEL_ODDS_TOTAL = 10_000;
export const WHEEL_TABLE_MIN_ROWS = 2;
/** The wheel has twelve segment colours (SPEC); more segments would repeat them side by side. */
export const WHEEL_TABLE_MAX_ROWS = 12;

export const wheelPrizeKinds = ['points', 'code', 'nothing'] as const;
export type WheelPrizeKind = (typeof wheelPrizeKinds)[number];

/** One prize of a table (the contract's `wheelTableRowSchema`, wheel-tables.ts). */
export interface WheelTableRow {
  title: string;
  /** The sentence the member's result dialog shows. */
  summary: string;
  kind: WheelPrizeKind;
  /** Clorofils credited, for `points`. */
  points: number | null;
  /** The code's discount and how many days it stays valid, for `code` (a fresh code per win). */
  discountPercent: number | null;
  discountValidDays: number | null;
  color: string | null;
  /** Odds in basis points: 1250 is 12.5 %. */
  oddsBp: number;
  /** The most times a Tehran day pays this prize; null: no limit. */
  dailyBudget: number | null;
  fallback: boolean;
}

/** The odds a table draws with once some budgets are spent (`previewOdds`). */
export interface WheelTablePreview {
  sumBp: number;
  errors: Record<string, string>;
  rows: { oddsBp: number; effectiveBp: number; spent: boolean }[];
}

/** The odds tables' words, on the console's screen and in the history's CSV file alike. */
export const wheelTableLabels = {
  historyColumns: { version: 'نسخه', state: 'وضعیت', from: 'اجرا از', by: 'به دست' },
  states: {
    inEffect: 'در حال اجرا',
    scheduled: 'زمان‌بندی‌شده',
    past: 'جایگزین‌شده',
    withdrawn: 'بازگردانده‌شده',
    draft: 'پیش‌نویس',
  } as Record<string, string>,
  columns: {
    title: 'عنوان',
    kind: 'نوع جایزه',
    amount: 'مقدار',
    odds: 'شانس (٪)',
    budget: 'سقف روزانه',
    fallback: 'جایگزین',
  },
  kinds: { points: 'کلروفیل', code: 'کد تخفیف', nothing: 'پوچ' } as Record<string, string>,
  percent: 'درصد تخفیف',
  validDays: 'روز اعتبار',
  sinceEver: 'از آغاز',
  unlimited: 'بی‌سقف',
};

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
      if (!(row.discountPercent !== null && row.discountPercent >= 1))
        at('discountPercent', wheelTableTexts.discountPercent);
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
    rows: rows.map((row, index) => ({
      oddsBp: row.oddsBp,
      effectiveBp: effective[index] ?? 0,
      spent: spent.has(index),
    })),
  };
}

/** Percent text as the odds field shows it («12.5») to basis points; null unless it has at most two decimals. */
export function parseOddsPercent(value: string): number | null {
  const match = /^(\d{1,3})(?:[.٫/](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= WHEEL_ODDS_TOTAL ? bp : null;
}
