import { normalizeDigits } from '../normalize/digits';
import { type Check, compactDigits, fail, pass } from './check';

/** Postal code: exactly 10 digits (written with a dash as 12345-67890, which is accepted). */
export function checkPostalCode(input: string): Check {
  const code = compactDigits(input);
  if (!code) return fail('empty');
  return /^\d{10}$/.test(code) ? pass(code) : fail('length');
}

export function isValidPostalCode(input: string): boolean {
  return checkPostalCode(input).valid;
}

/**
 * "Numeric" in SPEC §5 is a run of digits: the key filter only lets digits in, so signs and
 * decimal points are not accepted either.
 */
export function checkNumeric(input: string): Check {
  const value = normalizeDigits(input).trim();
  if (!value) return fail('empty');
  return /^\d+$/.test(value) ? pass(value) : fail('format');
}

export function isNumeric(input: string): boolean {
  return checkNumeric(input).valid;
}

const ACCOUNT_NUMBER = /^\d+(?:[-./]\d+)*$/;
const ACCOUNT_NUMBER_MAX = 20;

/**
 * Bank account number (SPEC: at most 20 characters). Banks print them with dashes, dots or
 * slashes (e.g. 207-8000-12345678-1), so digits joined by single separators are accepted;
 * spaces are dropped.
 */
export function checkAccountNumber(input: string): Check {
  const value = normalizeDigits(input).replace(/\s/g, '');
  if (!value) return fail('empty');
  if (value.length > ACCOUNT_NUMBER_MAX) return fail('length');
  return ACCOUNT_NUMBER.test(value) ? pass(value) : fail('format');
}

export function isValidAccountNumber(input: string): boolean {
  return checkAccountNumber(input).valid;
}
