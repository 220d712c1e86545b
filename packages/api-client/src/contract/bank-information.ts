import { z } from 'zod';
import { fa } from './messages.js';

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

/** Structural rules of SPEC §5; the server adds Sheba mod-97 and card Luhn checks. */
export const updateBankInformationRequestSchema = z.strictObject({
  iban: z.string({ error: fa.required }).regex(/^IR\d{24}$/, fa.iban),
  accountNumber: z
    .string({ error: fa.required })
    .min(1, fa.required)
    .max(20, fa.accountNumber)
    // Digits joined by single separators, as banks print them (207-8000-12345678-1).
    .regex(/^\d+(?:[-./]\d+)*$/, fa.accountNumber),
  creditCardNumber: z.string({ error: fa.required }).regex(/^\d{16}$/, fa.cardNumber),
});
export type UpdateBankInformationRequest = z.infer<typeof updateBankInformationRequestSchema>;
