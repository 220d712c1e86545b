import {
  contentStaffMessages as m,
  type MenuEntryInput,
  type MenuLink,
  type MenuName,
  type PageVersion,
  type StaffFaqItem,
  type StaffPage,
  type StaffMenus,
  type StaffPageDetail,
} from '@clorofil/api-client/contract';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, PagesTable, PageVersionsTable } from '../db/schema.js';
import { recordAudit, type Actor, type AuditRow, type RollbackContext } from './audit.js';
import { conflict, invalid, notFound } from './errors.js';
import { fa } from '@clorofil/api-client/contract';
import { htmlText } from '@clorofil/rules';
import { cleanEditorHtml } from './html.js';

// The operators' pages (migrations/011_content_pages.sql) and FAQ. A page is edited as a draft
// in `page_versions`; publishing copies it into `pages`, the row members, the menus and the
// server-rendered pages read through the public cache exactly as before. Every write records its
// audit entry in its own transaction.

type Executor = Kysely<DB> | Transaction<DB>;
type PageRow = Selectable<PagesTable>;
type VersionRow = Selectable<PageVersionsTable>;

/** Who makes a staff write, from where and when: recorded with it in the audit trail. */
export interface ContentWrite {
  actor: Actor;
  address: string;
  now: Date;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * A content page, as opposed to a menu's link entry (`link-1`, an outside site): its address is
 * its own slug's, `/page/{slug}` or a fixed page's `/{slug}`.
 */
const isContentPage = (row: Pick<PageRow, 'slug' | 'url'>) =>
  row.url === `/page/${row.slug}` || row.url === `/${row.slug}`;

/** A page members read before any operator touched it, shown as its version 1. */
function seedVersion(row: PageRow): VersionRow {
  return {
    slug: row.slug,
    version: 1,
    status: 'published',
    title: row.title,
    content_html: row.content_html,
    created_by: null,
    created_at: null as unknown as Date,
    published_by: null,
    published_at: null,
  };
}

async function mobiles(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'mobile']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.mobile]));
}

function toVersion(row: VersionRow, who: Map<number, string>): PageVersion {
  return {
    version: row.version,
    title: row.title,
    content: row.content_html,
    createdAt: iso(row.created_at),
    createdBy: row.created_by === null ? null : (who.get(row.created_by) ?? null),
    publishedAt: iso(row.published_at),
    publishedBy: row.published_by === null ? null : (who.get(row.published_by) ?? null),
  };
}

async function lockPage(trx: Transaction<DB>, slug: string, editVersion?: number): Promise<PageRow> {
  const row = await trx.selectFrom('pages').selectAll().where('slug', '=', slug).forUpdate().executeTakeFirst();
  if (!row || !isContentPage(row)) throw notFound(m.pageNotFound);
  if (editVersion !== undefined && row.edit_version !== editVersion) throw conflict(m.stale);
  return row;
}

/** The published version and the draft of a page, as the editor opens them. */
export async function staffPageDetail(db: Executor, slug: string): Promise<StaffPageDetail> {
  const row = await db.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirst();
  if (!row || !isContentPage(row)) throw notFound(m.pageNotFound);
  const versions = await db
    .selectFrom('page_versions')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', 'in', ['draft', 'published'])
    .execute();
  const published = versions.find((v) => v.status === 'published') ?? seedVersion(row);
  const draft = versions.find((v) => v.status === 'draft');
  const who = await mobiles(db, [published.created_by, published.published_by, draft?.created_by ?? null]);
  return {
    slug: row.slug,
    url: row.url,
    editVersion: row.edit_version,
    published: toVersion(published, who),
    draft: draft ? toVersion(draft, who) : null,
  };
}

/** Every content page, in menu order, with its state: what the operators' list shows. */
export async function listStaffPages(db: Kysely<DB>): Promise<StaffPage[]> {
  const rows = await db
    .selectFrom('pages')
    .leftJoin('page_versions as published', (join) =>
      join.onRef('published.slug', '=', 'pages.slug').on('published.status', '=', 'published'),
    )
    .leftJoin('page_versions as draft', (join) =>
      join.onRef('draft.slug', '=', 'pages.slug').on('draft.status', '=', 'draft'),
    )
    .leftJoin('members as publisher', 'publisher.id', 'published.published_by')
    .select([
      'pages.slug',
      'pages.url',
      'pages.title',
      'pages.edit_version',
      'published.published_at',
      'publisher.mobile as published_by',
      'draft.version as draft_version',
    ])
    .orderBy('pages.type', 'desc')
    .orderBy('pages.sort')
    .execute();
  return rows.filter(isContentPage).map((row) => ({
    slug: row.slug,
    url: row.url,
    title: row.title,
    hasDraft: row.draft_version !== null,
    publishedAt: iso(row.published_at),
    publishedBy: row.published_by,
    editVersion: row.edit_version,
  }));
}

/** Gives a never-versioned page its version 1 (what members read now), so a rollback can return to it. */
async function versionLive(trx: Transaction<DB>, row: PageRow): Promise<void> {
  const any = await trx.selectFrom('page_versions').select('version').where('slug', '=', row.slug).executeTakeFirst();
  if (any) return;
  await trx
    .insertInto('page_versions')
    .values({ ...seedVersion(row), created_at: sql`now()` as unknown as Date })
    .execute();
  await trx.updateTable('pages').set({ published_version: 1 }).where('slug', '=', row.slug).execute();
}

async function nextVersion(trx: Transaction<DB>, slug: string): Promise<number> {
  const row = await trx
    .selectFrom('page_versions')
    .select(sql<number>`coalesce(max(version), 0)::int`.as('max'))
    .where('slug', '=', slug)
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

const auditVersion = (row: Pick<VersionRow, 'version' | 'title' | 'content_html'>) => ({
  version: row.version,
  title: row.title,
  content: row.content_html,
});

function audit(
  trx: Transaction<DB>,
  write: ContentWrite,
  kind: string,
  subject: string | number,
  before: unknown,
  after: unknown,
  reason: string | null = null,
) {
  return recordAudit(trx, { actor: write.actor, address: write.address, kind, subject, before, after, reason });
}

/** Saves the operator's title and body as the page's draft; members keep reading the published version. */
export async function savePageDraft(
  db: Kysely<DB>,
  write: ContentWrite,
  slug: string,
  input: { title: string; content: string; editVersion: number },
): Promise<StaffPageDetail> {
  const content = cleanEditorHtml('content', input.content);
  return db.transaction().execute(async (trx) => {
    const row = await lockPage(trx, slug, input.editVersion);
    await versionLive(trx, row);
    const current = await trx
      .selectFrom('page_versions')
      .selectAll()
      .where('slug', '=', slug)
      .where('status', 'in', ['draft', 'published'])
      .orderBy('version', 'desc')
      .executeTakeFirstOrThrow();
    const fields = { title: input.title, content_html: content, created_by: write.actor.memberId };
    let version: number;
    if (current.status === 'draft') {
      version = current.version;
      await trx
        .updateTable('page_versions')
        .set({ ...fields, created_at: write.now })
        .where('slug', '=', slug)
        .where('version', '=', version)
        .execute();
    } else {
      version = await nextVersion(trx, slug);
      await trx
        .insertInto('page_versions')
        .values({ ...fields, slug, version, status: 'draft', created_at: write.now })
        .execute();
    }
    await trx
      .updateTable('pages')
      .set({ edit_version: sql`edit_version + 1` })
      .where('slug', '=', slug)
      .execute();
    await audit(trx, write, 'content.page.save', slug, auditVersion(current), {
      version,
      title: input.title,
      content,
    });
    return staffPageDetail(trx, slug);
  });
}

async function makePublished(
  trx: Transaction<DB>,
  slug: string,
  next: Pick<VersionRow, 'version' | 'title' | 'content_html'>,
  previous: Pick<VersionRow, 'version'>,
  write: ContentWrite,
): Promise<void> {
  await trx
    .updateTable('page_versions')
    .set({ status: 'superseded' })
    .where('slug', '=', slug)
    .where('version', '=', previous.version)
    .execute();
  await trx
    .updateTable('page_versions')
    .set({ status: 'published', published_at: write.now, published_by: write.actor.memberId })
    .where('slug', '=', slug)
    .where('version', '=', next.version)
    .execute();
  await trx
    .updateTable('pages')
    .set({
      title: next.title,
      content_html: next.content_html,
      published_version: next.version,
      edit_version: sql`edit_version + 1`,
    })
    .where('slug', '=', slug)
    .execute();
}

/** Draft → published in one step: members read the draft's title and body from now on. */
export async function publishPage(
  db: Kysely<DB>,
  write: ContentWrite,
  slug: string,
  input: { editVersion: number; reason?: string | undefined },
): Promise<StaffPageDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await lockPage(trx, slug, input.editVersion);
    await versionLive(trx, row);
    const versions = await trx
      .selectFrom('page_versions')
      .selectAll()
      .where('slug', '=', slug)
      .where('status', 'in', ['draft', 'published'])
      .execute();
    const draft = versions.find((v) => v.status === 'draft');
    const previous = versions.find((v) => v.status === 'published');
    if (!draft || !previous) throw invalid(undefined, m.noDraft);
    if (!draft.content_html.trim()) throw invalid({ content: m.emptyPage }, m.emptyPage);
    await makePublished(trx, slug, draft, previous, write);
    await audit(
      trx,
      write,
      'content.page.publish',
      slug,
      auditVersion(previous),
      auditVersion(draft),
      input.reason?.trim() || null,
    );
    return staffPageDetail(trx, slug);
  });
}

/**
 * The rollback of a publish (from the audit screen): the version published before it is
 * published again, as a new version, provided the publish being undone is still the live one.
 * A waiting draft stays as it is.
 */
export async function rollbackPagePublish(
  trx: Transaction<DB>,
  entry: AuditRow,
  context: RollbackContext,
): Promise<void> {
  const slug = entry.subject;
  const undone = (entry.after as { version?: number } | null)?.version;
  const restore = (entry.before as { version?: number } | null)?.version;
  const row = await lockPage(trx, slug);
  if (row.published_version !== undone) throw conflict(m.notPublished);
  const versions = await trx.selectFrom('page_versions').selectAll().where('slug', '=', slug).execute();
  const old = versions.find((v) => v.version === restore);
  const current = versions.find((v) => v.status === 'published');
  if (!old || !current) throw invalid(undefined, m.noPrevious);
  const version = await nextVersion(trx, slug);
  await trx
    .insertInto('page_versions')
    .values({
      slug,
      version,
      status: 'superseded',
      title: old.title,
      content_html: old.content_html,
      created_by: context.actor.memberId,
      created_at: context.now,
    })
    .execute();
  const write = { actor: context.actor, address: context.address, now: context.now };
  await makePublished(trx, slug, { version, title: old.title, content_html: old.content_html }, current, write);
  await audit(
    trx,
    write,
    'content.page.publish.rollback',
    slug,
    auditVersion(current),
    { version, title: old.title, content: old.content_html, restoredFrom: restore },
    context.reason,
  );
}

/**
 * A page written straight to members by the older editorial endpoint: kept in the versions as a
 * published version of its own, and the edit version moves, so an editor's draft built on the
 * text it replaced is refused rather than published over it.
 */
export async function recordDirectPublish(
  trx: Transaction<DB>,
  slug: string,
  page: { title: string; content: string },
  actor: Actor,
): Promise<void> {
  const row = await trx.selectFrom('pages').selectAll().where('slug', '=', slug).executeTakeFirstOrThrow();
  if (!isContentPage(row)) return;
  await versionLive(trx, row);
  const previous = await trx
    .selectFrom('page_versions')
    .select('version')
    .where('slug', '=', slug)
    .where('status', '=', 'published')
    .executeTakeFirstOrThrow();
  const version = await nextVersion(trx, slug);
  await trx
    .insertInto('page_versions')
    .values({
      slug,
      version,
      status: 'superseded',
      title: page.title,
      content_html: page.content,
      created_by: actor.memberId,
      created_at: sql`now()` as unknown as Date,
    })
    .execute();
  await makePublished(trx, slug, { version, title: page.title, content_html: page.content }, previous, {
    actor,
    address: '',
    now: new Date(),
  });
}

// ——— FAQ ———————————————————————————————————————————————————————————————————————————

/**
 * Moves a list's edit version (content_lists, migrations/014) inside the write's transaction,
 * after checking it against `expected` when the write names one. The row lock also queues the
 * list's writes one after another. The seed leaves a list that has moved alone.
 */
export async function moveList(trx: Transaction<DB>, name: 'menus' | 'faq', expected?: number): Promise<number> {
  const row = await trx
    .selectFrom('content_lists')
    .select('edit_version')
    .where('name', '=', name)
    .forUpdate()
    .executeTakeFirstOrThrow();
  if (expected !== undefined && row.edit_version !== expected)
    throw conflict(name === 'menus' ? m.menusStale : m.faqStale);
  await trx
    .updateTable('content_lists')
    .set({ edit_version: row.edit_version + 1 })
    .where('name', '=', name)
    .execute();
  return row.edit_version + 1;
}

/** A FAQ answer as it is stored: sanitised like a page body, and never empty once cleaned. */
export function cleanFaqAnswer(answer: string): string {
  const clean = cleanEditorHtml('answer', answer);
  if (!htmlText(clean)) throw invalid({ answer: fa.required });
  return clean;
}

/** The FAQ in members' order. */
export async function listStaffFaq(db: Executor): Promise<StaffFaqItem[]> {
  const rows = await db
    .selectFrom('faq_items')
    .select(['id', 'question', 'answer', 'sort', 'edit_version'])
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    question: row.question,
    answer: row.answer,
    order: row.sort,
    editVersion: row.edit_version,
  }));
}

/** A new question, at the end of the list. */
export async function createFaq(
  db: Kysely<DB>,
  write: ContentWrite,
  input: { question: string; answer: string },
): Promise<StaffFaqItem[]> {
  const item = { question: input.question, answer: cleanFaqAnswer(input.answer) };
  return db.transaction().execute(async (trx) => {
    // One FAQ write at a time: two new questions never take the same place.
    await moveList(trx, 'faq');
    const last = await trx
      .selectFrom('faq_items')
      .select(sql<number>`coalesce(max(sort), -1)::int`.as('max'))
      .executeTakeFirstOrThrow();
    const { id } = await trx
      .insertInto('faq_items')
      .values({ ...item, sort: Number(last.max) + 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    await audit(trx, write, 'content.faq.create', id, null, item);
    return listStaffFaq(trx);
  });
}

/**
 * The question locked for a write that names the version it was built on: a question another
 * operator changed (or removed) since is refused, never overwritten.
 */
async function lockFaq(trx: Transaction<DB>, id: number, editVersion: number) {
  const row = await trx
    .selectFrom('faq_items')
    .select(['question', 'answer', 'sort', 'edit_version'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(m.faqNotFound);
  if (row.edit_version !== editVersion) throw conflict(m.faqStale);
  return row;
}

export async function saveFaq(
  db: Kysely<DB>,
  write: ContentWrite,
  id: number,
  input: { question: string; answer: string; editVersion: number },
): Promise<StaffFaqItem[]> {
  const after = { question: input.question, answer: cleanFaqAnswer(input.answer) };
  return db.transaction().execute(async (trx) => {
    await moveList(trx, 'faq');
    const row = await lockFaq(trx, id, input.editVersion);
    await trx
      .updateTable('faq_items')
      .set({ ...after, edit_version: row.edit_version + 1 })
      .where('id', '=', id)
      .execute();
    await audit(trx, write, 'content.faq.save', id, { question: row.question, answer: row.answer }, after);
    return listStaffFaq(trx);
  });
}

export async function removeFaq(
  db: Kysely<DB>,
  write: ContentWrite,
  id: number,
  input: { editVersion: number },
): Promise<StaffFaqItem[]> {
  return db.transaction().execute(async (trx) => {
    await moveList(trx, 'faq');
    const row = await lockFaq(trx, id, input.editVersion);
    await trx.deleteFrom('faq_items').where('id', '=', id).execute();
    await audit(
      trx,
      write,
      'content.faq.remove',
      id,
      { question: row.question, answer: row.answer, sort: row.sort },
      null,
    );
    return listStaffFaq(trx);
  });
}

/** The whole list in its new order: every question once, so no concurrent addition is lost. */
export async function reorderFaq(db: Kysely<DB>, write: ContentWrite, ids: number[]): Promise<StaffFaqItem[]> {
  return db.transaction().execute(async (trx) => {
    await moveList(trx, 'faq');
    const before = await listStaffFaq(trx);
    const known = new Set(before.map((item) => item.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id)))
      throw invalid({ ids: m.faqOrder }, m.faqOrder);
    for (const [index, id] of ids.entries())
      await trx.updateTable('faq_items').set({ sort: index }).where('id', '=', id).execute();
    await audit(trx, write, 'content.faq.order', 'faq', { ids: before.map((item) => item.id) }, { ids });
    return listStaffFaq(trx);
  });
}

// ——— Menus ——————————————————————————————————————————————————————————————————————————

// The public header and footer are the `pages` rows (GET /api/Pages, read with every public page
// and cached like it): a content page's own entry, or a link entry (`link-…`) with a label and a
// target of its own. Saving rewrites their menu, order and visibility in one transaction.

const menuTypes: Record<MenuName, PagesTable['type']> = { header: 'header-menu', footer: 'footer' };

/**
 * Addresses of the web app (packages/app-kit/src/paths.ts) a menu link may point to besides the
 * content pages, which are checked against the pages that exist: its public and member screens.
 */
export const menuInternalPaths: readonly string[] = [
  '/',
  '/rewards',
  '/scores',
  '/discount-code',
  '/games/lucky-wheel',
  '/financial/commission',
  '/financial/bank-information',
];

function toMenuLink(row: PageRow): MenuLink {
  return { key: row.slug, label: row.title, url: row.url, visible: row.visible, page: isContentPage(row) };
}

export async function getStaffMenus(db: Executor): Promise<StaffMenus> {
  const rows = await db.selectFrom('pages').selectAll().orderBy('sort').orderBy('slug').execute();
  const list = await db
    .selectFrom('content_lists')
    .select('edit_version')
    .where('name', '=', 'menus')
    .executeTakeFirstOrThrow();
  return {
    header: rows.filter((row) => row.type === 'header-menu').map(toMenuLink),
    footer: rows.filter((row) => row.type === 'footer').map(toMenuLink),
    editVersion: list.edit_version,
  };
}

/**
 * A link's target, as members' menus will open it: an address the web app routes (a content page
 * that exists, or one of its screens), or an outside https address. Anything else is refused:
 * `javascript:`, plain http, protocol-relative `//host`, an address the app does not have.
 */
function checkTarget(url: string, pageUrls: ReadonlySet<string>): string | null {
  if (url.startsWith('https://')) {
    try {
      const parsed = new URL(url);
      return parsed.hostname.includes('.') && !/\s/.test(url) ? null : m.menuTarget;
    } catch {
      return m.menuTarget;
    }
  }
  if (!url.startsWith('/') || url.startsWith('//')) return m.menuTarget;
  if (menuInternalPaths.includes(url) || pageUrls.has(url)) return null;
  return url.startsWith('/page/') ? m.menuPageMissing : m.menuTarget;
}

const menuAudit = (menus: StaffMenus) =>
  Object.fromEntries(
    (['header', 'footer'] as const).map((name) => [
      name,
      menus[name].map(({ key, label, url, visible }) => ({ key, label, url, visible })),
    ]),
  );

/**
 * Both menus as the operator arranged them: every content page once, links added, changed or
 * dropped. Built on the menus' `editVersion`: a save over another operator's is refused.
 */
export async function saveMenus(
  db: Kysely<DB>,
  write: ContentWrite,
  input: Record<MenuName, MenuEntryInput[]> & { editVersion: number },
): Promise<StaffMenus> {
  return db.transaction().execute(async (trx) => {
    await moveList(trx, 'menus', input.editVersion);
    const rows = await trx.selectFrom('pages').selectAll().forUpdate().execute();
    const bySlug = new Map(rows.map((row) => [row.slug, row]));
    const pages = rows.filter(isContentPage);
    const pageUrls = new Set(pages.map((row) => row.url));
    const errors: Record<string, string> = {};
    const seen = new Set<string>();
    for (const name of ['header', 'footer'] as const) {
      input[name].forEach((entry, index) => {
        const at = `${name}.${index}`;
        const row = entry.key === undefined ? undefined : bySlug.get(entry.key);
        if (entry.key !== undefined && (!row || seen.has(entry.key))) {
          errors[`${at}.key`] = m.menuUnknown;
          return;
        }
        if (entry.key !== undefined) seen.add(entry.key);
        if (row && isContentPage(row)) return;
        if (!entry.label) errors[`${at}.label`] = fa.required;
        const problem = checkTarget(entry.url ?? '', pageUrls);
        if (problem) errors[`${at}.url`] = problem;
      });
    }
    if (pages.some((row) => !seen.has(row.slug)) && Object.keys(errors).length === 0)
      throw invalid(undefined, m.menuPages);
    if (Object.keys(errors).length > 0) throw invalid(errors);

    const before = await getStaffMenus(trx);
    for (const name of ['header', 'footer'] as const) {
      for (const [index, entry] of input[name].entries()) {
        const place = { type: menuTypes[name], sort: index + 1, visible: entry.visible };
        const row = entry.key === undefined ? undefined : bySlug.get(entry.key);
        if (row && isContentPage(row)) {
          await trx.updateTable('pages').set(place).where('slug', '=', row.slug).execute();
        } else if (row) {
          await trx
            .updateTable('pages')
            .set({ ...place, title: entry.label!, url: entry.url! })
            .where('slug', '=', row.slug)
            .execute();
        } else {
          await trx
            .insertInto('pages')
            .values({
              ...place,
              slug: `link-${randomUUID().slice(0, 8)}`,
              title: entry.label!,
              url: entry.url!,
              description: '',
              content_html: '',
            })
            .execute();
        }
      }
    }
    const dropped = rows.filter((row) => !isContentPage(row) && !seen.has(row.slug)).map((row) => row.slug);
    if (dropped.length > 0) await trx.deleteFrom('pages').where('slug', 'in', dropped).execute();
    const after = await getStaffMenus(trx);
    await audit(trx, write, 'content.menu.save', 'menus', menuAudit(before), menuAudit(after));
    return after;
  });
}
