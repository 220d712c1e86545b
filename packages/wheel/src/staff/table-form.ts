import { parseOddsPercent, wheelTableProblems, type WheelTableRow, type WheelPrizeKind } from '@clorofil/api-client';
import { normalizeDigits } from '@clorofil/rules';
import { setIn, type FormikErrors } from 'formik';

/** One prize as the odds table's inputs hold it: text, as typed (Persian or Latin digits). */
export type RowValues = {
  title: string;
  summary: string;
  kind: WheelPrizeKind;
  points: string;
  discountPercent: string;
  discountValidDays: string;
  color: string;
  /** Percent with at most two decimals: «12.5». */
  odds: string;
  /** Empty: no daily limit. */
  dailyBudget: string;
};

export type TableFormValues = {
  rows: RowValues[];
  /** The index of the fallback row: exactly one, by construction. */
  fallback: number;
  /** Why the odds change: required to schedule or publish, kept in the audit trail. */
  reason: string;
  /** The Tehran day (`YYYY-MM-DD`) whose midnight a scheduled table takes effect at. */
  day: string;
};

export const oddsFormatMessage = 'شانس را به درصد و حداکثر با دو رقم اعشار بنویسید؛ مانند ۱۲٫۵.';
export const reasonMessage = 'دلیل این تغییر را بنویسید؛ در سابقهٔ تغییرات می‌ماند.';

const digits = (value: string) => normalizeDigits(value).trim();
const whole = (value: string): number | null => (/^\d{1,7}$/.test(digits(value)) ? Number(digits(value)) : null);
const percentText = (bp: number) => {
  const text = (bp / 100).toFixed(2).replace(/\.?0+$/, '');
  return text === '' ? '0' : text;
};

export function rowValues(row: WheelTableRow): RowValues {
  return {
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    points: row.points === null ? '' : String(row.points),
    discountPercent: row.discountPercent === null ? '' : String(row.discountPercent),
    discountValidDays: row.discountValidDays === null ? '' : String(row.discountValidDays),
    color: row.color ?? '',
    odds: percentText(row.oddsBp),
    dailyBudget: row.dailyBudget === null ? '' : String(row.dailyBudget),
  };
}

export const emptyRow = (): RowValues => ({
  title: '',
  summary: '',
  kind: 'nothing',
  points: '',
  discountPercent: '',
  discountValidDays: '',
  color: '',
  odds: '0',
  dailyBudget: '',
});

export function formValues(rows: readonly WheelTableRow[], day: string): TableFormValues {
  const fallback = rows.findIndex((row) => row.fallback);
  return { rows: rows.map(rowValues), fallback: fallback < 0 ? 0 : fallback, reason: '', day };
}

/** The rows as the API takes them; odds that are not a percent count as 0 (and are reported). */
export function tableRows(values: TableFormValues): WheelTableRow[] {
  return values.rows.map((row, index) => ({
    title: row.title,
    summary: row.summary,
    kind: row.kind,
    points: row.kind === 'points' ? whole(row.points) : null,
    discountPercent: row.kind === 'code' ? whole(row.discountPercent) : null,
    discountValidDays: row.kind === 'code' ? whole(row.discountValidDays) : null,
    color: /^#[0-9a-fA-F]{6}$/.test(row.color) ? row.color : null,
    oddsBp: parseOddsPercent(digits(row.odds)) ?? 0,
    dailyBudget: digits(row.dailyBudget) === '' ? null : (whole(row.dailyBudget) ?? 0),
    fallback: index === values.fallback,
  }));
}

export type TableCheck = {
  sumBp: number;
  /** Per-field errors in the form's shape (`rows[2].title`), plus `sum`, `fallback`, `rows` messages. */
  errors: FormikErrors<TableFormValues> & { sum?: string };
  /** True when the table itself may go live (reason and day are checked per action). */
  ready: boolean;
};

const FIELD_OF: Record<string, keyof RowValues> = { oddsBp: 'odds' };

/** The same rules the API applies (contract), reported where the screen shows them. */
export function checkTable(values: TableFormValues): TableCheck {
  const { sumBp, errors: problems } = wheelTableProblems(tableRows(values));
  let errors: TableCheck['errors'] = {};
  for (const [key, message] of Object.entries(problems)) {
    const match = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (match) {
      const field = FIELD_OF[match[2]!] ?? match[2]!;
      errors = setIn(errors, `rows.${match[1]}.${field}`, message);
    } else errors = { ...errors, [key]: message } as TableCheck['errors'];
  }
  values.rows.forEach((row, index) => {
    if (parseOddsPercent(digits(row.odds)) === null) errors = setIn(errors, `rows.${index}.odds`, oddsFormatMessage);
  });
  return { sumBp, errors, ready: Object.keys(errors).length === 0 };
}
