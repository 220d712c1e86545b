// Every SPEC §5 rule exactly once: its normaliser and predicate (`check`) and its Persian messages.
// The forms' yup fields (fields.ts), the contract's zod schemas (@clorofil/api-client/contract)
// and the API's own checks are all built from this table, so a rule or a sentence cannot drift
// between the browser and the server.
import { normalizeDigits } from '../normalize/digits';
import { normalizeText } from '../normalize/text';
import { checkJalaliBirthDate } from './birth-date';
import { checkCardNumber } from './card';
import type { Check, CheckFailure } from './check';
import { validationMessages as m } from './messages';
import { checkMobile } from './mobile';
import { checkPersonName } from './names';
import { checkNationalCode } from './national-code';
import { checkPhone } from './phone';
import { checkSheba } from './sheba';
import { checkAccountNumber, checkNumeric, checkPostalCode } from './simple-fields';

export interface Rule {
  /** Normalises what the member typed and answers its canonical wire form, or why it fails. */
  check(input: string): Check;
  /** The Persian sentence for each failure; 'empty' is always the SPEC's required message. */
  messages: Partial<Record<Exclude<CheckFailure, 'empty'>, string>>;
  /**
   * The failure reported when a value reaches the wire un-normalised (Persian digits, spaces,
   * `+98…`): the message that explains the expected format.
   */
  wireFailure: Exclude<CheckFailure, 'empty'>;
}

export const rules = {
  nationalCode: {
    check: checkNationalCode,
    messages: { length: m.nationalCode.length, checksum: m.nationalCode.checksum },
    wireFailure: 'length',
  },
  mobile: { check: checkMobile, messages: { format: m.mobile }, wireFailure: 'format' },
  phone: { check: checkPhone, messages: { length: m.phone.length, prefix: m.phone.prefix }, wireFailure: 'length' },
  postalCode: { check: checkPostalCode, messages: { length: m.postalCode }, wireFailure: 'length' },
  numeric: { check: checkNumeric, messages: { format: m.numeric }, wireFailure: 'format' },
  birthDate: {
    check: (input: string) => checkJalaliBirthDate(input),
    messages: { format: m.birthDate, range: m.birthDate },
    wireFailure: 'format',
  },
  cardNumber: {
    check: checkCardNumber,
    messages: { length: m.cardNumber.length, checksum: m.cardNumber.checksum },
    wireFailure: 'length',
  },
  iban: { check: checkSheba, messages: { format: m.iban.format, checksum: m.iban.checksum }, wireFailure: 'format' },
  accountNumber: {
    check: checkAccountNumber,
    messages: { length: m.accountNumber.length, format: m.accountNumber.format },
    wireFailure: 'format',
  },
  personName: {
    check: checkPersonName,
    messages: { length: m.name.length, format: m.name.format },
    wireFailure: 'format',
  },
} as const satisfies Record<string, Rule>;

export type RuleName = keyof typeof rules;

/** The Persian message a rule shows for one failure. */
export function messageOf(rule: Rule, reason: CheckFailure): string {
  if (reason === 'empty') return m.required;
  return rule.messages[reason] ?? rule.messages[rule.wireFailure] ?? m.required;
}

export type Verdict = { valid: true; value: string } | { valid: false; message: string };

/** A rule's verdict on what a member typed: the canonical value, or the message to show. */
export function judge(rule: Rule, input: string): Verdict {
  const result = rule.check(input);
  return result.valid ? result : { valid: false, message: messageOf(rule, result.reason) };
}

/**
 * The contract's verdict on a value already on the wire: it must pass the rule AND already be in
 * canonical form (Latin digits, no spaces, `09…`, `IR…`, padded). An un-normalised but otherwise
 * good value gets the rule's format message, the same sentence the form shows for that field.
 */
export function judgeWire(rule: Rule, value: string): Verdict {
  const verdict = judge(rule, value);
  if (!verdict.valid || verdict.value === value) return verdict;
  return { valid: false, message: messageOf(rule, rule.wireFailure) };
}

/**
 * The value a form sends for one field: canonical when the rule accepts it, otherwise cleaned
 * (Latin digits, invisible marks gone, trimmed) so the error message is about the real content.
 */
export function normalizeFor(rule: Rule, input: string): string {
  const result = rule.check(input);
  return result.valid ? result.value : normalizeText(normalizeDigits(input));
}
