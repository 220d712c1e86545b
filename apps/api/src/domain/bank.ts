import type { BankInformation, UpdateBankInformationRequest } from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';

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
  // The contract has already applied the SPEC §5 rules (mod 97, Luhn, length) and demanded the
  // canonical wire form, so the body is stored as it is.
  const values = {
    iban: body.iban,
    account_number: body.accountNumber,
    card_number: body.creditCardNumber,
    updated_at: now,
  };
  await db
    .insertInto('bank_accounts')
    .values({ member_id: memberId, ...values })
    .onConflict((oc) => oc.column('member_id').doUpdateSet(values))
    .execute();
  return getBankInformation(db, memberId);
}
