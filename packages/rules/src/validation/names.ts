import { normalizeText } from '../normalize/text';
import { type Check, fail, pass } from './check';

export const NAME_MIN = 2;
export const NAME_MAX = 50;

// Persian (and Arabic-script) letters, hamza forms, diacritics after a letter, spaces and the ZWNJ of names such
// as «حسینی‌نژاد». Latin letters and digits are refused: the names appear on certificates and
// reviewer screens in Persian.
const PERSIAN_NAME = /^(?:[\u0621-\u063A\u0641-\u064A\u067E\u0686\u0698\u06A9\u06AF\u06C0\u06CC\u200C ]\p{Mn}*)+$/u;

/**
 * First or last name: normalised with `normalizeText` (Arabic ي/ك → ی/ک, invisible marks gone,
 * trimmed), runs of spaces collapsed, then Persian letters only and 2–50 characters.
 */
export function checkPersonName(input: string): Check {
  const name = normalizeText(input).replace(/\s+/g, ' ');
  if (!name) return fail('empty');
  if ([...name].length < NAME_MIN || [...name].length > NAME_MAX) return fail('length');
  return PERSIAN_NAME.test(name) ? pass(name) : fail('format');
}

export function isValidPersonName(input: string): boolean {
  return checkPersonName(input).valid;
}
