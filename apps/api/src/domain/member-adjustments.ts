import type { Adjustment } from '@clorofil/api-client/contract';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB } from '../db/schema.js';

// Points adjustments of member care (migrations/015): the rows, as the member page and the
// approvals screen read them.

type Executor = Kysely<DB> | Transaction<DB>;
type Filter = (eb: ExpressionBuilder<DB & { a: DB['point_adjustments'] }, 'a'>) => ReturnType<typeof eb.and>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Adjustments matching `filter`, newest first, with the people who asked and decided. */
export async function adjustments(db: Executor, filter: Filter, limit = 100): Promise<Adjustment[]> {
  const rows = await db
    .selectFrom('point_adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('members as r', 'r.id', 'a.requested_by')
    .leftJoin('members as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.member_id',
      'a.amount',
      'a.category',
      'a.reason',
      'a.status',
      'a.requested_at',
      'a.decided_at',
      'a.decision_note',
      'a.ledger_id',
      'm.mobile as member_mobile',
      'm.first_name',
      'm.last_name',
      'r.mobile as requested_by',
      'd.mobile as decided_by',
    ])
    .where(filter)
    .orderBy('a.requested_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    memberMobile: row.member_mobile,
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    amount: row.amount,
    category: row.category,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    decisionNote: row.decision_note,
    ledgerId: row.ledger_id === null ? null : String(row.ledger_id),
  }));
}
