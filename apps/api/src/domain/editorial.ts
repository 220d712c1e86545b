import type { EditedRewardDescription, EditedWheelPrize, FaqItem, Page } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit, type AuditedBy } from './audit.js';
import { notFound } from './errors.js';
import { getPage } from './content.js';
import { cleanFaqAnswer, moveList, recordDirectPublish } from './content-staff.js';
import { cleanEditorHtml } from './html.js';

// Club staff's edits. HTML (page bodies, FAQ answers, reward descriptions) is cleaned before it
// is stored; plain text is stored as typed (the contract already refused control characters) and
// every screen shows it as text.
// Each edit records its audit entry (the fields before and after) in its own transaction.

export async function editPage(
  db: Kysely<DB>,
  slug: string,
  edit: { title?: string | undefined; content: string },
  by: AuditedBy,
): Promise<Page> {
  const content = cleanEditorHtml('content', edit.content);
  await db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('pages')
      .select(['title', 'content_html as content'])
      .where('slug', '=', slug)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('صفحهٔ موردنظر پیدا نشد.');
    const after = { title: edit.title ?? before.title, content };
    await tx.updateTable('pages').set({ content_html: content, title: after.title }).where('slug', '=', slug).execute();
    await recordDirectPublish(tx, slug, after, by.actor);
    await recordAudit(tx, { ...by, kind: 'page.update', subject: slug, before, after });
  });
  return getPage(db, slug);
}

/**
 * A FAQ question and its answer (HTML, sanitised like the console's). The question's and the
 * list's edit versions move, so a console save built on the text it replaced is refused.
 */
export async function editFaq(
  db: Kysely<DB>,
  id: number,
  edit: { question: string; answer: string },
  by: AuditedBy,
): Promise<FaqItem> {
  const after = { question: edit.question, answer: cleanFaqAnswer(edit.answer) };
  return db.transaction().execute(async (tx) => {
    await moveList(tx, 'faq');
    const before = await tx
      .selectFrom('faq_items')
      .select(['question', 'answer'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('این پرسش پیدا نشد.');
    const row = await tx
      .updateTable('faq_items')
      .set({ ...after, edit_version: sql`edit_version + 1` })
      .where('id', '=', id)
      .returning(['id', 'question', 'answer'])
      .executeTakeFirstOrThrow();
    await recordAudit(tx, { ...by, kind: 'faq.update', subject: id, before, after });
    return row;
  });
}

export async function editRewardDescription(
  db: Kysely<DB>,
  id: number,
  description: string,
  by: AuditedBy,
): Promise<EditedRewardDescription> {
  const cleaned = cleanEditorHtml('description', description);
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('rewards')
      .select('description_html')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('این جایزه پیدا نشد.');
    await tx.updateTable('rewards').set({ description_html: cleaned }).where('id', '=', id).execute();
    await recordAudit(tx, {
      ...by,
      kind: 'reward.description.update',
      subject: id,
      before: { description: before.description_html },
      after: { description: cleaned },
    });
    return { id, description: cleaned };
  });
}

export async function editWheelPrize(
  db: Kysely<DB>,
  id: number,
  title: string,
  by: AuditedBy,
): Promise<EditedWheelPrize> {
  return db.transaction().execute(async (tx) => {
    const before = await tx
      .selectFrom('wheel_prizes')
      .select('title')
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('این جایزهٔ گردونه پیدا نشد.');
    await tx.updateTable('wheel_prizes').set({ title }).where('id', '=', id).execute();
    await recordAudit(tx, { ...by, kind: 'wheel.prize.update', subject: id, before, after: { title } });
    return { id, title };
  });
}
