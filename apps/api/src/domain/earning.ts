import type {
  IntegrationResult,
  OrderDeliveredRequest,
  OrderExplanation,
  OrderReturnedRequest,
  OrderStanding,
  SurveyCompletedRequest,
} from '@clorofil/api-client/contract';
import { nextTehranDayStart } from '@clorofil/rules';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import { notFound } from './errors.js';
import { persianNumber } from './format.js';
import { postLedger } from './ledger.js';
import { judgeMissions } from './missions.js';
import { notify } from './notifications.js';

export const TOMAN_PER_POINT = 10_000;
export const SURVEY_POINTS = 5;
export const RETURN_WINDOW_DAYS = 7;

/**
 * An order number as members read it inside Persian text: Persian digits; one with letters or
 * dashes (`A-12`) kept in a left-to-right isolate so the sentence cannot reorder it.
 */
export function orderLabel(orderId: string): string {
  const persian = orderId.replace(/[0-9]/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)] ?? digit);
  return /^[0-9]+$/.test(orderId) ? persian : `\u2066${persian}\u2069`;
}
const DAY_MS = 86_400_000;

/**
 * When a delivered order's points become spendable. The return window is counted in Tehran
 * calendar days: the delivery day is day 0 and the member may return the order until the 7th
 * day after it ends, so the points arrive at the Tehran midnight that starts the 8th day — the
 * same instant for a parcel delivered at 08:00 or at 23:59 of one day. (Iran has no daylight
 * saving since 2022, but `nextTehranDayStart` would absorb an hour's shift anyway.)
 */
export function returnWindowEnd(deliveredAt: Date): Date {
  return nextTehranDayStart(new Date(deliveredAt.getTime() + RETURN_WINDOW_DAYS * DAY_MS));
}

/** What a delivered order earns: 1 point per whole TOMAN_PER_POINT toman. */
export function orderPoints(amountToman: number): number {
  return Math.floor(amountToman / TOMAN_PER_POINT);
}

/** The order as the earning rule left it (a `shop_orders` row), or undefined when never reported. */
export interface EarnedOrder {
  amountToman: number;
  points: number;
  status: 'pending' | 'released' | 'cancelled';
  deliveredAt: Date;
  availableAt: Date;
  returnedAt: Date | null;
  releasedAt: Date | null;
  surveyCompletedAt: Date | null;
}

/**
 * Why an order earned what it earned, read from what this module's rule wrote: the points fixed at
 * delivery (`orderPoints`), the window's end (`returnWindowEnd`), a return inside it
 * (`orderReturned`) and the release at its end (`releaseMaturedPoints`, which takes an order once
 * `available_at <= now`). Support reads it for a member on the phone; nothing is computed twice.
 */
export function orderStanding(order: EarnedOrder | undefined, now: Date): OrderStanding {
  if (!order) return 'unknown';
  if (order.status === 'cancelled') return 'returned';
  if (order.points === 0) return 'not-eligible';
  if (order.status === 'released') return 'released';
  return order.availableAt.getTime() <= now.getTime() ? 'due' : 'pending';
}

const isoOrNull = (value: Date | null) => (value === null ? null : value.toISOString());

export function explainOrder(orderId: string, order: EarnedOrder | undefined, now: Date): OrderExplanation {
  return {
    orderId,
    standing: orderStanding(order, now),
    amountToman: order?.amountToman ?? null,
    points: order?.points ?? 0,
    deliveredAt: isoOrNull(order?.deliveredAt ?? null),
    availableAt: isoOrNull(order?.availableAt ?? null),
    returnedAt: isoOrNull(order?.returnedAt ?? null),
    releasedAt: isoOrNull(order?.releasedAt ?? null),
    surveyPoints: order?.surveyCompletedAt ? SURVEY_POINTS : 0,
    surveyCompletedAt: isoOrNull(order?.surveyCompletedAt ?? null),
    tomanPerPoint: TOMAN_PER_POINT,
    returnWindowDays: RETURN_WINDOW_DAYS,
  };
}

type Kind = 'delivered' | 'returned' | 'survey';

/**
 * Runs a shop event exactly once per eventId: the event row and its effects commit together, and
 * a replay (even a parallel one, which waits on the primary key) answers `duplicate`.
 */
async function once(
  ctx: AppContext,
  eventId: string,
  kind: Kind,
  apply: (trx: Transaction<DB>) => Promise<IntegrationResult>,
): Promise<IntegrationResult> {
  return ctx.db.transaction().execute(async (trx) => {
    const fresh = await trx
      .insertInto('shop_events')
      .values({ event_id: eventId, kind, response: '{}', received_at: ctx.clock.now() })
      .onConflict((oc) => oc.doNothing())
      .returning('event_id')
      .executeTakeFirst();
    if (!fresh) return { eventId, status: 'duplicate', points: 0 };
    const result = await apply(trx);
    await trx
      .updateTable('shop_events')
      .set({ response: JSON.stringify(result) })
      .where('event_id', '=', eventId)
      .execute();
    return result;
  });
}

async function memberByMobile(trx: Transaction<DB>, mobile: string): Promise<number> {
  await trx
    .insertInto('members')
    .values({ mobile })
    .onConflict((oc) => oc.column('mobile').doNothing())
    .execute();
  const row = await trx.selectFrom('members').select('id').where('mobile', '=', mobile).executeTakeFirstOrThrow();
  return row.id;
}

/**
 * 1 point per 10,000 toman, pending until the return window closes (`returnWindowEnd`); the
 * order's items count towards «buy N items» missions at once.
 */
export function orderDelivered(ctx: AppContext, event: OrderDeliveredRequest): Promise<IntegrationResult> {
  return once(ctx, event.eventId, 'delivered', async (trx) => {
    const memberId = await memberByMobile(trx, event.mobile);
    const points = orderPoints(event.amountToman);
    const deliveredAt = new Date(event.deliveredAt);
    const availableAt = returnWindowEnd(deliveredAt);
    const inserted = await trx
      .insertInto('shop_orders')
      .values({
        order_id: event.orderId,
        member_id: memberId,
        amount_toman: event.amountToman,
        points,
        delivered_at: deliveredAt,
        available_at: availableAt,
        status: 'pending',
        item_count: event.itemCount ?? 1,
      })
      .onConflict((oc) => oc.doNothing())
      .returning('order_id')
      .executeTakeFirst();
    if (!inserted) return { eventId: event.eventId, status: 'ignored', points: 0, reason: 'order already delivered' };
    await judgeMissions(trx, memberId, 'items', deliveredAt, ctx.clock.now());
    return { eventId: event.eventId, status: 'accepted', points, availableAt: availableAt.toISOString() };
  });
}

/** A return inside the window cancels the pending points; after it, spent or not, nothing changes. */
export function orderReturned(ctx: AppContext, event: OrderReturnedRequest): Promise<IntegrationResult> {
  return once(ctx, event.eventId, 'returned', async (trx) => {
    const order = await trx
      .selectFrom('shop_orders')
      .selectAll()
      .where('order_id', '=', event.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order) throw notFound('سفارش موردنظر پیدا نشد.');
    const returnedAt = new Date(event.returnedAt);
    if (order.status !== 'pending' || returnedAt.getTime() >= new Date(order.available_at).getTime()) {
      return {
        eventId: event.eventId,
        status: 'ignored',
        points: 0,
        reason: `order is ${order.status}, outside the return window`,
      };
    }
    await trx
      .updateTable('shop_orders')
      .set({ status: 'cancelled', returned_at: returnedAt })
      .where('order_id', '=', order.order_id)
      .execute();
    return { eventId: event.eventId, status: 'accepted', points: order.points };
  });
}

/** 5 points per completed survey, once per order, credited at once. */
export function surveyCompleted(ctx: AppContext, event: SurveyCompletedRequest): Promise<IntegrationResult> {
  return once(ctx, event.eventId, 'survey', async (trx) => {
    const order = await trx
      .selectFrom('shop_orders')
      .innerJoin('members', 'members.id', 'shop_orders.member_id')
      .select(['shop_orders.order_id', 'shop_orders.member_id', 'shop_orders.survey_completed_at', 'members.mobile'])
      .where('shop_orders.order_id', '=', event.orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order || order.mobile !== event.mobile) throw notFound('سفارش موردنظر پیدا نشد.');
    if (order.survey_completed_at)
      return { eventId: event.eventId, status: 'ignored', points: 0, reason: 'survey already credited' };
    const now = ctx.clock.now();
    await trx
      .updateTable('shop_orders')
      .set({ survey_completed_at: now })
      .where('order_id', '=', order.order_id)
      .execute();
    await postLedger(trx, {
      memberId: order.member_id,
      amount: SURVEY_POINTS,
      activity: `تکمیل نظرسنجی سفارش ${orderLabel(order.order_id)}`,
      source: 'survey',
      sourceRef: order.order_id,
      at: now,
    });
    await judgeMissions(trx, order.member_id, 'surveys', now, now);
    await notify(
      trx,
      order.member_id,
      'reward',
      `بابت تکمیل نظرسنجی، ${persianNumber(SURVEY_POINTS)} کلروفیل به حساب شما اضافه شد. سپاسگزاریم!`,
      now,
    );
    return { eventId: event.eventId, status: 'accepted', points: SURVEY_POINTS };
  });
}

/**
 * The scheduled job: orders whose window closed by `now` move their points into the ledger.
 * SKIP LOCKED lets several API processes run it at once without double credit (the ledger's
 * unique (source, source_ref) is the second guard).
 */
export async function releaseMaturedPoints(db: Kysely<DB>, now: Date, batch = 200): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom('shop_orders')
        .selectAll()
        .where('status', '=', 'pending')
        .where('available_at', '<=', now)
        .orderBy('available_at')
        .limit(batch)
        .forUpdate()
        .skipLocked()
        .execute();
      // A ledger line also adds to its day's stripe of sums (points_ledger_days, by member % 16).
      // The members are locked first, in id order, and the lines written in stripe order, so this
      // batch never waits for a member while holding a stripe another member's write waits on.
      const members = [...new Set(due.filter((order) => order.points > 0).map((order) => order.member_id))];
      if (members.length > 0)
        await trx.selectFrom('members').select('id').where('id', 'in', members).orderBy('id').forUpdate().execute();
      due.sort((a, b) => (a.member_id % 16) - (b.member_id % 16));
      for (const order of due) {
        if (order.points > 0) {
          await postLedger(trx, {
            memberId: order.member_id,
            amount: order.points,
            activity: `خرید سفارش ${orderLabel(order.order_id)}`,
            source: 'order',
            sourceRef: order.order_id,
            at: now,
          });
          await notify(
            trx,
            order.member_id,
            'reward',
            `${persianNumber(order.points)} کلروفیل بابت سفارش ${orderLabel(order.order_id)} به حساب شما اضافه شد.`,
            now,
          );
        }
        await trx
          .updateTable('shop_orders')
          .set({ status: 'released', released_at: now })
          .where('order_id', '=', order.order_id)
          .execute();
      }
      return due.length;
    });
    released += count;
    if (count < batch) return released;
  }
}
