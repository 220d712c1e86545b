import { normalizeDigits } from './digits';

const SEPARATORS = /[\s\-()]/g;

/**
 * Brings an Iranian mobile number to its national form `09xxxxxxxxx`: Persian/Arabic digits become
 * Latin, spaces, dashes and brackets go, and the +98 / 0098 / 98 country prefixes become 0.
 * A bare `9xxxxxxxxx` (the leading zero dropped) also gains its 0. Anything else is returned
 * cleaned but otherwise untouched, so the validator can reject it.
 */
export function normalizeMobile(input: string): string {
  const compact = normalizeDigits(input).replace(SEPARATORS, '');
  if (compact.startsWith('+98')) return `0${compact.slice(3)}`;
  if (compact.startsWith('0098')) return `0${compact.slice(4)}`;
  if (/^98\d{10}$/.test(compact)) return `0${compact.slice(2)}`;
  if (/^9\d{9}$/.test(compact)) return `0${compact}`;
  return compact;
}
