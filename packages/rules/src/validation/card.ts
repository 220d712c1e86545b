import { CARD_BINS } from './banks';
import { type Check, compactDigits, fail, pass } from './check';

/** Luhn (mod 10) over a digit string, the check every Shetab card number carries. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let value = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      value *= 2;
      if (value > 9) value -= 9;
    }
    sum += value;
  }
  return sum % 10 === 0;
}

/** Bank card: 16 digits (spaces and dashes as printed on the card are fine) and Luhn. */
export function checkCardNumber(input: string): Check {
  const digits = compactDigits(input);
  if (!digits) return fail('empty');
  if (!/^\d{16}$/.test(digits)) return fail('length');
  return passesLuhn(digits) ? pass(digits) : fail('checksum');
}

export function isValidCardNumber(input: string): boolean {
  return checkCardNumber(input).valid;
}

/**
 * The issuing bank's Persian name from the first six digits, as soon as six are typed; undefined
 * for an unknown BIN. Never a reason to reject a card.
 */
export function cardBankName(input: string): string | undefined {
  const digits = compactDigits(input);
  if (!/^\d{6}/.test(digits)) return undefined;
  return CARD_BINS[digits.slice(0, 6)];
}
