import { memberCareMessages as m, type FullBankInformation } from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit, type AuditedBy } from './audit.js';
import { notFound } from './errors.js';

/**
 * A commission partner's bank details in full, for finance (permission `payouts`). The reading
 * and its audit entry (`member.bank.view`: who, when, which member) share one transaction: a
 * number that leaves the API is always written down, and one not written down never leaves.
 */
export async function viewBankInformation(
  db: Kysely<DB>,
  by: AuditedBy,
  memberId: number,
): Promise<FullBankInformation> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw notFound(m.memberNotFound);
    const bank = await trx.selectFrom('bank_accounts').selectAll().where('member_id', '=', memberId).executeTakeFirst();
    if (!bank) throw notFound(m.noBankInformation);
    await recordAudit(trx, {
      ...by,
      kind: 'member.bank.view',
      subject: memberId,
      before: null,
      after: { viewed: ['iban', 'accountNumber', 'creditCardNumber'] },
    });
    return { iban: bank.iban, accountNumber: bank.account_number, creditCardNumber: bank.card_number };
  });
}
