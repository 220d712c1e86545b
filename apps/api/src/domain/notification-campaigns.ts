import {
  CAMPAIGN_MAX_MOBILES,
  CAMPAIGN_MESSAGE_MAX,
  CAMPAIGN_PAGE_SIZE,
  CAMPAIGN_START_SLACK_MS,
  campaignMessages as m,
  campaignState,
  fa,
  mobileListErrors,
  parseMobileList,
  UserTypeStatus,
  type Campaign,
  type CampaignAudience,
  type CampaignDetail,
  type CampaignFields,
  type CampaignFilter,
  type CampaignPage,
  type CampaignReach,
  type MobileListProblem,
} from '@clorofil/api-client/contract';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, NotificationCampaignsTable } from '../db/schema.js';
import { htmlText } from '@clorofil/rules';
import { sanitizeToastHtml } from '@clorofil/rules/sanitize';
import { escapeLike, recordAudit, type Actor } from './audit.js';
import { conflict, invalid, notFound } from './errors.js';

// Notifications operators send (migrations/012_notification_campaigns.sql). A campaign is one
// message for an audience inside a window; members read it through GET /api/Notification, once.
// The message is short rich text (migrations/014): its HTML sanitised to the toast subset, kept
// beside its plain text.
// Only a campaign that has not started is edited (what members already read stays as they read
// it); a scheduled or live one is withdrawn with a reason. Every write is audited with the
// campaign before and after.

type Executor = Kysely<DB> | Transaction<DB>;
type CampaignRow = Selectable<NotificationCampaignsTable>;

/** Who makes a staff write, from where and when: recorded with it in the audit trail. */
export interface CampaignWrite {
  actor: Actor;
  address: string;
  now: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The mobiles of a list audience, resolved to members; every entry that is not one, by entry. */
async function resolveMobiles(
  db: Executor,
  text: string,
): Promise<{ memberIds: number[]; mobiles: string[]; errors: Record<string, string> }> {
  const { mobiles, entries, invalid: malformed } = parseMobileList(text);
  const found =
    mobiles.length === 0
      ? []
      : await db.selectFrom('members').select(['id', 'mobile']).where('mobile', 'in', mobiles).execute();
  const known = new Map(found.map((row) => [row.mobile, row.id]));
  const unknown: MobileListProblem[] = mobiles
    .filter((mobile) => !known.has(mobile))
    .map((mobile) => ({ entry: entries.get(mobile)!, written: mobile }));
  return {
    memberIds: [...known.values()],
    mobiles: mobiles.filter((mobile) => known.has(mobile)),
    errors: mobileListErrors(malformed, unknown),
  };
}

/** Members an audience reaches: everyone, the approved members of a type, or the list. */
async function countGroup(db: Executor, audience: Exclude<CampaignAudience, 'mobiles'>): Promise<number> {
  let query = db.selectFrom('members').select((eb) => eb.fn.countAll<string | number>().as('count'));
  if (audience !== 'all')
    query = query
      .innerJoin('user_types', 'user_types.id', 'members.user_type_id')
      .where('members.user_type_status', '=', UserTypeStatus.Accepted)
      .where('user_types.value', '=', audience);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countCampaignAudience(
  db: Executor,
  request: { audience: CampaignAudience; mobiles: string },
): Promise<CampaignReach> {
  if (request.audience !== 'mobiles') return { count: await countGroup(db, request.audience), errors: {} };
  const resolved = await resolveMobiles(db, request.mobiles);
  return { count: resolved.memberIds.length, errors: resolved.errors };
}

async function toCampaigns(db: Executor, rows: CampaignRow[], now: Date): Promise<Campaign[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [recipients, delivered, people] = await Promise.all([
    db
      .selectFrom('notification_campaign_recipients')
      .select(['campaign_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('campaign_id', 'in', ids)
      .groupBy('campaign_id')
      .execute(),
    db
      .selectFrom('notifications')
      .select(['campaign_id', (eb) => eb.fn.countAll<string | number>().as('count')])
      .where('campaign_id', 'in', ids)
      .groupBy('campaign_id')
      .execute(),
    db
      .selectFrom('members')
      .select(['id', 'mobile'])
      .where(
        'id',
        'in',
        rows
          .flatMap((row) => [row.created_by, row.withdrawn_by])
          .filter((id): id is number => id !== null)
          .concat(0),
      )
      .execute(),
  ]);
  const count = (list: { campaign_id: number | null; count: string | number }[], id: number) =>
    Number(list.find((row) => row.campaign_id === id)?.count ?? 0);
  const mobileOf = (id: number | null) => (id === null ? null : (people.find((p) => p.id === id)?.mobile ?? null));
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    message: row.message,
    messageHtml: row.message_html,
    audience: row.audience,
    recipients: row.audience === 'mobiles' ? count(recipients, row.id) : null,
    startsAt: iso(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    state: campaignState({ startsAt: row.starts_at, endsAt: row.ends_at, withdrawnAt: row.withdrawn_at }, now),
    delivered: count(delivered, row.id),
    editVersion: row.edit_version,
    createdAt: iso(row.created_at),
    createdBy: mobileOf(row.created_by),
    withdrawnAt: isoOrNull(row.withdrawn_at),
    withdrawnBy: mobileOf(row.withdrawn_by),
    withdrawReason: row.withdraw_reason,
  }));
}

// Persian and Arabic digits and letters as the request's normalisation writes them, so a search
// typed «۲۰٪» finds the message written «۲۰٪».
const DIGITS_FROM = '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩يك';
const DIGITS_TO = '01234567890123456789یک';

/** The campaigns the console's filters and search match at `now`: the list's and the export's one reading of them. */
function matching(db: Executor, now: Date, filter: CampaignFilter) {
  let query = db.selectFrom('notification_campaigns as c');
  // The states of campaignState (contract), as conditions on the row at `now`.
  const open = (eb: ExpressionBuilder<DB & { c: NotificationCampaignsTable }, 'c'>) =>
    eb.and([eb('c.withdrawn_at', 'is', null), eb('c.starts_at', '<=', now)]);
  if (filter.state === 'withdrawn') query = query.where('c.withdrawn_at', 'is not', null);
  if (filter.state === 'scheduled') query = query.where('c.withdrawn_at', 'is', null).where('c.starts_at', '>', now);
  if (filter.state === 'ended')
    query = query.where((eb) => eb.and([open(eb), eb('c.ends_at', 'is not', null), eb('c.ends_at', '<=', now)]));
  if (filter.state === 'live')
    query = query.where((eb) => eb.and([open(eb), eb.or([eb('c.ends_at', 'is', null), eb('c.ends_at', '>', now)])]));
  if (filter.audience) query = query.where('c.audience', '=', filter.audience);
  const text = filter.q?.trim();
  if (text)
    query = query.where(
      sql<string>`translate(c.message, ${DIGITS_FROM}, ${DIGITS_TO})`,
      'ilike',
      `%${escapeLike(text)}%`,
    );
  return query;
}

/** `limit` campaigns from `offset` on, in the order the filter names (newest start first without one). */
export async function campaignsFrom(
  db: Executor,
  now: Date,
  filter: CampaignFilter,
  offset: number,
  limit: number,
): Promise<Campaign[]> {
  const sort = filter.sort ?? '-startsAt';
  const direction = sort.startsWith('-') ? 'desc' : 'asc';
  const column = {
    startsAt: sql`c.starts_at`,
    endsAt: sql`c.ends_at`,
    delivered: sql`(SELECT count(*) FROM notifications n WHERE n.campaign_id = c.id)`,
  }[sort.replace(/^-/, '') as 'startsAt' | 'endsAt' | 'delivered'];
  const rows = await matching(db, now, filter)
    .selectAll('c')
    // A campaign without an end runs until withdrawn: last when ends come first, first otherwise.
    .orderBy(sql`${column} ${sql.raw(direction)} ${sql.raw(direction === 'asc' ? 'NULLS LAST' : 'NULLS FIRST')}`)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return toCampaigns(db, rows, now);
}

/** One page of the campaigns the console's address asks for: filtered, searched, sorted. */
export async function listCampaigns(db: Executor, now: Date, filter: CampaignFilter): Promise<CampaignPage> {
  const page = filter.page ?? 1;
  const counted = await matching(db, now, filter)
    .select((eb) => eb.fn.countAll<string | number>().as('total'))
    .executeTakeFirst();
  return {
    items: await campaignsFrom(db, now, filter, (page - 1) * CAMPAIGN_PAGE_SIZE, CAMPAIGN_PAGE_SIZE),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: CAMPAIGN_PAGE_SIZE,
  };
}

export async function campaignDetail(db: Executor, id: number, now: Date): Promise<CampaignDetail> {
  const row = await db.selectFrom('notification_campaigns').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  const [campaign] = await toCampaigns(db, [row], now);
  const mobiles = await db
    .selectFrom('notification_campaign_recipients as r')
    .innerJoin('members', 'members.id', 'r.member_id')
    .select('members.mobile')
    .where('r.campaign_id', '=', id)
    .orderBy('members.mobile')
    .execute();
  return { ...campaign!, mobiles: mobiles.map((r) => r.mobile) };
}

/** The campaign as the audit trail keeps it: what the operator chose, nothing computed. */
async function auditView(tx: Executor, id: number) {
  const row = await tx.selectFrom('notification_campaigns').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const mobiles = await tx
    .selectFrom('notification_campaign_recipients as r')
    .innerJoin('members', 'members.id', 'r.member_id')
    .select('members.mobile')
    .where('r.campaign_id', '=', id)
    .orderBy('members.mobile')
    .execute();
  return {
    type: row.type,
    message: row.message,
    messageHtml: row.message_html,
    audience: row.audience,
    ...(row.audience === 'mobiles' ? { mobiles: mobiles.map((r) => r.mobile) } : {}),
    startsAt: iso(row.starts_at),
    endsAt: isoOrNull(row.ends_at),
    ...(row.withdrawn_at ? { withdrawnAt: iso(row.withdrawn_at) } : {}),
  };
}

/**
 * The message as it is stored: its HTML sanitised to the toast subset, and its text, which must
 * hold something and no more than CAMPAIGN_MESSAGE_MAX characters.
 */
function messageOf(html: string): { html: string; text: string; error?: string } {
  const clean = sanitizeToastHtml(html);
  const text = htmlText(clean);
  if (!text) return { html: clean, text, error: fa.required };
  if (Array.from(text).length > CAMPAIGN_MESSAGE_MAX) return { html: clean, text, error: fa.tooLong };
  return { html: clean, text };
}

/** The fields checked against the clock and the members; refused as a whole, nothing saved. */
async function checkFields(tx: Executor, fields: CampaignFields, now: Date) {
  const errors: Record<string, string> = {};
  const message = messageOf(fields.message);
  if (message.error) errors.message = message.error;
  const startsAt = fields.startsAt === null ? now : new Date(fields.startsAt);
  if (startsAt.getTime() < now.getTime() - CAMPAIGN_START_SLACK_MS) errors.startsAt = m.startPast;
  const endsAt = fields.endsAt === null ? null : new Date(fields.endsAt);
  if (endsAt !== null) {
    if (endsAt.getTime() <= now.getTime()) errors.endsAt = m.endPast;
    else if (endsAt.getTime() <= startsAt.getTime()) errors.endsAt = m.endOrder;
  }
  let memberIds: number[] = [];
  let listMessage: string | undefined;
  if (fields.audience === 'mobiles') {
    const resolved = await resolveMobiles(tx, fields.mobiles);
    const problems = Object.keys(resolved.errors).length;
    if (problems > 0) {
      Object.assign(errors, resolved.errors);
      listMessage = m.badList(problems);
    } else if (resolved.memberIds.length === 0) errors.mobiles = m.noMobiles;
    else if (resolved.memberIds.length > CAMPAIGN_MAX_MOBILES) errors.mobiles = m.tooManyMobiles;
    memberIds = resolved.memberIds;
  }
  if (Object.keys(errors).length > 0) throw invalid(errors, listMessage);
  return { startsAt, endsAt, memberIds, message: message.text, messageHtml: message.html };
}

async function writeRecipients(tx: Transaction<DB>, id: number, memberIds: number[]): Promise<void> {
  await tx.deleteFrom('notification_campaign_recipients').where('campaign_id', '=', id).execute();
  // In chunks: one statement's parameters are bounded.
  for (let start = 0; start < memberIds.length; start += 1000)
    await tx
      .insertInto('notification_campaign_recipients')
      .values(memberIds.slice(start, start + 1000).map((member_id) => ({ campaign_id: id, member_id })))
      .execute();
}

export async function createCampaign(db: Kysely<DB>, write: CampaignWrite, fields: CampaignFields) {
  const id = await db.transaction().execute(async (tx) => {
    const checked = await checkFields(tx, fields, write.now);
    const row = await tx
      .insertInto('notification_campaigns')
      .values({
        type: fields.type,
        message: checked.message,
        message_html: checked.messageHtml,
        audience: fields.audience,
        starts_at: checked.startsAt,
        ends_at: checked.endsAt,
        created_by: write.actor.memberId,
        created_at: write.now,
        updated_at: write.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeRecipients(tx, row.id, checked.memberIds);
    await recordAudit(tx, {
      ...write,
      kind: 'notification.create',
      subject: row.id,
      before: null,
      after: await auditView(tx, row.id),
    });
    return row.id;
  });
  return campaignDetail(db, id, write.now);
}

async function lockForWrite(tx: Transaction<DB>, id: number, editVersion: number): Promise<CampaignRow> {
  const row = await tx
    .selectFrom('notification_campaigns')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  if (row.edit_version !== editVersion) throw conflict(m.stale);
  return row;
}

export async function updateCampaign(
  db: Kysely<DB>,
  write: CampaignWrite,
  id: number,
  fields: CampaignFields & { editVersion: number },
) {
  await db.transaction().execute(async (tx) => {
    const row = await lockForWrite(tx, id, fields.editVersion);
    const state = campaignState(
      { startsAt: row.starts_at, endsAt: row.ends_at, withdrawnAt: row.withdrawn_at },
      write.now,
    );
    if (state !== 'scheduled') throw conflict(m.notScheduled);
    const checked = await checkFields(tx, fields, write.now);
    const before = await auditView(tx, id);
    await tx
      .updateTable('notification_campaigns')
      .set({
        type: fields.type,
        message: checked.message,
        message_html: checked.messageHtml,
        audience: fields.audience,
        starts_at: checked.startsAt,
        ends_at: checked.endsAt,
        updated_at: write.now,
        edit_version: sql`edit_version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await writeRecipients(tx, id, checked.memberIds);
    await recordAudit(tx, {
      ...write,
      kind: 'notification.update',
      subject: id,
      before,
      after: await auditView(tx, id),
    });
  });
  return campaignDetail(db, id, write.now);
}

export async function withdrawCampaign(
  db: Kysely<DB>,
  write: CampaignWrite,
  id: number,
  request: { editVersion: number; reason: string },
) {
  await db.transaction().execute(async (tx) => {
    const row = await lockForWrite(tx, id, request.editVersion);
    const state = campaignState(
      { startsAt: row.starts_at, endsAt: row.ends_at, withdrawnAt: row.withdrawn_at },
      write.now,
    );
    if (state !== 'scheduled' && state !== 'live') throw conflict(m.notOpen);
    const before = await auditView(tx, id);
    await tx
      .updateTable('notification_campaigns')
      .set({
        withdrawn_at: write.now,
        withdrawn_by: write.actor.memberId,
        withdraw_reason: request.reason,
        updated_at: write.now,
        edit_version: sql`edit_version + 1`,
      })
      .where('id', '=', id)
      .execute();
    await recordAudit(tx, {
      ...write,
      kind: 'notification.withdraw',
      subject: id,
      before,
      after: await auditView(tx, id),
      reason: request.reason,
    });
  });
  return campaignDetail(db, id, write.now);
}

/** A campaign as the member read needs it: kept in every process's read cache. */
export interface OpenCampaign {
  id: number;
  startsAt: number;
  endsAt: number | null;
}

/** Campaigns not withdrawn and not over at `now` (the scheduled among them): a handful, by index. */
export async function openCampaigns(db: Executor, now: Date): Promise<OpenCampaign[]> {
  const rows = await db
    .selectFrom('notification_campaigns')
    .select(['id', 'starts_at', 'ends_at'])
    .where('withdrawn_at', 'is', null)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .execute();
  return rows.map((row) => ({
    id: row.id,
    startsAt: new Date(row.starts_at).getTime(),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at).getTime(),
  }));
}

/**
 * Copies the live campaigns whose audience holds the member into their notifications, delivered
 * at once, in one statement; the unique (campaign_id, member_id) index keeps a second read (another
 * tab, a retried call) from copying one twice. The window and withdrawal are checked again here,
 * so a cache a moment behind never shows what has just been withdrawn.
 */
export async function takeCampaigns(db: Kysely<DB>, memberId: number, now: Date, open: readonly OpenCampaign[]) {
  const t = now.getTime();
  const live = open.filter((c) => c.startsAt <= t && (c.endsAt === null || c.endsAt > t)).map((c) => c.id);
  if (live.length === 0) return [];
  const result = await sql<{
    id: number;
    type: 'info' | 'error' | 'warning' | 'reward';
    message: string;
    html: string | null;
  }>`
    INSERT INTO notifications (member_id, type, message, message_html, created_at, delivered_at, campaign_id)
    SELECT m.id, c.type, c.message, c.message_html, ${now}, ${now}, c.id
    FROM notification_campaigns c
    JOIN members m ON m.id = ${memberId}
    WHERE c.id IN (${sql.join(live)})
      AND c.withdrawn_at IS NULL
      AND c.starts_at <= ${now}
      AND (c.ends_at IS NULL OR c.ends_at > ${now})
      AND NOT EXISTS (SELECT 1 FROM notifications n WHERE n.campaign_id = c.id AND n.member_id = m.id)
      AND (
        c.audience = 'all'
        OR (c.audience = 'mobiles' AND EXISTS (
          SELECT 1 FROM notification_campaign_recipients r WHERE r.campaign_id = c.id AND r.member_id = m.id))
        OR (m.user_type_status = ${UserTypeStatus.Accepted} AND EXISTS (
          SELECT 1 FROM user_types u WHERE u.id = m.user_type_id AND u.value = c.audience))
      )
    ON CONFLICT (campaign_id, member_id) DO NOTHING
    RETURNING id, type, message, message_html AS html`.execute(db);
  return result.rows;
}
