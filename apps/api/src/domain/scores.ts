import { OperationType, type ScoreEntry, type ScoreSummary } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { orderLabel } from './earning.js';
import { persianDateTime, persianNumber } from './format.js';

const TEXT = {
  received: 'دریافت',
  spent: 'خرج‌شده',
  done: 'انجام‌شده',
  pending: 'در انتظار پایان مهلت مرجوعی',
  cancelled: 'لغوشده به دلیل مرجوعی',
};

function entry(
  id: string,
  at: Date,
  score: number,
  activity: string,
  operation: 0 | 1,
  status: ScoreEntry['status'],
): ScoreEntry {
  return {
    id,
    persianCreatedDateTime: persianDateTime(at),
    createdAt: at.toISOString(),
    score,
    activity,
    operationType: operation,
    operationTypeText: operation === OperationType.Received ? TEXT.received : TEXT.spent,
    status,
    statusText: TEXT[status],
  };
}

/**
 * «کلروفیل‌های من», newest first: every ledger line, plus the points of delivered orders that are
 * still inside the return window (not spendable yet) and of returned orders (cancelled).
 */
export async function listScores(db: Kysely<DB>, memberId: number): Promise<ScoreEntry[]> {
  const ledger = await db
    .selectFrom('points_ledger')
    .select(['id', 'amount', 'activity', 'created_at'])
    .where('member_id', '=', memberId)
    .execute();
  const orders = await db
    .selectFrom('shop_orders')
    .select(['order_id', 'points', 'status', 'delivered_at', 'returned_at'])
    .where('member_id', '=', memberId)
    .where('status', '!=', 'released')
    .where('points', '>', 0)
    .execute();

  const entries = [
    ...ledger.map((row) =>
      entry(
        `L${String(row.id)}`,
        new Date(row.created_at),
        Math.abs(row.amount),
        row.activity,
        row.amount > 0 ? OperationType.Received : OperationType.Spent,
        'done',
      ),
    ),
    ...orders.map((row) =>
      entry(
        `O${row.order_id}`,
        new Date(row.status === 'cancelled' && row.returned_at ? row.returned_at : row.delivered_at),
        row.points,
        `خرید سفارش ${orderLabel(row.order_id)} (${persianNumber(row.points)} کلروفیل)`,
        OperationType.Received,
        row.status === 'pending' ? 'pending' : 'cancelled',
      ),
    ),
  ];
  return entries.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** The top of «کلروفیل‌های من»: ledger totals and the points still waiting for a return window. */
export async function scoreSummary(db: Kysely<DB>, memberId: number): Promise<ScoreSummary> {
  const totals = await db
    .selectFrom('points_ledger')
    .select((eb) => [
      eb.fn
        .coalesce(eb.fn.sum<number | string>(sql`CASE WHEN amount > 0 THEN amount ELSE 0 END`), eb.lit(0))
        .as('received'),
      eb.fn
        .coalesce(eb.fn.sum<number | string>(sql`CASE WHEN amount < 0 THEN -amount ELSE 0 END`), eb.lit(0))
        .as('spent'),
    ])
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const member = await db.selectFrom('members').select('balance').where('id', '=', memberId).executeTakeFirstOrThrow();
  const pending = await db
    .selectFrom('shop_orders')
    .select(['order_id', 'points', 'delivered_at', 'available_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'pending')
    .where('points', '>', 0)
    .orderBy('available_at')
    .orderBy('order_id')
    .execute();
  const pendingItems = pending.map((row) => ({
    orderId: row.order_id,
    points: row.points,
    deliveredAt: new Date(row.delivered_at).toISOString(),
    availableAt: new Date(row.available_at).toISOString(),
  }));
  return {
    balance: member.balance,
    received: Number(totals?.received ?? 0),
    spent: Number(totals?.spent ?? 0),
    pending: pendingItems.reduce((sum, item) => sum + item.points, 0),
    pendingItems,
  };
}
