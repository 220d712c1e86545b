import type { Kysely, Transaction } from 'kysely';
import type { DB, LedgerSource } from '../db/schema.js';

type Executor = Kysely<DB> | Transaction<DB>;

export interface LedgerEntry {
  memberId: number;
  /** Positive: received; negative: spent. */
  amount: number;
  activity: string;
  source: LedgerSource;
  sourceRef?: string;
  at: Date;
}

/**
 * The only way points move. The insert fires the trigger that adds `amount` to the member's
 * balance, whose CHECK (balance >= 0) makes an overspend impossible even if a caller forgot the
 * row lock; the ledger itself refuses UPDATE and DELETE.
 */
export async function postLedger(db: Executor, entry: LedgerEntry): Promise<string> {
  const row = await db
    .insertInto('points_ledger')
    .values({
      member_id: entry.memberId,
      amount: entry.amount,
      activity: entry.activity,
      source: entry.source,
      source_ref: entry.sourceRef ?? null,
      created_at: entry.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}

/** Locks the member row for the rest of the transaction and returns the balance it guards. */
export async function lockBalance(trx: Transaction<DB>, memberId: number): Promise<number> {
  const row = await trx
    .selectFrom('members')
    .select('balance')
    .where('id', '=', memberId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.balance;
}
