import { describe, expect, it } from 'vitest';
import {
  effectiveOddsBp,
  formatOddsPercent,
  parseOddsPercent,
  previewOdds,
  wheelTableProblems,
  type WheelTableRow,
} from './wheel-table-rules.js';
import { wheelTableRowSchema } from './wheel-tables.js';

const row = (fields: Partial<WheelTableRow>): WheelTableRow => ({
  title: 'جایزه',
  summary: 'جایزه نصیب شما شد.',
  kind: 'nothing',
  points: null,
  discountPercent: null,
  discountValidDays: null,
  color: null,
  oddsBp: 0,
  dailyBudget: null,
  fallback: false,
  ...fields,
});

describe('wheel table rules', () => {
  it('accepts a table whose odds sum to exactly 100 % with one fallback', () => {
    const rows = [
      row({ oddsBp: 3333, fallback: true }),
      row({ oddsBp: 3333, kind: 'points', points: 5 }),
      row({ oddsBp: 3334, kind: 'code', discountPercent: 10, discountValidDays: 7, dailyBudget: 2 }),
    ];
    expect(wheelTableProblems(rows)).toEqual({ sumBp: 10_000, errors: {} });
  });

  it('reports the sum in Persian with what is missing or over, and never by float arithmetic', () => {
    // 0.1 + 0.2 in floats is not 0.3; in basis points 10 + 20 is 30.
    const short = wheelTableProblems([
      row({ oddsBp: 10, fallback: true }),
      row({ oddsBp: 20 }),
      row({ oddsBp: 9_950 }),
    ]);
    expect(short.sumBp).toBe(9_980);
    expect(short.errors.sum).toBe('جمع شانس‌ها ۹۹٫۸٪ است؛ ۰٫۲٪ دیگر لازم است تا جمع دقیقاً ۱۰۰٪ شود.');
    const over = wheelTableProblems([row({ oddsBp: 6_000, fallback: true }), row({ oddsBp: 4_025 })]);
    expect(over.errors.sum).toBe('جمع شانس‌ها ۱۰۰٫۲۵٪ است؛ ۰٫۲۵٪ از شانس‌ها کم کنید تا جمع دقیقاً ۱۰۰٪ شود.');
  });

  it('names each row’s problem: title, sentence, amount, budget, and the fallback rules', () => {
    const { errors } = wheelTableProblems([
      row({ title: '  ', oddsBp: 5_000, fallback: true, dailyBudget: 3 }),
      row({ summary: '', kind: 'points', points: 0, oddsBp: 2_500 }),
      row({ kind: 'code', discountPercent: null, discountValidDays: 0, oddsBp: 2_500, dailyBudget: 0 }),
    ]);
    expect(errors).toEqual({
      'rows.0.title': 'عنوان جایزه را بنویسید.',
      'rows.0.dailyBudget': expect.stringMatching(/^جایزهٔ جایگزین نمی‌تواند سقف روزانه داشته باشد/),
      'rows.1.summary': expect.stringMatching(/^جملهٔ نتیجه/),
      'rows.1.points': 'مقدار کلروفیل باید دست‌کم ۱ باشد.',
      'rows.2.discountPercent': 'درصد تخفیف باید بین ۱ تا ۱۰۰ باشد.',
      'rows.2.discountValidDays': 'اعتبار کد تخفیف باید دست‌کم ۱ روز باشد.',
      'rows.2.dailyBudget': expect.stringMatching(/^سقف روزانه باید دست‌کم ۱ باشد/),
    });
    expect(wheelTableProblems([row({ oddsBp: 10_000 }), row({})]).errors.fallback).toMatch(/^یک جایزه را جایگزین/);
    expect(wheelTableProblems([row({ oddsBp: 10_000, fallback: true }), row({ fallback: true })]).errors.fallback).toBe(
      'فقط یک جایزه می‌تواند جایگزین باشد.',
    );
    expect(wheelTableProblems([row({ oddsBp: 10_000, fallback: true })]).errors.rows).toBe(
      'گردونه دست‌کم ۲ خانه لازم دارد.',
    );
  });

  it('moves a spent prize’s odds, whole, to the fallback', () => {
    const rows = [row({ oddsBp: 5_000, fallback: true }), row({ oddsBp: 3_000 }), row({ oddsBp: 2_000 })];
    expect(effectiveOddsBp(rows, new Set([2]))).toEqual([7_000, 3_000, 0]);
    expect(effectiveOddsBp(rows, new Set([1, 2]))).toEqual([10_000, 0, 0]);
    // The fallback itself is never spent.
    expect(effectiveOddsBp(rows, new Set([0]))).toEqual([5_000, 3_000, 2_000]);
  });

  it('previews a day: a row that paid its budget is spent, one below it is not', () => {
    const rows = [
      row({ oddsBp: 5_000, fallback: true }),
      row({ oddsBp: 3_000, dailyBudget: 3 }),
      row({ oddsBp: 2_000, dailyBudget: 5 }),
    ];
    expect(previewOdds(rows, [0, 3, 4]).rows).toEqual([
      { oddsBp: 5_000, effectiveBp: 8_000, spent: false },
      { oddsBp: 3_000, effectiveBp: 0, spent: true },
      { oddsBp: 2_000, effectiveBp: 2_000, spent: false },
    ]);
  });

  it('reads and writes percents with at most two decimals', () => {
    expect(parseOddsPercent('12.5')).toBe(1_250);
    expect(parseOddsPercent('12٫05')).toBe(1_205);
    expect(parseOddsPercent('100')).toBe(10_000);
    expect(parseOddsPercent('0.125')).toBeNull();
    expect(parseOddsPercent('100.01')).toBeNull();
    expect(parseOddsPercent('-1')).toBeNull();
    expect(formatOddsPercent(1_250)).toBe('۱۲٫۵');
    expect(formatOddsPercent(1_205)).toBe('۱۲٫۰۵');
    expect(formatOddsPercent(10_000)).toBe('۱۰۰');
  });

  it('travels as a strict row: an unknown field or fractional odds are refused', () => {
    expect(wheelTableRowSchema.safeParse(row({ oddsBp: 12.5 })).success).toBe(false);
    expect(wheelTableRowSchema.safeParse({ ...row({}), weight: 1 }).success).toBe(false);
    expect(wheelTableRowSchema.safeParse(row({ title: 'جایزه\u202e' })).success).toBe(false);
  });
});
