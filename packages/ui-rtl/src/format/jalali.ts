// The club's one Jalali date formatter lives in @clorofil/rules, which the API also reads for the
// dates in its texts; the screens take it from here with the rest of the display formatting.
export { formatJalaliDate, formatJalaliDateTime, formatTehranTime } from '@clorofil/rules';
export type { DateInput, JalaliDateStyle } from '@clorofil/rules';
import { toPersianDigits } from './digits';

/** The Jalali months' names, Farvardin first. */
export const jalaliMonthNames = [
  'فروردین',
  'اردیبهشت',
  'خرداد',
  'تیر',
  'مرداد',
  'شهریور',
  'مهر',
  'آبان',
  'آذر',
  'دی',
  'بهمن',
  'اسفند',
] as const;

/** A Jalali month as the API keys it (`1405-09`) → 'آذر ۱۴۰۵'. */
export function formatJalaliMonth(key: string): string {
  const [year, month] = key.split('-').map(Number);
  const name = month ? jalaliMonthNames[month - 1] : undefined;
  return name && year ? `${name} ${toPersianDigits(String(year))}` : key;
}
