import { fa, type BankInformation, type UpdateBankInformationRequest } from '@clorofil/api-client/contract';
import {
  checkAccountNumber,
  checkCardNumber,
  checkSheba,
  validationMessages as vm,
} from '@clorofil/ui-rtl/validation';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { badRequest } from '../http/errors.js';

/**
 * The caller's own bank details, unmasked: they exist to prefill the caller's own form
 * (SECURITY 17's exception for the form's owner). Everywhere else (payments) they are masked.
 */
export async function getBankInformation(db: Kysely<DB>, memberId: number): Promise<BankInformation> {
  const row = await db.selectFrom('bank_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return {};
  return { iban: row.iban, accountNumber: row.account_number, creditCardNumber: row.card_number };
}

export async function saveBankInformation(
  db: Kysely<DB>,
  memberId: number,
  body: UpdateBankInformationRequest,
  now: Date,
): Promise<BankInformation> {
  const iban = checkSheba(body.iban);
  const card = checkCardNumber(body.creditCardNumber);
  const account = checkAccountNumber(body.accountNumber);
  const errors: Record<string, string> = {};
  if (!iban.valid) errors.iban = iban.reason === 'checksum' ? vm.iban.checksum : vm.iban.format;
  if (!card.valid) errors.creditCardNumber = card.reason === 'checksum' ? vm.cardNumber.checksum : vm.cardNumber.length;
  if (!account.valid) errors.accountNumber = account.reason === 'length' ? vm.accountNumber.length : vm.accountNumber.format;
  if (!iban.valid || !card.valid || !account.valid) throw badRequest(errors, fa.badRequest);

  const values = { iban: iban.value, account_number: account.value, card_number: card.value, updated_at: now };
  await db
    .insertInto('bank_accounts')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
  return getBankInformation(db, memberId);
}
