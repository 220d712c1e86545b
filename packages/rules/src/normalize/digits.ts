// Persian (U+06F0–U+06F9) and Arabic-Indic (U+0660–U+0669) digits, as typed on Persian and Arabic
// keyboards, become Latin so that validation and the API see one form.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/** Replaces Persian and Arabic digits with Latin ones; every other character is kept. */
export function normalizeDigits(input: string): string {
  return input.replace(NON_LATIN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO;
    return String(code - zero);
  });
}

/** True for a single Latin, Persian or Arabic digit. */
export function isAnyDigit(char: string): boolean {
  return /^[0-9\u06F0-\u06F9\u0660-\u0669]$/.test(char);
}

// Spaces, dashes and the invisible marks (ZWSP, ZWNJ, ZWJ, LRM/RLM, isolates, BOM) that come
// along when card numbers and codes are pasted from bank apps and PDFs.
const CODE_SEPARATORS = /[\s\-\u2010-\u2015\u200B-\u200F\u2066-\u2069\uFEFF]/g;

/** Latin digits with separators removed: how a code, card or Sheba typed by a member is read. */
export function compactDigits(input: string): string {
  return normalizeDigits(input).replace(CODE_SEPARATORS, '');
}
