import { lazily } from './lazily';

// Everything a member sees uses Persian digits; grouping follows fa-IR (the Arabic thousands
// separator U+066C, e.g. ۱۲٬۳۴۵).
const numberFormat = lazily(() => new Intl.NumberFormat('fa-IR'));
const LATIN_OR_ARABIC_DIGIT = /[0-9\u0660-\u0669]/g;
const PERSIAN_ZERO = 0x06f0;

/** A number with Persian digits and fa-IR grouping: 12345 → '۱۲٬۳۴۵'. */
export function formatNumber(value: number | bigint): string {
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
