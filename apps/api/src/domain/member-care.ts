import {
  maskBankInformation,
  maskNationalCode,
  memberCareMessages as m,
  type CodeState,
  type MemberCare,
  type MemberCode,
  type MemberOrder,
} from '@clorofil/api-client/contract';
import type { OrderExplanation } from '@clorofil/api-client/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, DiscountCodesTable, ShopOrdersTable } from '../db/schema.js';
import { toDiscountCode } from './discount-codes.js';
import { explainOrder } from './earning.js';
import { notFound } from './errors.js';
import { adjustments } from './member-adjustments.js';
import { userTypes } from './member-search.js';
import { scoreSummary } from './scores.js';

// The member page of member care: everything support needs on one call, each part read through
// an index of the member (the latest 50 orders; the ledger, spins and notifications have their own
// pages, member-pages.ts).

const LATEST = 50;
const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

export interface MemberCareSettings {
  approvalThreshold: number;
  now: Date;
}

export async function memberCare(db: Kysely<DB>, id: number, settings: MemberCareSettings): Promise<MemberCare> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', id).executeTakeFirst();
  if (!member) throw notFound(m.memberNotFound);
  const [types, place, reviews, points, orders, codes, asked, bank] = await Promise.all([
    userTypes(db),
    placeOf(db, member.province_id, member.city_id),
    db
      .selectFrom('review_decisions')
      .select(['decision', 'decided_by', 'note', 'decided_at'])
      .where('member_id', '=', id)
      .orderBy('decided_at', 'desc')
      .execute(),
    scoreSummary(db, id),
    orderRows(db, id).limit(LATEST).execute(),
    memberCodes(db, id, settings.now),
    adjustments(db, (eb) => eb.and([eb('a.member_id', '=', id)]), LATEST),
    db.selectFrom('bank_accounts').selectAll().where('member_id', '=', id).executeTakeFirst(),
  ]);
  return {
    id: member.id,
    mobile: member.mobile,
    firstName: member.first_name,
    lastName: member.last_name,
    nationalCode: maskNationalCode(member.national_code),
    userType: member.user_type_id === null ? null : (types.get(member.user_type_id) ?? null),
    userTypeStatus: member.user_type_status as MemberCare['userTypeStatus'],
    province: place.province,
    city: place.city,
    joinedAt: iso(member.created_at),
    reviews: reviews.map((row) => ({
      decision: row.decision,
      decidedBy: row.decided_by,
      note: row.note,
      decidedAt: iso(row.decided_at),
    })),
    points,
    orders: orders.map(toMemberOrder),
    codes,
    adjustments: asked,
    bank: bank
      ? maskBankInformation({ iban: bank.iban, accountNumber: bank.account_number, creditCardNumber: bank.card_number })
      : null,
    approvalThreshold: settings.approvalThreshold,
  };
}

/** The member's orders, newest delivery first (an order id breaks a tie). */
const orderRows = (db: Kysely<DB>, memberId: number) =>
  db
    .selectFrom('shop_orders')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('delivered_at', 'desc')
    .orderBy('order_id', 'desc');

function toMemberOrder(row: Selectable<ShopOrdersTable>): MemberOrder {
  return {
    orderId: row.order_id,
    amountToman: Number(row.amount_toman),
    points: row.points,
    status: row.status,
    deliveredAt: iso(row.delivered_at),
    availableAt: iso(row.available_at),
    returnedAt: isoOrNull(row.returned_at),
    releasedAt: isoOrNull(row.released_at),
  };
}

/**
 * The `size` orders after order `after` (from the newest without one), in the member page's order:
 * one keyset page of the export, which holds every order where the page shows the latest 50. The
 * delivery time of the key is read back in SQL, where it keeps its microseconds.
 */
export async function memberOrdersAfter(
  db: Kysely<DB>,
  memberId: number,
  after: string | undefined,
  size: number,
): Promise<MemberOrder[]> {
  const rows = await orderRows(db, memberId)
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(delivered_at, order_id) < (SELECT last.delivered_at, last.order_id FROM shop_orders AS last WHERE last.order_id = ${after})`,
      ),
    )
    .limit(size)
    .execute();
  return rows.map(toMemberOrder);
}

async function placeOf(db: Kysely<DB>, provinceId: number | null, cityId: number | null) {
  const [province, city] = await Promise.all([
    provinceId === null
      ? undefined
      : db.selectFrom('provinces').select('name').where('id', '=', provinceId).executeTakeFirst(),
    cityId === null ? undefined : db.selectFrom('cities').select('name').where('id', '=', cityId).executeTakeFirst(),
  ]);
  return { province: province?.name ?? null, city: city?.name ?? null };
}

type CodeRow = Selectable<DiscountCodesTable> & { paid: number | null };

/** Where a code stands: faulty wins over expired, which the member's own list decides. */
export function codeState(row: Selectable<DiscountCodesTable>, now: Date): CodeState {
  if (row.faulty_at !== null) return 'faulty';
  return toDiscountCode(row, now).isExpired ? 'expired' : 'usable';
}

export function toMemberCode(row: CodeRow, now: Date): MemberCode {
  return {
    id: row.id,
    code: row.code,
    title: row.title,
    source: row.source,
    createdAt: iso(row.created_at),
    expirationDate: isoOrNull(row.expires_at),
    state: codeState(row, now),
    paidPoints: row.paid !== null && row.paid < 0 ? -row.paid : null,
    faultyAt: isoOrNull(row.faulty_at),
    faultyReason: row.faulty_reason,
  };
}

/** The member's codes with what each cost: the ledger line of the purchase that handed it out. */
export function codeRows(db: Kysely<DB>) {
  return db
    .selectFrom('discount_codes as c')
    .leftJoin('reward_receipts as r', 'r.discount_code_id', 'c.id')
    .leftJoin('points_ledger as l', 'l.id', 'r.ledger_id')
    .selectAll('c')
    .select('l.amount as paid');
}

const memberCodeRows = (db: Kysely<DB>, memberId: number) =>
  codeRows(db).where('c.member_id', '=', memberId).orderBy('c.created_at', 'desc').orderBy('c.id', 'desc');

async function memberCodes(db: Kysely<DB>, memberId: number, now: Date): Promise<MemberCode[]> {
  const rows = await memberCodeRows(db, memberId).execute();
  return rows.map((row) => toMemberCode(row, now));
}

/**
 * The `size` codes after code `after` (from the newest without one), in the member page's order:
 * one keyset page of the export, the key's time read back in SQL (a JavaScript date drops its
 * microseconds).
 */
export async function memberCodesAfter(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
  after: number | undefined,
  size: number,
): Promise<MemberCode[]> {
  const rows = await memberCodeRows(db, memberId)
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(c.created_at, c.id) < (SELECT last.created_at, last.id FROM discount_codes AS last WHERE last.id = ${after})`,
      ),
    )
    .limit(size)
    .execute();
  return rows.map((row) => toMemberCode(row, now));
}

/**
 * An order of this member, explained by the earning rule (domain/earning.ts). An order of another
 * member reads as one never reported: support learns nothing about someone else's purchases.
 */
export async function memberOrderExplanation(
  db: Kysely<DB>,
  memberId: number,
  orderId: string,
  now: Date,
): Promise<OrderExplanation> {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(m.memberNotFound);
  const row = await db
    .selectFrom('shop_orders')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return explainOrder(
    orderId,
    row && {
      amountToman: Number(row.amount_toman),
      points: row.points,
      status: row.status,
      deliveredAt: new Date(row.delivered_at),
      availableAt: new Date(row.available_at),
      returnedAt: date(row.returned_at),
      releasedAt: date(row.released_at),
      surveyCompletedAt: date(row.survey_completed_at),
    },
    now,
  );
}
