import { normalizeDigits } from '../normalize/digits';
import { type Check, fail, pass } from './check';

const SEPARATORS = /[\s\-()]/g;

/**
 * SPEC §5's second phone rule, usable while typing: at least three digits, the first 0 and the
 * second 1–9 (a dialling prefix such as 021, never the international 00).
 */
export function isValidPhonePrefix(input: string): boolean {
  return /^0[1-9]\d/.test(normalizeDigits(input).replace(SEPARATORS, ''));
}

/** Landline or mobile: 7–11 digits starting with 0, and a valid prefix. */
export function checkPhone(input: string): Check {
  const phone = normalizeDigits(input).replace(SEPARATORS, '');
  if (!phone) return fail('empty');
  if (!/^0\d{6,10}$/.test(phone)) return fail('length');
  return isValidPhonePrefix(phone) ? pass(phone) : fail('prefix');
}

export function isValidPhone(input: string): boolean {
  return checkPhone(input).valid;
}
