import { memberCareMessages as m, MEMBER_LEDGER_PAGE_SIZE, type MemberLedgerPage } from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from './errors.js';

/**
 * One page of a member's whole ledger, newest first, each line with its cause (the ledger's
 * source) and what it refers to: the member's (member_id, created_at DESC) index walks it.
 */
export async function memberLedger(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberLedgerPage> {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(m.memberNotFound);
  const counted = await db
    .selectFrom('points_ledger')
    .select((eb) => eb.fn.countAll().as('total'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const rows = await db
    .selectFrom('points_ledger')
    .select(['id', 'created_at', 'amount', 'activity', 'source', 'source_ref'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(MEMBER_LEDGER_PAGE_SIZE)
    .offset((page - 1) * MEMBER_LEDGER_PAGE_SIZE)
    .execute();
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      at: new Date(row.created_at).toISOString(),
      amount: row.amount,
      activity: row.activity,
      cause: row.source,
      reference: row.source_ref,
    })),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: MEMBER_LEDGER_PAGE_SIZE,
  };
}
