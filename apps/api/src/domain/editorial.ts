import type {
  EditedRewardDescription,
  EditedWheelPrize,
  FaqItem,
  Notification,
  Page,
} from '@clorofil/api-client/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { notFound } from './errors.js';
import { getPage } from './content.js';
import { cleanEditorHtml } from './html.js';
import { notify } from './notifications.js';

// Club staff's edits. HTML is cleaned before it is stored; plain text is stored as
// typed (the contract already refused control characters) and every screen shows it as text.

export async function editPage(
  db: Kysely<DB>,
  slug: string,
  edit: { title?: string | undefined; content: string },
): Promise<Page> {
  const content = cleanEditorHtml('content', edit.content);
  const { numUpdatedRows } = await db
    .updateTable('pages')
    .set({ content_html: content, ...(edit.title === undefined ? {} : { title: edit.title }) })
    .where('slug', '=', slug)
    .executeTakeFirst();
  if (numUpdatedRows === 0n) throw notFound('صفحهٔ موردنظر پیدا نشد.');
  return getPage(db, slug);
}

export async function editFaq(
  db: Kysely<DB>,
  id: number,
  edit: { question: string; answer: string },
): Promise<FaqItem> {
  const row = await db
    .updateTable('faq_items')
    .set(edit)
    .where('id', '=', id)
    .returning(['id', 'question', 'answer'])
    .executeTakeFirst();
  if (!row) throw notFound('این پرسش پیدا نشد.');
  return row;
}

export async function editRewardDescription(
  db: Kysely<DB>,
  id: number,
  description: string,
): Promise<EditedRewardDescription> {
  const row = await db
    .updateTable('rewards')
    .set({ description_html: cleanEditorHtml('description', description) })
    .where('id', '=', id)
    .returning(['id', 'description_html'])
    .executeTakeFirst();
  if (!row) throw notFound('این جایزه پیدا نشد.');
  return { id: row.id, description: row.description_html };
}

export async function editWheelPrize(db: Kysely<DB>, id: number, title: string): Promise<EditedWheelPrize> {
  const row = await db
    .updateTable('wheel_prizes')
    .set({ title })
    .where('id', '=', id)
    .returning(['id', 'title'])
    .executeTakeFirst();
  if (!row) throw notFound('این جایزهٔ گردونه پیدا نشد.');
  return row;
}

/** A message to one member, shown once as a toast on their next page (GET /api/Notification). */
export async function sendNotification(
  db: Kysely<DB>,
  message: { mobile: string; type: Notification['type']; message: string },
  at: Date,
): Promise<{ id: number }> {
  const member = await db.selectFrom('members').select('id').where('mobile', '=', message.mobile).executeTakeFirst();
  if (!member) throw notFound('عضوی با این شمارهٔ موبایل پیدا نشد.');
  await notify(db, member.id, message.type, message.message, at);
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('member_id', '=', member.id)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { id: row.id };
}
