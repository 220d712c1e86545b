import {
  catalogueMessages as m,
  matchesStaffRewardFilter,
  rewardCategoryLabels,
  type RewardCategory,
  type RewardFields,
  type RewardKind,
  type RewardStatus,
  type RewardVersion,
  type StaffReward,
  type StaffRewardDetail,
  type StaffRewardFilter,
  type UploadedCodes,
} from '@clorofil/api-client/contract';
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, RewardsTable, RewardVersionsTable } from '../db/schema.js';
import { recordAudit, type Actor, type AuditRow, type RollbackContext } from './audit.js';
import { conflict, invalid, notFound } from './errors.js';
import { cleanEditorHtml } from './html.js';
import { imageUrl } from './rewards.js';
import { checkUploadSize, codePool, existingCodes, parseCodeFile, refuseBadLines } from './reward-codes.js';

type Executor = Kysely<DB> | Transaction<DB>;
type RewardRow = Selectable<RewardsTable>;
type VersionRow = Selectable<RewardVersionsTable>;
/** The editable fields as stored in a version row. */
type VersionFields = Omit<Insertable<RewardVersionsTable>, 'reward_id' | 'version' | 'status' | 'created_at'>;

/** Who makes a staff write and from where: recorded with it in the audit trail. */
export interface StaffWrite {
  actor: Actor;
  address: string;
  now: Date;
  origin: string;
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export const kindOf = (row: RewardRow): RewardKind =>
  row.code_source !== null || row.discount_percent !== null || row.discount_amount_toman !== null
    ? 'discount-code'
    : 'item';
const statusOf = (row: RewardRow): RewardStatus => (row.retired_at ? 'retired' : row.visible ? 'published' : 'draft');

/** The version fields of what members see today (the seed's rewards were never versioned). */
function liveFields(row: RewardRow): VersionFields {
  return {
    title: row.title,
    sub_title: row.sub_title,
    description_html: row.description_html,
    image_file: row.image_file,
    category: row.category,
    score: row.score,
    valid_count: row.valid_count,
    available_from: row.available_from,
    available_to: row.validity_date,
    eligibility: row.eligibility,
    code_valid_days: row.discount_valid_days,
    created_by: null,
  };
}

function fromRequest(fields: RewardFields, actorId: number | null): VersionFields {
  return {
    title: fields.title,
    sub_title: fields.subTitle,
    description_html: cleanEditorHtml('description', fields.description),
    image_file: fields.image,
    category: fields.category,
    score: fields.score,
    valid_count: fields.validCount,
    available_from: fields.availableFrom,
    available_to: fields.availableTo,
    eligibility: fields.eligibility,
    code_valid_days: fields.codeValidDays,
    created_by: actorId,
  };
}

/** A version as the audit trail keeps it: the fields an operator edits, nothing else. */
function auditFields(row: VersionRow | VersionFields, version?: number) {
  return {
    ...(version === undefined ? {} : { version }),
    title: row.title,
    subTitle: row.sub_title ?? '',
    description: row.description_html ?? '',
    image: row.image_file,
    category: row.category,
    score: row.score,
    validCount: row.valid_count,
    availableFrom: iso(row.available_from ?? null),
    availableTo: iso(row.available_to ?? null),
    eligibility: row.eligibility,
    codeValidDays: row.code_valid_days ?? null,
  };
}

async function toVersion(db: Executor, row: VersionRow | undefined, origin: string): Promise<RewardVersion | null> {
  if (!row) return null;
  const author =
    row.created_by === null
      ? null
      : await db.selectFrom('members').select('mobile').where('id', '=', row.created_by).executeTakeFirst();
  return {
    title: row.title,
    subTitle: row.sub_title,
    description: row.description_html,
    image: row.image_file,
    imageUrl: imageUrl(origin, row.image_file),
    category: row.category as RewardCategory,
    score: row.score,
    validCount: row.valid_count,
    availableFrom: iso(row.available_from),
    availableTo: iso(row.available_to),
    eligibility: row.eligibility,
    codeValidDays: row.code_valid_days,
    version: row.version,
    createdAt: iso(row.created_at)!,
    createdBy: author?.mobile ?? null,
    publishedAt: iso(row.published_at),
  };
}

/** The whole picture an editor opens: published version, draft, stock and code pool. */
export async function staffRewardDetail(db: Executor, id: number, origin: string): Promise<StaffRewardDetail> {
  const row = await db.selectFrom('rewards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('این جایزه پیدا نشد.');
  const versions = await db
    .selectFrom('reward_versions')
    .selectAll()
    .where('reward_id', '=', id)
    .where('status', 'in', ['draft', 'published'])
    .execute();
  const published = versions.find((v) => v.status === 'published');
  const live = published ?? (row.visible || row.retired_at ? legacyVersion(row) : undefined);
  return {
    id: row.id,
    kind: kindOf(row),
    status: statusOf(row),
    editVersion: row.edit_version,
    stock: row.stock,
    codes: row.code_source === 'pool' ? await codePool(db, id) : null,
    published: await toVersion(db, live, origin),
    draft: await toVersion(
      db,
      versions.find((v) => v.status === 'draft'),
      origin,
    ),
    retiredAt: iso(row.retired_at),
  };
}

/** A never-versioned reward's live row, shown as its published version 1. */
function legacyVersion(row: RewardRow): VersionRow {
  return {
    ...liveFields(row),
    sub_title: row.sub_title,
    description_html: row.description_html,
    created_by: null,
    reward_id: row.id,
    version: 1,
    status: 'published',
    created_at: row.created_at,
    published_at: row.created_at,
  } as VersionRow;
}

/** Every reward, newest first, as the operators' table lists it; `filter` as the table's address says. */
export async function listStaffRewards(
  db: Kysely<DB>,
  origin: string,
  now: Date,
  filter: StaffRewardFilter = {},
): Promise<StaffReward[]> {
  const rows = await db
    .selectFrom('rewards')
    .leftJoin('reward_versions as draft', (join) =>
      join.onRef('draft.reward_id', '=', 'rewards.id').on('draft.status', '=', 'draft'),
    )
    .selectAll('rewards')
    .select(['draft.title as draft_title', 'draft.version as draft_version'])
    .select((eb) =>
      eb
        .selectFrom('reward_codes')
        .whereRef('reward_codes.reward_id', '=', 'rewards.id')
        .select(
          sql<string>`json_build_object('total', count(*), 'left', count(*) FILTER (WHERE discount_code_id IS NULL))::text`.as(
            'pool',
          ),
        )
        .as('pool'),
    )
    .orderBy('rewards.created_at', 'desc')
    .orderBy('rewards.id', 'desc')
    .execute();
  const list = rows.map((row): StaffReward => ({
    id: row.id,
    kind: kindOf(row),
    status: statusOf(row),
    hasDraft: row.draft_version !== null,
    // An unpublished reward is known by its draft's title.
    title: row.visible || row.draft_title === null ? row.title : row.draft_title,
    category: row.category as RewardCategory,
    score: row.score,
    stock: row.stock,
    codes: row.code_source === 'pool' && row.pool ? (JSON.parse(row.pool) as StaffReward['codes']) : null,
    validCount: row.valid_count,
    availableFrom: iso(row.available_from),
    availableTo: iso(row.validity_date),
    eligibility: row.eligibility,
    imageUrl: imageUrl(origin, row.image_file),
    editVersion: row.edit_version,
  }));
  return list.filter((reward) => matchesStaffRewardFilter(reward, filter, now));
}

async function lockReward(trx: Transaction<DB>, id: number, editVersion?: number): Promise<RewardRow> {
  const row = await trx.selectFrom('rewards').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound('این جایزه پیدا نشد.');
  if (editVersion !== undefined && row.edit_version !== editVersion) throw conflict(m.stale);
  return row;
}

const bump = (trx: Transaction<DB>, id: number) =>
  trx
    .updateTable('rewards')
    .set({ edit_version: sql`edit_version + 1` })
    .where('id', '=', id)
    .execute();

/** Gives a never-versioned reward its version 1 (what members see now), so a rollback can return to it. */
async function versionLive(trx: Transaction<DB>, row: RewardRow): Promise<void> {
  const any = await trx
    .selectFrom('reward_versions')
    .select('version')
    .where('reward_id', '=', row.id)
    .executeTakeFirst();
  if (any || !(row.visible || row.retired_at)) return;
  await trx
    .insertInto('reward_versions')
    .values({ ...legacyVersion(row), status: row.retired_at ? 'superseded' : 'published' })
    .execute();
  await trx.updateTable('rewards').set({ published_version: 1 }).where('id', '=', row.id).execute();
}

async function nextVersion(trx: Transaction<DB>, id: number): Promise<number> {
  const row = await trx
    .selectFrom('reward_versions')
    .select(sql<number>`coalesce(max(version), 0)::int`.as('max'))
    .where('reward_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

async function insertReward(
  trx: Transaction<DB>,
  write: StaffWrite,
  fields: VersionFields,
  kind: RewardKind,
  stock: number | null,
): Promise<number> {
  const { id } = await trx
    .insertInto('rewards')
    .values({
      key: `staff-${randomUUID()}`,
      ...liveColumns(fields),
      stock: kind === 'discount-code' ? 0 : stock,
      code_source: kind === 'discount-code' ? 'pool' : null,
      visible: false,
      created_at: write.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('reward_versions')
    .values({ ...fields, reward_id: id, version: 1, status: 'draft', created_at: write.now })
    .execute();
  return id;
}

/** The `rewards` columns a version sets: what members read once it is published. */
function liveColumns(fields: VersionFields) {
  return {
    title: fields.title,
    sub_title: fields.sub_title ?? '',
    type_label: rewardCategoryLabels[fields.category as RewardCategory],
    category: fields.category,
    image_file: fields.image_file,
    description_html: fields.description_html ?? '',
    score: fields.score,
    valid_count: fields.valid_count,
    validity_date: fields.available_to ?? null,
    available_from: fields.available_from ?? null,
    eligibility: fields.eligibility,
    discount_valid_days: fields.code_valid_days ?? null,
  };
}

export async function createReward(
  db: Kysely<DB>,
  write: StaffWrite,
  input: RewardFields & { kind: RewardKind; stock: number | null },
): Promise<StaffRewardDetail> {
  const fields = fromRequest(input, write.actor.memberId);
  return db.transaction().execute(async (trx) => {
    const id = await insertReward(trx, write, fields, input.kind, input.stock);
    await audit(trx, write, 'reward.create', id, null, {
      ...auditFields(fields, 1),
      kind: input.kind,
      stock: input.kind === 'discount-code' ? 0 : input.stock,
    });
    return staffRewardDetail(trx, id, write.origin);
  });
}

export async function saveRewardDraft(
  db: Kysely<DB>,
  write: StaffWrite,
  id: number,
  input: RewardFields & { editVersion: number },
): Promise<StaffRewardDetail> {
  const fields = fromRequest(input, write.actor.memberId);
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id, input.editVersion);
    if (row.retired_at) throw conflict(m.retired);
    await versionLive(trx, row);
    const current = await trx
      .selectFrom('reward_versions')
      .selectAll()
      .where('reward_id', '=', id)
      .where('status', 'in', ['draft', 'published'])
      .orderBy('version', 'desc')
      .executeTakeFirst();
    let version: number;
    if (current?.status === 'draft') {
      version = current.version;
      await trx
        .updateTable('reward_versions')
        .set({ ...fields, created_at: write.now })
        .where('reward_id', '=', id)
        .where('version', '=', version)
        .execute();
    } else {
      version = await nextVersion(trx, id);
      await trx
        .insertInto('reward_versions')
        .values({ ...fields, reward_id: id, version, status: 'draft', created_at: write.now })
        .execute();
    }
    await bump(trx, id);
    await audit(
      trx,
      write,
      'reward.draft',
      id,
      current ? auditFields(current, current.version) : null,
      auditFields(fields, version),
    );
    return staffRewardDetail(trx, id, write.origin);
  });
}

/**
 * Draft → published in one step: the draft's fields become what members read. A price change
 * needs its reason; members already on the page are protected by the buy's price check.
 */
export async function publishReward(
  db: Kysely<DB>,
  write: StaffWrite,
  id: number,
  input: { editVersion: number; reason?: string | undefined },
): Promise<StaffRewardDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id, input.editVersion);
    if (row.retired_at) throw conflict(m.retired);
    await versionLive(trx, row);
    const versions = await trx
      .selectFrom('reward_versions')
      .selectAll()
      .where('reward_id', '=', id)
      .where('status', 'in', ['draft', 'published'])
      .execute();
    const draft = versions.find((v) => v.status === 'draft');
    const previous = versions.find((v) => v.status === 'published');
    if (!draft) throw invalid(undefined, m.noDraft);
    const reason = input.reason?.trim() || null;
    if (previous && previous.score !== draft.score && !reason)
      throw invalid({ reason: m.reasonForPrice }, m.reasonForPrice);
    await makePublished(trx, id, draft, previous, write.now);
    await audit(
      trx,
      write,
      'reward.publish',
      id,
      previous ? auditFields(previous, previous.version) : null,
      auditFields(draft, draft.version),
      reason,
    );
    return staffRewardDetail(trx, id, write.origin);
  });
}

async function makePublished(
  trx: Transaction<DB>,
  id: number,
  next: VersionRow,
  previous: VersionRow | undefined,
  now: Date,
): Promise<void> {
  if (previous)
    await trx
      .updateTable('reward_versions')
      .set({ status: 'superseded' })
      .where('reward_id', '=', id)
      .where('version', '=', previous.version)
      .execute();
  await trx
    .updateTable('reward_versions')
    .set({ status: 'published', published_at: now })
    .where('reward_id', '=', id)
    .where('version', '=', next.version)
    .execute();
  await trx
    .updateTable('rewards')
    .set({ ...liveColumns(next), visible: true, published_version: next.version, edit_version: sql`edit_version + 1` })
    .where('id', '=', id)
    .execute();
}

/**
 * The rollback of a publish (from the audit screen): the version published before it is
 * published again, as a new version, provided the publish being undone is still the live one.
 */
export async function rollbackPublish(trx: Transaction<DB>, entry: AuditRow, context: RollbackContext): Promise<void> {
  const write = { ...context, origin: '' };
  const id = Number(entry.subject);
  const undone = (entry.after as { version?: number } | null)?.version;
  const restore = (entry.before as { version?: number } | null)?.version;
  const row = await lockReward(trx, id);
  if (row.retired_at) throw conflict(m.retired);
  if (row.published_version !== undone) throw conflict(m.notPublished);
  if (restore === undefined) throw invalid(undefined, m.noPrevious);
  const versions = await trx.selectFrom('reward_versions').selectAll().where('reward_id', '=', id).execute();
  const old = versions.find((v) => v.version === restore);
  const current = versions.find((v) => v.status === 'published');
  if (!old || !current) throw invalid(undefined, m.noPrevious);
  const version = await nextVersion(trx, id);
  await trx
    .insertInto('reward_versions')
    .values({
      ...old,
      version,
      status: 'superseded',
      created_by: write.actor.memberId,
      created_at: write.now,
      published_at: null,
    })
    .execute();
  const copy = { ...old, version, status: 'superseded' as const };
  await makePublished(trx, id, copy, current, write.now);
  await audit(
    trx,
    write,
    'reward.publish.rollback',
    id,
    auditFields(current, current.version),
    { ...auditFields(old, version), restoredFrom: restore },
    context.reason,
  );
}

export async function duplicateReward(db: Kysely<DB>, write: StaffWrite, id: number): Promise<StaffRewardDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id);
    const source = await trx
      .selectFrom('reward_versions')
      .selectAll()
      .where('reward_id', '=', id)
      .where('status', 'in', ['draft', 'published'])
      .orderBy('version', 'desc')
      .executeTakeFirst();
    const base: VersionFields = source ?? liveFields(row);
    const fields: VersionFields = {
      ...base,
      title: `${base.title} (رونوشت)`.slice(0, 120),
      created_by: write.actor.memberId,
    };
    // A copied discount-code reward starts with an empty pool of its own: codes are never shared.
    const copy = await insertReward(trx, write, fields, kindOf(row), row.stock);
    await audit(trx, write, 'reward.duplicate', copy, null, { ...auditFields(fields, 1), duplicatedFrom: id });
    return staffRewardDetail(trx, copy, write.origin);
  });
}

export async function retireReward(
  db: Kysely<DB>,
  write: StaffWrite,
  id: number,
  input: { editVersion: number; reason?: string | undefined },
): Promise<StaffRewardDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id, input.editVersion);
    if (row.retired_at) throw conflict(m.retired);
    await versionLive(trx, row);
    await trx
      .updateTable('rewards')
      .set({ visible: false, retired_at: write.now, edit_version: sql`edit_version + 1` })
      .where('id', '=', id)
      .execute();
    await audit(
      trx,
      write,
      'reward.retire',
      id,
      { status: statusOf(row) },
      { status: 'retired' },
      input.reason?.trim() || null,
    );
    return staffRewardDetail(trx, id, write.origin);
  });
}

/** A prize's units (never a code pool's: its codes are its stock); always with a reason. */
export async function setRewardStock(
  db: Kysely<DB>,
  write: StaffWrite,
  id: number,
  input: { stock: number | null; reason: string },
): Promise<StaffRewardDetail> {
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id);
    if (row.code_source === 'pool') throw invalid({ stock: m.poolStock }, m.poolStock);
    if (row.retired_at) throw conflict(m.retired);
    await trx.updateTable('rewards').set({ stock: input.stock }).where('id', '=', id).execute();
    await audit(trx, write, 'reward.stock', id, { stock: row.stock }, { stock: input.stock }, input.reason);
    return staffRewardDetail(trx, id, write.origin);
  });
}

/**
 * Adds a file of codes to a discount-code reward's pool. Any bad line refuses the whole file
 * (each bad line named); the codes added raise the stock by as many, in one transaction.
 */
export async function uploadRewardCodes(
  db: Kysely<DB>,
  write: StaffWrite,
  id: number,
  text: string,
): Promise<UploadedCodes> {
  const { codes, errors, lineOf } = parseCodeFile(text);
  checkUploadSize(codes, errors);
  return db.transaction().execute(async (trx) => {
    const row = await lockReward(trx, id);
    if (row.code_source !== 'pool') throw invalid({ text: m.poolOnly }, m.poolOnly);
    if (row.retired_at) throw conflict(m.retired);
    for (const code of await existingCodes(trx, codes)) errors.set(lineOf.get(code)!, m.existingCode);
    refuseBadLines(errors);
    const before = await codePool(trx, id);
    for (let start = 0; start < codes.length; start += 1000)
      await trx
        .insertInto('reward_codes')
        .values(
          codes.slice(start, start + 1000).map((code) => ({
            reward_id: id,
            code,
            uploaded_by: write.actor.memberId,
            uploaded_at: write.now,
          })),
        )
        .execute();
    await trx
      .updateTable('rewards')
      .set({ stock: sql`stock + ${codes.length}` })
      .where('id', '=', id)
      .execute();
    const after = await codePool(trx, id);
    await audit(trx, write, 'reward.codes', id, before, { ...after, added: codes.length });
    return { added: codes.length, codes: after };
  });
}

const IMAGE_SIGNATURES: Record<string, (bytes: Buffer) => boolean> = {
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/webp': (b) =>
    b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
};
const IMAGE_EXTENSION: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' };
/** Reward pictures are small cards; a larger file is a photo nobody resized. */
export const IMAGE_MAX_BYTES = 300 * 1024;

/**
 * Stores a reward picture beside the seed's (served by `GET /api/images/{file}` from the API's
 * own origin, which the web app's CSP allows). The bytes must be the type they claim.
 */
export async function uploadRewardImage(
  db: Kysely<DB>,
  write: StaffWrite,
  input: { contentType: 'image/png' | 'image/jpeg' | 'image/webp'; data: string },
): Promise<{ file: string; url: string }> {
  const bytes = /^[A-Za-z0-9+/]*={0,2}$/.test(input.data) ? Buffer.from(input.data, 'base64') : Buffer.alloc(0);
  if (bytes.length < 12 || bytes.length > IMAGE_MAX_BYTES || !IMAGE_SIGNATURES[input.contentType]!(bytes))
    throw invalid({ data: m.badImage }, m.badImage);
  const file = `upload-${randomUUID()}.${IMAGE_EXTENSION[input.contentType]}`;
  await db.transaction().execute(async (trx) => {
    await trx.insertInto('images').values({ file, content_type: input.contentType, body: bytes }).execute();
    await audit(trx, write, 'reward.image', file, null, { file, bytes: bytes.length });
  });
  return { file, url: imageUrl(write.origin, file) };
}

export function audit(
  trx: Transaction<DB>,
  write: StaffWrite,
  kind: string,
  subject: number | string,
  before: unknown,
  after: unknown,
  reason: string | null = null,
): Promise<unknown> {
  return recordAudit(trx, {
    actor: write.actor,
    address: write.address,
    kind,
    subject: String(subject),
    before,
    after,
    reason,
  });
}
