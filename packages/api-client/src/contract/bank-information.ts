import { rules } from '@clorofil/rules';
import { z } from './zod.js';
import { wireField } from './wire-rules.js';
import type { EndpointDef } from './endpoint-def.js';

/**
 * Payout details leave the API masked only, to their owner too: a stolen session can read no
 * more of them than a glance at the screen would. The card keeps its BIN and the Sheba its bank
 * code (both name the bank) plus the last four digits; the account number its last four. The
 * schema refuses anything longer, so the API cannot send a full number even by mistake.
 */
export const bankInformationSchema = z.object({
  iban: z
    .string()
    .regex(/^IR\d{6}\*{14}\d{4}$/)
    .optional(),
  accountNumber: z
    .string()
    .regex(/^\*+\d{0,4}$/)
    .optional(),
  creditCardNumber: z
    .string()
    .regex(/^\d{6}\*{6}\d{4}$/)
    .optional(),
});
export type BankInformation = z.infer<typeof bankInformationSchema>;

/** The masked form of stored (canonical wire form) payout details: what every answer carries. */
export function maskBankInformation(full: { iban: string; accountNumber: string; creditCardNumber: string }) {
  const { iban, creditCardNumber } = full;
  // Separators (`207-8000-…`) go; a short account number shows at most half its digits.
  const accountNumber = full.accountNumber.replace(/\D/g, '');
  const shown = Math.min(4, Math.floor(accountNumber.length / 2));
  return {
    iban: `${iban.slice(0, 8)}${'*'.repeat(iban.length - 12)}${iban.slice(-4)}`,
    accountNumber: `${'*'.repeat(accountNumber.length - shown)}${shown > 0 ? accountNumber.slice(-shown) : ''}`,
    creditCardNumber: `${creditCardNumber.slice(0, 6)}${'*'.repeat(creditCardNumber.length - 10)}${creditCardNumber.slice(-4)}`,
  } satisfies BankInformation;
}

/**
 * Step-up for payout details (RFC 9470): a change is accepted only with an access token whose
 * `auth_time` (the provider's signed time of the last one-time code) is at most this old.
 */
export const PAYOUT_STEP_UP_MAX_AGE_SECONDS = 300;
/** The `error` of the `WWW-Authenticate` challenge that asks for a fresh sign-in (RFC 9470). */
export const STEP_UP_ERROR = 'insufficient_user_authentication';

/**
 * SPEC §5's bank form, all three required, in wire form: `IR` + 24 digits passing mod 97, the
 * account number (≤ 20), 16 digits passing Luhn — the form's rules and messages.
 */
export const updateBankInformationRequestSchema = z.strictObject({
  iban: wireField(rules.iban),
  accountNumber: wireField(rules.accountNumber),
  creditCardNumber: wireField(rules.cardNumber),
});
export type UpdateBankInformationRequest = z.infer<typeof updateBankInformationRequestSchema>;

/** A commission partner's bank details: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const bankInformationEndpoints = {
  getBankInformation: {
    method: 'GET',
    path: '/api/Profile/financial/BankInformation',
    auth: 'member',
    response: bankInformationSchema,
  },
  updateBankInformation: {
    method: 'PUT',
    path: '/api/profile/financial/BankInformation',
    auth: 'member',
    body: updateBankInformationRequestSchema,
    response: bankInformationSchema,
  },
} as const satisfies Record<string, EndpointDef>;
