import { nextTehranDayStart, tehranDayStart } from '@clorofil/rules';
import type { Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { returnWindowEnd } from '../domain/earning.js';
import * as seed from '../seed-data/index.js';

const DAY_MS = 86_400_000;

// A window opens and closes at Tehran midnight, as a campaign announced "from 1 to 30 Azar" would.
function tehranMidnight(now: Date, days: number): Date {
  const start = tehranDayStart(now);
  return days === 0 ? start : tehranDayStart(nextTehranDayStart(new Date(start.getTime() + (days - 1) * DAY_MS)));
}

/** The demo missions, once each (keyed), so reseeding never moves a running campaign. */
export async function seedDemoMissions(trx: Transaction<DB>, now: Date): Promise<void> {
  for (const mission of seed.demoMissions) {
    await trx
      .insertInto('missions')
      .values({
        key: mission.key,
        title: mission.title,
        description: mission.description,
        points: mission.points,
        kind: mission.kind,
        target: mission.target,
        starts_at: tehranMidnight(now, -mission.startsDaysAgo),
        ends_at: tehranMidnight(now, mission.endsInDays),
      })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }
}

/** Orders still inside their return window (or returned inside it), with the availability the live rule would give. */
export async function seedPendingOrders(
  trx: Transaction<DB>,
  memberId: number,
  orders: readonly seed.SeedPendingOrder[],
  now: Date,
): Promise<void> {
  for (const order of orders) {
    const deliveredAt = new Date(now.getTime() - order.deliveredDaysAgo * DAY_MS);
    const returned =
      order.returnedDaysAgo === undefined ? null : new Date(now.getTime() - order.returnedDaysAgo * DAY_MS);
    await trx
      .insertInto('shop_orders')
      .values({
        order_id: order.orderId,
        member_id: memberId,
        amount_toman: order.amountToman,
        points: Math.floor(order.amountToman / seed.TOMAN_PER_POINT),
        item_count: order.itemCount,
        delivered_at: deliveredAt,
        available_at: returnWindowEnd(deliveredAt),
        status: returned ? 'cancelled' : 'pending',
        returned_at: returned,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
