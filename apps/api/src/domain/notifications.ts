import type { Notification } from '@clorofil/api-client/contract';
import type { Kysely, Transaction } from 'kysely';
import type { DB, NotificationType } from '../db/schema.js';
import { takeCampaigns, type OpenCampaign } from './notification-campaigns.js';

export async function notify(
  db: Kysely<DB> | Transaction<DB>,
  memberId: number,
  type: NotificationType,
  message: string,
  at: Date,
): Promise<void> {
  await db.insertInto('notifications').values({ member_id: memberId, type, message, created_at: at }).execute();
}

/**
 * Undelivered notifications, marked delivered by the same statement so each toast shows once,
 * with the operators' live notifications for this member (copied in already delivered).
 * `open`: the campaigns not over, from the read cache.
 */
export async function takeNotifications(
  db: Kysely<DB>,
  memberId: number,
  now: Date,
  open: () => Promise<readonly OpenCampaign[]>,
): Promise<Notification[]> {
  const campaigns = await takeCampaigns(db, memberId, now, await open());
  const rows = await db
    .updateTable('notifications')
    .set({ delivered_at: now })
    .where('member_id', '=', memberId)
    .where('delivered_at', 'is', null)
    .returning(['id', 'type', 'message', 'message_html as html'])
    .execute();
  return [...rows, ...campaigns].sort((a, b) => a.id - b.id);
}
