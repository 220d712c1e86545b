import { rules } from '@clorofil/rules';
import { z } from './zod.js';
import { wireField } from './wire-rules.js';
import type { EndpointDef } from './endpoint-def.js';

/**
 * `GET` answers the caller's own values in full (they fill the caller's own form) or `{}` when
 * nothing is saved yet.
 */
export const bankInformationSchema = z.object({
  iban: z.string().optional(),
  accountNumber: z.string().optional(),
  creditCardNumber: z.string().optional(),
});
export type BankInformation = z.infer<typeof bankInformationSchema>;

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
