import {
  maskBankInformation,
  type BankInformation,
  type UpdateBankInformationRequest,
} from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { toPersianDigits } from '../seed-data/publisher.js';

/**
 * The caller's own bank details, masked (SECURITY 17): once stored, the full numbers never leave
 * the API again, not even to their owner. The form starts empty for a change.
 */
export async function getBankInformation(db: Kysely<DB>, memberId: number): Promise<BankInformation> {
  const row = await db.selectFrom('bank_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
  if (!row) return {};
  return maskBankInformation({ iban: row.iban, accountNumber: row.account_number, creditCardNumber: row.card_number });
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

/** The SMS a member gets after their payout details change: a stolen session cannot change them unseen. */
export function payoutChangedText(saved: BankInformation): string {
  const card = saved.creditCardNumber?.slice(-4) ?? '';
  return `باشگاه کلروفیل: اطلاعات حساب بانکی شما برای واریز کمیسیون تغییر کرد (کارت پایان ${toPersianDigits(card)}). اگر این تغییر را شما انجام نداده‌اید، همین حالا با پشتیبانی باشگاه تماس بگیرید.`;
}
