import { normalizeMobile } from '../normalize/mobile';
import { type Check, fail, pass } from './check';

// Any 09xxxxxxxxx: operators add prefixes faster than a list here could follow.
const MOBILE = /^09\d{9}$/;

/** Iranian mobile after normalisation (+98, 0098, 98 → 0); the value is `09xxxxxxxxx`. */
export function checkMobile(input: string): Check {
  const mobile = normalizeMobile(input);
  if (!mobile) return fail('empty');
  return MOBILE.test(mobile) ? pass(mobile) : fail('format');
}

export function isValidMobile(input: string): boolean {
  return checkMobile(input).valid;
}
