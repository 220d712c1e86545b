import {
  memberCareMessages as m,
  MEMBER_HISTORY_PAGE_SIZE,
  MEMBER_LEDGER_PAGE_SIZE,
  type MemberLedgerPage,
  type MemberNotification,
  type MemberNotificationPage,
  type MemberSpin,
  type MemberSpinPage,
} from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from './errors.js';

// The member page's paged lists, newest first: the whole ledger, the wheel spins and the
// notifications sent. Each walks an index that starts with the member: the ledger's
// (member_id, created_at DESC), the spins' one-a-day (member_id, tehran_day) and the
// notifications' (member_id, created_at DESC).

const iso = (value: Date | string) => new Date(value).toISOString();

/** One page of one of the member's tables: 404 for an unknown member, the rows with how many there are. */
async function memberPage<Item>(
  db: Kysely<DB>,
  table: 'points_ledger' | 'wheel_spins' | 'notifications',
  memberId: number,
  page: number,
  pageSize: number,
  rows: (offset: number) => Promise<Item[]>,
): Promise<{ items: Item[]; total: number; page: number; pageSize: number }> {
  await memberMustExist(db, memberId);
  const [counted, items] = await Promise.all([
    db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll().as('total'))
      .where('member_id', '=', memberId)
      .executeTakeFirst(),
    rows((page - 1) * pageSize),
  ]);
  return { items, total: Number(counted?.total ?? 0), page, pageSize };
}

/** The whole ledger, each line with its cause (the ledger's source) and what it refers to. */
export function memberLedger(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberLedgerPage> {
  return memberPage(db, 'points_ledger', memberId, page, MEMBER_LEDGER_PAGE_SIZE, async (offset) => {
    const rows = await db
      .selectFrom('points_ledger')
      .select(['id', 'created_at', 'amount', 'activity', 'source', 'source_ref'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MEMBER_LEDGER_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: String(row.id),
      at: iso(row.created_at),
      amount: row.amount,
      activity: row.activity,
      cause: row.source,
      reference: row.source_ref,
    }));
  });
}

const spinRows = (db: Kysely<DB>, memberId: number) =>
  db
    .selectFrom('wheel_spins as s')
    .leftJoin('wheel_prizes as p', 'p.id', 's.prize_id')
    .select(['s.id', 's.created_at', 's.status', 'p.title'])
    .where('s.member_id', '=', memberId);
const toSpin = (row: { id: number; created_at: Date | string; status: number; title: string | null }): MemberSpin => ({
  id: row.id,
  at: iso(row.created_at),
  prize: row.title,
  status: row.status,
});

/** Every wheel spin, with the prize's title (null for a miss). */
export function memberSpins(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberSpinPage> {
  return memberPage(db, 'wheel_spins', memberId, page, MEMBER_HISTORY_PAGE_SIZE, async (offset) => {
    const rows = await spinRows(db, memberId)
      .orderBy('s.tehran_day', 'desc')
      .limit(MEMBER_HISTORY_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map(toSpin);
  });
}

/**
 * The `size` spins after spin `after` (from the newest without one), in the page's order: one
 * keyset page of the export. A member spins once a Tehran day, so the day alone orders them; the
 * key is the spin's id and its day is read back from the table.
 */
export async function memberSpinsAfter(
  db: Kysely<DB>,
  memberId: number,
  after: number | undefined,
  size: number,
): Promise<MemberSpin[]> {
  const rows = await spinRows(db, memberId)
    .$if(after !== undefined, (q) =>
      q.where(sql<boolean>`s.tehran_day < (SELECT last.tehran_day FROM wheel_spins AS last WHERE last.id = ${after})`),
    )
    .orderBy('s.tehran_day', 'desc')
    .limit(size)
    .execute();
  return rows.map(toSpin);
}

const notificationRows = (db: Kysely<DB>, memberId: number) =>
  db
    .selectFrom('notifications')
    .select(['id', 'type', 'message', 'created_at', 'delivered_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc');
const toNotification = (row: {
  id: number;
  type: MemberNotification['type'];
  message: string;
  created_at: Date | string;
  delivered_at: Date | string | null;
}): MemberNotification => ({
  id: row.id,
  type: row.type,
  message: row.message,
  createdAt: iso(row.created_at),
  deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
});

/** Every notification sent to the member, and whether the app has shown it. */
export function memberNotifications(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberNotificationPage> {
  return memberPage(db, 'notifications', memberId, page, MEMBER_HISTORY_PAGE_SIZE, async (offset) => {
    const rows = await notificationRows(db, memberId).limit(MEMBER_HISTORY_PAGE_SIZE).offset(offset).execute();
    return rows.map(toNotification);
  });
}

/**
 * The `size` notifications after notification `after`, in the page's order: one keyset page of the
 * export. The key is the id and its time is read back in SQL: a JavaScript date keeps milliseconds
 * and PostgreSQL microseconds, and a campaign sends many at one instant.
 */
export async function memberNotificationsAfter(
  db: Kysely<DB>,
  memberId: number,
  after: number | undefined,
  size: number,
): Promise<MemberNotification[]> {
  const rows = await notificationRows(db, memberId)
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(created_at, id) < (SELECT last.created_at, last.id FROM notifications AS last WHERE last.id = ${after})`,
      ),
    )
    .limit(size)
    .execute();
  return rows.map(toNotification);
}

/** 404 unless the member exists: an export says so before its first line. */
export async function memberMustExist(db: Kysely<DB>, memberId: number): Promise<void> {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(m.memberNotFound);
}
