import type { AuditEntry, AuditTrailPage } from '@clorofil/api-client/contract';
import { nextTehranDayStart, tehranDayStart } from '@clorofil/rules';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/schema.js';
import { conflict, notFound } from './errors.js';

// The audit trail (migrations/008_staff_audit.sql): every staff write adds a row in its own
// transaction, so a change never commits without its trace. The table refuses UPDATE, DELETE
// and TRUNCATE; nothing here offers either.

/** Who made a change: a staff member (HTTP) or the operator at the server (`cli:<user>`, no member). */
export interface Actor {
  memberId: number | null;
  /** The member's mobile, or `cli:<system user>`. */
  mobile: string;
}

/** Who made a change and from where: what a route (or the CLI) hands a domain write. */
export interface AuditedBy {
  actor: Actor;
  /** The client's address (`request.ip`), `cli` for the command line. */
  address: string;
}

export interface AuditRecord {
  actor: Actor;
  /** The client's address (`request.ip`), `cli` for the command line. */
  address: string;
  /** Dotted words naming the change: `reward.publish`, `wheel.table.schedule`, `role.grant`. */
  kind: string;
  /** The changed thing's id, as text (a number is written as text). */
  subject: string | number;
  /** The subject's state before and after, as JSON; `null` for a creation or a removal. */
  before: unknown;
  after: unknown;
  reason?: string | null | undefined;
  /** When the change took effect; the transaction's start when left out. */
  at?: Date;
}

const json = (value: unknown) => (value === undefined || value === null ? null : JSON.stringify(value));

/** Writes one audit row in the caller's transaction (so it commits with the change); its id. */
export async function recordAudit(tx: Transaction<DB>, record: AuditRecord): Promise<number> {
  const reason = record.reason?.trim();
  const row = await tx
    .insertInto('audit_trail')
    .values({
      actor_member_id: record.actor.memberId,
      actor_mobile: record.actor.mobile,
      address: record.address,
      kind: record.kind,
      subject: String(record.subject),
      before: json(record.before),
      after: json(record.after),
      reason: reason ? reason : null,
      ...(record.at ? { at: record.at } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** An audit row as a rollback handler receives it. */
export interface AuditRow {
  id: number;
  at: Date;
  actorMemberId: number | null;
  actorMobile: string;
  address: string;
  kind: string;
  subject: string;
  before: unknown;
  after: unknown;
  reason: string | null;
}

export interface RollbackContext {
  actor: Actor;
  address: string;
  reason: string | null;
  now: Date;
}

/**
 * Republishes the version before `entry` (its `before`) inside `tx` and records its own audit
 * entry, `<entry.kind>.rollback`, with the state it replaced and the state it restored. It may
 * refuse with a DomainError (say, the previous version can no longer be published).
 */
export type RollbackHandler = (tx: Transaction<DB>, entry: AuditRow, context: RollbackContext) => Promise<void>;

const rollbacks = new Map<string, RollbackHandler>();

/** A kind falls under a prefix when it is the prefix or continues it after a dot. */
function under(kind: string, prefix: string): boolean {
  return kind === prefix || kind.startsWith(prefix.endsWith('.') ? prefix : `${prefix}.`);
}

/**
 * Registers how entries whose kind falls under `kindPrefix` (`reward.publish` takes
 * `reward.publish` and `reward.publish.rollback`) are rolled back; the longest prefix wins.
 * Returns the unregistration.
 */
export function registerRollback(kindPrefix: string, handler: RollbackHandler): () => void {
  rollbacks.set(kindPrefix, handler);
  return () => {
    if (rollbacks.get(kindPrefix) === handler) rollbacks.delete(kindPrefix);
  };
}

function rollbackFor(kind: string): { prefix: string; handler: RollbackHandler } | undefined {
  let found: { prefix: string; handler: RollbackHandler } | undefined;
  for (const [prefix, handler] of rollbacks) {
    if (under(kind, prefix) && (!found || prefix.length > found.prefix.length)) found = { prefix, handler };
  }
  return found;
}

export const NO_ROLLBACK_MESSAGE = 'این نوع تغییر را نمی‌توان از فهرست تغییرات بازگرداند.';
export const NOT_LATEST_MESSAGE =
  'پس از این تغییر، تغییر دیگری روی همین مورد ثبت شده است؛ فقط آخرین تغییر را می‌توان بازگرداند.';
export const AUDIT_ENTRY_NOT_FOUND_MESSAGE = 'این مورد در فهرست تغییرات پیدا نشد.';

type Executor = Kysely<DB> | Transaction<DB>;

type Selected = {
  id: string | number;
  at: Date;
  actor_member_id: number | null;
  actor_mobile: string;
  address: string;
  kind: string;
  subject: string;
  before: unknown;
  after: unknown;
  reason: string | null;
};

function toRow(row: Selected): AuditRow {
  return {
    id: Number(row.id),
    at: new Date(row.at),
    actorMemberId: row.actor_member_id,
    actorMobile: row.actor_mobile,
    address: row.address,
    kind: row.kind,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
    reason: row.reason,
  };
}

/** The id of the latest entry of `subject` whose kind falls under `prefix`. */
async function latestUnder(db: Executor, subject: string, prefix: string): Promise<number> {
  const like = prefix.endsWith('.') ? `${escapeLike(prefix)}%` : `${escapeLike(prefix)}.%`;
  const row = await db
    .selectFrom('audit_trail')
    .select((eb) => eb.fn.max('id').as('latest'))
    .where('subject', '=', subject)
    .where((eb) => eb.or([eb('kind', '=', prefix), eb('kind', 'like', like)]))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/**
 * Rolls back the change of entry `id`: only the latest change of its subject (under its rollback
 * prefix), and only of a kind with a registered rollback. One transaction; concurrent rollbacks
 * of one subject wait for each other, so the second finds the first's entry and is refused.
 */
export async function rollbackEntry(db: Kysely<DB>, id: number, context: RollbackContext): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('audit_trail').selectAll().where('id', '=', id).executeTakeFirst();
    if (!found) throw notFound(AUDIT_ENTRY_NOT_FOUND_MESSAGE);
    const entry = toRow(found);
    const rollback = rollbackFor(entry.kind);
    if (!rollback) throw conflict(NO_ROLLBACK_MESSAGE);
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`audit:${rollback.prefix}:${entry.subject}`}))`.execute(tx);
    if ((await latestUnder(tx, entry.subject, rollback.prefix)) !== entry.id) throw conflict(NOT_LATEST_MESSAGE);
    await rollback.handler(tx, entry, context);
  });
}

export interface AuditFilter {
  /** The actor's mobile (or `cli:<user>`). */
  actor?: string | undefined;
  /** A prefix of the kind (`reward` takes `reward.create` and `reward.publish`). */
  kind?: string | undefined;
  /** A Tehran calendar day (`YYYY-MM-DD`) or an instant; both ends are included. */
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

export const AUDIT_PAGE_SIZE = 50;

const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
// Noon UTC of a Gregorian date is the afternoon of the same date in Tehran.
const dayStart = (day: string) => tehranDayStart(new Date(`${day}T12:00:00Z`));
const dayEnd = (day: string) => nextTehranDayStart(new Date(`${day}T12:00:00Z`));

/** The entries the filter matches: the one reading of the filters, for the screen's pages and the export alike. */
function matching(db: Kysely<DB>, filter: AuditFilter) {
  let query = db.selectFrom('audit_trail');
  if (filter.actor) query = query.where('actor_mobile', '=', filter.actor);
  if (filter.kind) query = query.where('kind', 'like', `${escapeLike(filter.kind)}%`);
  if (filter.from) query = query.where('at', '>=', isDay(filter.from) ? dayStart(filter.from) : new Date(filter.from));
  if (filter.to) {
    query = isDay(filter.to) ? query.where('at', '<', dayEnd(filter.to)) : query.where('at', '<=', new Date(filter.to));
  }
  return query;
}

/**
 * The `size` entries the filter matches after entry `after` (from the newest without one), in the
 * screen's order: one keyset page of the export. The key is the last entry's id, and its time is
 * read back from the table: a JavaScript Date keeps milliseconds, the column keeps microseconds,
 * and entries of one transaction share their time.
 */
export async function auditTrailAfter(
  db: Kysely<DB>,
  filter: AuditFilter,
  after: number | undefined,
  size: number,
): Promise<AuditRow[]> {
  const rows = await matching(db, filter)
    .selectAll()
    .$if(after !== undefined, (q) =>
      q.where(sql<boolean>`(at, id) < (SELECT last.at, last.id FROM audit_trail AS last WHERE last.id = ${after})`),
    )
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(size)
    .execute();
  return rows.map(toRow);
}

/** One page of the trail, newest first, with the number of entries the filter matches. */
export async function listAuditTrail(db: Kysely<DB>, filter: AuditFilter): Promise<AuditTrailPage> {
  const page = filter.page ?? 1;
  const query = matching(db, filter);
  const counted = await query.select((eb) => eb.fn.countAll().as('total')).executeTakeFirst();
  const rows = await query
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE)
    .execute();
  const entries = rows.map(toRow);
  const latest = await latestBySubject(db, entries);
  return {
    items: entries.map((entry) => toEntry(entry, latest)),
    total: Number(counted?.total ?? 0),
    page,
    pageSize: AUDIT_PAGE_SIZE,
  };
}

/** For the page's subjects: the latest id of each (subject, kind), to tell which entries can be rolled back. */
async function latestBySubject(db: Kysely<DB>, entries: AuditRow[]): Promise<Map<string, Map<string, number>>> {
  const subjects = [...new Set(entries.filter((entry) => rollbackFor(entry.kind)).map((entry) => entry.subject))];
  const latest = new Map<string, Map<string, number>>();
  if (subjects.length === 0) return latest;
  const rows = await db
    .selectFrom('audit_trail')
    .select(['subject', 'kind', (eb) => eb.fn.max('id').as('latest')])
    .where('subject', 'in', subjects)
    .groupBy(['subject', 'kind'])
    .execute();
  for (const row of rows) {
    const kinds = latest.get(row.subject) ?? new Map<string, number>();
    kinds.set(row.kind, Number(row.latest));
    latest.set(row.subject, kinds);
  }
  return latest;
}

function toEntry(entry: AuditRow, latest: Map<string, Map<string, number>>): AuditEntry {
  const rollback = rollbackFor(entry.kind);
  let canRollBack = false;
  if (rollback) {
    const kinds = [...(latest.get(entry.subject) ?? new Map<string, number>())];
    const newest = Math.max(0, ...kinds.filter(([kind]) => under(kind, rollback.prefix)).map(([, id]) => id));
    canRollBack = newest === entry.id;
  }
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actorMobile,
    address: entry.address,
    kind: entry.kind,
    subject: entry.subject,
    before: entry.before,
    after: entry.after,
    reason: entry.reason,
    canRollBack,
  };
}
