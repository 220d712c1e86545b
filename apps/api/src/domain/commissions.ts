import type { CommissionDetail, CommissionRow, Payment } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from './errors.js';
import { shortName } from './format.js';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export async function listCommissions(db: Kysely<DB>, memberId: number): Promise<CommissionRow[]> {
  const rows = await db
    .selectFrom('commission_codes as c')
    .leftJoin('commission_orders as o', 'o.commission_code_id', 'c.id')
    .select([
      'c.id',
      'c.code',
      'c.percentage',
      'c.commission_percentage',
      'c.validity_date',
      sql<number>`count(o.id)::int`.as('usage'),
      sql<string>`coalesce(sum(o.commission_rial), 0)::text`.as('commission'),
    ])
    .where('c.member_id', '=', memberId)
    .groupBy('c.id')
    .orderBy('c.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    percentage: Number(row.percentage),
    validityDate: iso(row.validity_date),
    usage: Number(row.usage),
    commissionPercentage: Number(row.commission_percentage),
    commission: Number(row.commission),
  }));
}

/** Only the caller's own code: another member's id is indistinguishable from a missing one (404). */
export async function commissionDetail(db: Kysely<DB>, memberId: number, id: number): Promise<CommissionDetail> {
  const code = await db
    .selectFrom('commission_codes')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  if (!code) throw notFound('گزارش کمیسیون موردنظر پیدا نشد.');
  const orders = await db
    .selectFrom('commission_orders')
    .selectAll()
    .where('commission_code_id', '=', code.id)
    .orderBy('order_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return {
    id: code.id,
    code: code.code,
    usage: orders.length,
    percentage: Number(code.percentage),
    commissionPercentage: Number(code.commission_percentage),
    totalAmount: orders.reduce((sum, o) => sum + Number(o.amount_rial), 0),
    commission: orders.reduce((sum, o) => sum + Number(o.commission_rial), 0),
    items: orders.map((o) => ({
      customerName: shortName(o.customer_name),
      orderDate: new Date(o.order_date).toISOString(),
      commission: Number(o.commission_rial),
      orderItems: o.items as { title: string; quantity: number }[],
    })),
  };
}

export async function listPayments(db: Kysely<DB>, memberId: number): Promise<Payment[]> {
  const rows = await db
    .selectFrom('payments')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('pay_date', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    payDate: new Date(row.pay_date).toISOString(),
    price: Number(row.price_rial),
    distination: row.destination_masked,
    trackingCode: row.tracking_code,
    description: row.description,
  }));
}
