import type { FaqItem, Page, PageEntry } from '@clorofil/api-client/contract';
import type { Kysely, Selectable } from 'kysely';
import type { DB, PagesTable } from '../db/schema.js';
import { notFound } from './errors.js';

function entry(row: Selectable<PagesTable>): PageEntry {
  return {
    slug: row.slug,
    type: row.type,
    url: row.url,
    title: row.title,
    description: row.description,
    visible: row.visible,
    order: row.sort,
  };
}

export async function listPages(db: Kysely<DB>): Promise<PageEntry[]> {
  const rows = await db.selectFrom('pages').selectAll().orderBy('type').orderBy('sort').execute();
  return rows.map(entry);
}

/** Content is served as stored: the seed and the editors' endpoint sanitised it on the way in. */
export async function getPage(db: Kysely<DB>, slug: string): Promise<Page> {
  // `visible` only says whether a page is listed in its menu; unlisted pages stay readable.
  const row = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row) throw notFound('صفحهٔ موردنظر پیدا نشد.');
  return { ...entry(row), content: row.content_html };
}

export async function listFaq(db: Kysely<DB>): Promise<FaqItem[]> {
  return db.selectFrom('faq_items').select(['id', 'question', 'answer']).orderBy('sort').orderBy('id').execute();
}
