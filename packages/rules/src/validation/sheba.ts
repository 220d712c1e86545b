import { compactDigits } from '../normalize/digits';
import { SHEBA_BANK_CODES } from './banks';
import { type Check, fail, pass } from './check';

const SHEBA = /^IR\d{24}$/;

/**
 * Latin digits, upper case, no spaces or dashes. Twenty-four bare digits gain the `IR` that every
 * Iranian Sheba starts with, since many people copy only the digits from their bank app.
 */
export function normalizeSheba(input: string): string {
  const compact = compactDigits(input).toUpperCase();
  return /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
}

/** ISO 13616 / ISO 7064 mod 97 over `IR` + 24 digits: the letters move to the end as I=18, R=27. */
export function shebaMod97(sheba: string): number {
  const rearranged = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** Sheba (Iranian IBAN): `IR` and 24 digits, 26 characters, with mod 97 equal to 1. */
export function checkSheba(input: string): Check {
  const sheba = normalizeSheba(input);
  if (!sheba) return fail('empty');
  if (!SHEBA.test(sheba)) return fail('format');
  return shebaMod97(sheba) === 1 ? pass(sheba) : fail('checksum');
}

export function isValidSheba(input: string): boolean {
  return checkSheba(input).valid;
}

/** The bank's Persian name from the three digits after the check digits; a hint, never a rejection. */
export function shebaBankName(input: string): string | undefined {
  const sheba = normalizeSheba(input);
  if (!/^IR\d{5}/.test(sheba)) return undefined;
  return SHEBA_BANK_CODES[sheba.slice(4, 7)];
}
