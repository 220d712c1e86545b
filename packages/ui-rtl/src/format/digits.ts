import { lazily } from '@clorofil/rules';

// Everything a member sees uses Persian digits; grouping follows fa-IR (the Arabic thousands
// separator U+066C, e.g. ۱۲٬۳۴۵).
const numberFormat = lazily(() => new Intl.NumberFormat('fa-IR'));
const LATIN_OR_ARABIC_DIGIT = /[0-9\u0660-\u0669]/g;
const PERSIAN_ZERO = 0x06f0;
const GROUPS = /\B(?=(\d{3})+$)/g;
// What fa-IR puts before a negative number: a left-to-right mark and the minus sign U+2212.
const MINUS = '\u200e\u2212';

/**
 * A number with Persian digits and fa-IR grouping: 12345 → '۱۲٬۳۴۵'. Whole numbers (points, rial,
 * counts: nearly every number on a screen) are written here, exactly as `Intl.NumberFormat('fa-IR')`
 * writes them (format.test.ts compares the two): building that formatter loads the Persian locale
 * data, ~15 ms of a phone's main thread while the first page hydrates (bench/web/profile.mjs).
 * Fractions, -0 and bigints still go to Intl.
 */
export function formatNumber(value: number | bigint): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && !Object.is(value, -0)) {
    const grouped = toPersianDigits(String(Math.abs(value)).replace(GROUPS, '\u066c'));
    return value < 0 ? MINUS + grouped : grouped;
  }
  return numberFormat().format(value);
}

/**
 * Replaces Latin and Arabic digits in a string with Persian ones and nothing else, for codes,
 * card numbers, tracking codes and dates that must not be grouped: 'AB-120' → 'AB-۱۲۰'.
 */
export function toPersianDigits(value: string | number): string {
  return String(value).replace(LATIN_OR_ARABIC_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const offset = code >= 0x0660 ? code - 0x0660 : code - 0x30;
    return String.fromCharCode(PERSIAN_ZERO + offset);
  });
}

/** Groups of four, as cards and Shebas are printed: '6104337912458039' → '6104 3379 1245 8039'. */
export function groupDigits(value: string, size = 4): string {
  return (value.match(new RegExp(`.{1,${size}}`, 'g')) ?? []).join(' ');
}
