import {
  memberCareMessages as m,
  MEMBER_HISTORY_PAGE_SIZE,
  MEMBER_LEDGER_PAGE_SIZE,
  type MemberLedgerPage,
  type MemberNotificationPage,
  type MemberSpinPage,
} from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
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
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  if (!member) throw notFound(m.memberNotFound);
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

/** Every wheel spin, with the prize's title (null for a miss). */
export function memberSpins(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberSpinPage> {
  return memberPage(db, 'wheel_spins', memberId, page, MEMBER_HISTORY_PAGE_SIZE, async (offset) => {
    const rows = await db
      .selectFrom('wheel_spins as s')
      .leftJoin('wheel_prizes as p', 'p.id', 's.prize_id')
      .select(['s.id', 's.created_at', 's.status', 'p.title'])
      .where('s.member_id', '=', memberId)
      .orderBy('s.tehran_day', 'desc')
      .limit(MEMBER_HISTORY_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map((row) => ({ id: row.id, at: iso(row.created_at), prize: row.title, status: row.status }));
  });
}

/** Every notification sent to the member, and whether the app has shown it. */
export function memberNotifications(db: Kysely<DB>, memberId: number, page = 1): Promise<MemberNotificationPage> {
  return memberPage(db, 'notifications', memberId, page, MEMBER_HISTORY_PAGE_SIZE, async (offset) => {
    const rows = await db
      .selectFrom('notifications')
      .select(['id', 'type', 'message', 'created_at', 'delivered_at'])
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(MEMBER_HISTORY_PAGE_SIZE)
      .offset(offset)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      type: row.type,
      message: row.message,
      createdAt: iso(row.created_at),
      deliveredAt: row.delivered_at === null ? null : iso(row.delivered_at),
    }));
  });
}
