import { type Check, compactDigits, fail, pass } from './check';

/**
 * Iranian national code (کد ملی). Old cards print codes without their leading zeros, so 8 or 9
 * digits are padded to 10. Rejected: a middle six of zeros and a single repeated digit (these
 * pass the checksum but are never issued). City prefixes are not checked: new ones keep appearing.
 */
export function checkNationalCode(input: string): Check {
  const digits = compactDigits(input);
  if (!digits) return fail('empty');
  if (!/^\d{8,10}$/.test(digits)) return fail('length');
  const code = digits.padStart(10, '0');
  if (code.slice(3, 9) === '000000' || /^(\d)\1{9}$/.test(code)) return fail('checksum');

  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(code[i]) * (10 - i);
  const remainder = sum % 11;
  const control = Number(code[9]);
  const expected = remainder < 2 ? remainder : 11 - remainder;
  return control === expected ? pass(code) : fail('checksum');
}

export function isValidNationalCode(input: string): boolean {
  return checkNationalCode(input).valid;
}
