import { normalizeDigits } from '../normalize/digits';
import { type Check, fail, pass } from './check';
import { type JalaliDate, compareJalali, isValidJalaliDate, tehranJalaliDate } from './jalali-calendar';

// SPEC §5: yy/m/d, optionally with the century (13 or 14) in front.
const BIRTH_DATE = /^(1[34])?(\d{2})\/(\d{1,2})\/(\d{1,2})$/;

/**
 * Reads a Jalali birth date. A two-digit year belongs to the 1400s when it is not after the
 * current year (03 → 1403 in 1404), otherwise to the 1300s (70 → 1370).
 */
export function parseJalaliBirthDate(input: string, now: Date = new Date()): JalaliDate | undefined {
  const match = BIRTH_DATE.exec(normalizeDigits(input).trim());
  if (!match) return undefined;
  const [, century, yy, mm, dd] = match;
  const today = tehranJalaliDate(now);
  const shortYear = Number(yy);
  const resolvedCentury = century
    ? Number(century)
    : shortYear <= today.year % 100
      ? Math.floor(today.year / 100)
      : Math.floor(today.year / 100) - 1;
  return { year: resolvedCentury * 100 + shortYear, month: Number(mm), day: Number(dd) };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * Jalali birth date: the pattern, a real calendar day (Esfand 30 only in leap years), and not in
 * the future (Tehran today). The value is written in full as `YYYY/MM/DD`.
 */
export function checkJalaliBirthDate(input: string, now: Date = new Date()): Check {
  if (!normalizeDigits(input).trim()) return fail('empty');
  const date = parseJalaliBirthDate(input, now);
  if (!date) return fail('format');
  if (!isValidJalaliDate(date)) return fail('range');
  if (compareJalali(date, tehranJalaliDate(now)) > 0) return fail('range');
  return pass(`${date.year}/${pad2(date.month)}/${pad2(date.day)}`);
}

export function isValidJalaliBirthDate(input: string, now: Date = new Date()): boolean {
  return checkJalaliBirthDate(input, now).valid;
}

/** Any real Jalali day in SPEC §5's format (a filter's bound, not a birth date: the future is allowed). */
export function checkJalaliDate(input: string, now: Date = new Date()): Check {
  if (!normalizeDigits(input).trim()) return fail('empty');
  const date = parseJalaliBirthDate(input, now);
  if (!date) return fail('format');
  if (!isValidJalaliDate(date)) return fail('range');
  return pass(`${date.year}/${pad2(date.month)}/${pad2(date.day)}`);
}
