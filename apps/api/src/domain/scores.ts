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

/** A member's ledger lines and not-yet-released orders, as one JSON value (times in epoch ms). */
export interface ScoreRows {
  /** [id, amount, activity, createdAt] */
  ledger: [string, number, string, number][];
  /** [orderId, points, status, deliveredAt, returnedAt] */
  orders: [string, number, 'pending' | 'cancelled', number, number | null][];
}

const ms = (column: string) => sql`floor(extract(epoch FROM ${sql.ref(column)}) * 1000)`;

/** The rows «کلروفیل‌های من» is built from: both lists in one JSON value, so they cost one round trip. */
export async function scoreRows(db: Kysely<DB>, memberId: number): Promise<ScoreRows> {
  const { rows } = await sql<{ rows: ScoreRows }>`SELECT json_build_object(
    'ledger', (SELECT coalesce(json_agg(json_build_array(l.id::text, l.amount, l.activity, ${ms('l.created_at')})), '[]')
      FROM points_ledger l WHERE l.member_id = ${memberId}),
    'orders', (SELECT coalesce(json_agg(json_build_array(o.order_id, o.points, o.status, ${ms('o.delivered_at')},
        ${ms('o.returned_at')})), '[]')
      FROM shop_orders o WHERE o.member_id = ${memberId} AND o.status <> 'released' AND o.points > 0)) AS rows`.execute(
    db,
  );
  return rows[0]!.rows;
}

/**
 * «کلروفیل‌های من», newest first: every ledger line, plus the points of delivered orders that are
 * still inside the return window (not spendable yet) and of returned orders (cancelled).
 */
export function buildScores({ ledger, orders }: ScoreRows): ScoreEntry[] {
  const entries = [
    ...ledger.map(([id, amount, activity, createdAt]) =>
      entry(
        `L${id}`,
        new Date(Number(createdAt)),
        Math.abs(amount),
        activity,
        amount > 0 ? OperationType.Received : OperationType.Spent,
        'done',
      ),
    ),
    ...orders.map(([orderId, points, status, deliveredAt, returnedAt]) =>
      entry(
        `O${orderId}`,
        new Date(Number(status === 'cancelled' && returnedAt !== null ? returnedAt : deliveredAt)),
        points,
        `خرید سفارش ${orderLabel(orderId)} (${persianNumber(points)} کلروفیل)`,
        OperationType.Received,
        status === 'pending' ? 'pending' : 'cancelled',
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
