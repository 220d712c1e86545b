import {
  PrizeType,
  previewOdds,
  wheelTableProblems,
  wheelTableRowSchema,
  type WheelDraft,
  type WheelTable,
  type WheelTablePreview,
  type WheelTableRow,
  type WheelTablesResponse,
} from '@clorofil/api-client/contract';
import { nextTehranDayStart, tehranDayKey, tehranDayStart } from '@clorofil/rules';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { z } from 'zod';
import type { DB, WheelTablesTable } from '../db/schema.js';
import { recordAudit, registerRollback, type Actor, type AuditRow, type RollbackContext } from './audit.js';
import { conflict, invalid, notFound } from './errors.js';
import { WHEEL_TEXT } from './wheel.js';

// The wheel's odds tables as staff edit them (migrations/010_wheel_tables.sql). A draft is edited
// freely (saved whatever its state, with what still keeps it from going live); scheduling or
// publishing checks the table's rules (contract/wheel-tables.ts), turns its rows into prizes that
// never change again, and records who, when, why and what it replaced. Every write here locks the
// wheel's row first, so two staff members' writes to one wheel's tables happen one after the other.

export const WHEEL_TABLE_TEXT = {
  notReady: 'جدول هنوز آمادهٔ انتشار نیست؛ خطاهای جدول را برطرف کنید.',
  noDraft: 'پیش‌نویسی برای انتشار نیست؛ جدول را دوباره باز کنید.',
  stale:
    'این پیش‌نویس را همکار دیگری در همین فاصله تغییر داده یا منتشر کرده است؛ جدول را دوباره باز کنید تا آخرین نسخه را ببینید.',
  draftExists: 'همکار دیگری پیش‌نویس تازه‌ای ساخته است؛ جدول را دوباره باز کنید تا آن را ببینید.',
  dayInvalid: 'این تاریخ معتبر نیست.',
  dayPast: 'زمان‌بندی فقط برای آغاز یکی از روزهای آینده (از فردا) ممکن است.',
  dayFar: 'زمان‌بندی حداکثر تا یک سال آینده ممکن است.',
  alreadyScheduled: (day: string) =>
    `جدول دیگری برای آغاز روز ${day} زمان‌بندی شده است؛ اول آن را از فهرست تغییرات بازگردانید.`,
  alreadyWithdrawn: 'این جدول پیش‌تر بازگردانده شده است.',
  replaced: 'جدول تازه‌تری جای این جدول را گرفته است؛ برای بازگشت، آخرین جدول را بازگردانید.',
  rollbackOfRollback: 'بازگرداندنِ یک بازگشت ممکن نیست؛ جدول را دوباره منتشر کنید.',
};

/** A scheduled table takes effect at most this far ahead: a date further off is a typo. */
const MAX_SCHEDULE_MS = 366 * 86_400_000;

/** The staff member writing and the address the request came from, for the audit trail. */
export interface StaffWrite {
  actor: Actor;
  address: string;
}

type TableRow = Selectable<WheelTablesTable> & { created_mobile: string | null; decided_mobile: string | null };
type Executor = Kysely<DB> | Transaction<DB>;

const KIND_OF_TYPE: Record<number, WheelTableRow['kind']> = {
  [PrizeType.None]: 'nothing',
  [PrizeType.DiscountCode]: 'code',
  [PrizeType.Score]: 'points',
};
const TYPE_OF_KIND: Record<WheelTableRow['kind'], number> = {
  nothing: PrizeType.None,
  code: PrizeType.DiscountCode,
  points: PrizeType.Score,
};

/** The wheel staff edit: the active one, otherwise the latest (as members see it). */
async function theWheel(db: Executor): Promise<{ id: number; title: string }> {
  const wheel = await db
    .selectFrom('wheels')
    .select(['id', 'title'])
    .orderBy('is_active', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
  return wheel;
}

async function lockWheel(tx: Transaction<DB>, wheelId: number): Promise<void> {
  const wheel = await tx.selectFrom('wheels').select('id').where('id', '=', wheelId).forUpdate().executeTakeFirst();
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
}

async function tablesOf(db: Executor, wheelId: number): Promise<TableRow[]> {
  return db
    .selectFrom('wheel_tables as t')
    .leftJoin('members as c', 'c.id', 't.created_by')
    .leftJoin('members as d', 'd.id', 't.decided_by')
    .selectAll('t')
    .select(['c.mobile as created_mobile', 'd.mobile as decided_mobile'])
    .where('t.wheel_id', '=', wheelId)
    .orderBy('t.version', 'desc')
    .execute();
}

async function rowsOf(db: Executor, tableIds: number[]): Promise<Map<number, WheelTable['rows']>> {
  const byTable = new Map<number, WheelTable['rows']>();
  if (tableIds.length === 0) return byTable;
  const prizes = await db
    .selectFrom('wheel_prizes')
    .selectAll()
    .where('table_id', 'in', tableIds)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  for (const p of prizes) {
    const kind = KIND_OF_TYPE[p.prize_type] ?? 'nothing';
    const rows = byTable.get(p.table_id) ?? [];
    rows.push({
      prizeId: p.id,
      title: p.title,
      summary: p.summary,
      kind,
      points: kind === 'points' ? p.score : null,
      discountPercent: kind === 'code' ? p.discount_percent : null,
      discountValidDays: kind === 'code' ? p.discount_valid_days : null,
      color: p.color,
      oddsBp: p.weight,
      dailyBudget: p.daily_budget,
      fallback: p.is_fallback,
    });
    byTable.set(p.table_id, rows);
  }
  return byTable;
}

/** The table in effect at `at`: the scheduled or published one with the latest start at or before it. */
function inEffectAt(tables: TableRow[], at: Date): TableRow | undefined {
  return tables
    .filter((t) => (t.status === 'scheduled' || t.status === 'published') && t.effective_from! <= at)
    .sort((a, b) => b.effective_from!.getTime() - a.effective_from!.getTime() || b.version - a.version)[0];
}

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

function view(table: TableRow, rows: WheelTable['rows'], now: Date, inEffectId: number | undefined): WheelTable {
  const state: WheelTable['state'] =
    table.status === 'draft'
      ? 'draft'
      : table.status === 'withdrawn'
        ? 'withdrawn'
        : table.id === inEffectId
          ? 'inEffect'
          : table.effective_from! > now
            ? 'scheduled'
            : 'past';
  return {
    id: table.id,
    version: table.version,
    state,
    mode: table.status === 'published' || table.status === 'scheduled' ? table.status : null,
    effectiveFrom: iso(table.effective_from),
    rows,
    createdAt: iso(table.created_at)!,
    createdBy: table.created_mobile,
    decidedAt: iso(table.decided_at),
    decidedBy: table.decided_mobile,
  };
}

const draftRows = (table: Pick<TableRow, 'draft'>): WheelTableRow[] =>
  z.array(wheelTableRowSchema).parse(table.draft ?? []);

function draftView(table: TableRow, now: Date): WheelDraft {
  const rows = draftRows(table);
  return {
    ...view(
      table,
      rows.map((row) => ({ ...row, prizeId: null })),
      now,
      undefined,
    ),
    revision: table.revision,
    ...wheelTableProblems(rows),
  };
}

/** Everything the staff screen shows: the table in effect, those scheduled, the draft, the history. */
export async function getWheelTables(db: Kysely<DB>, now: Date): Promise<WheelTablesResponse> {
  const wheel = await theWheel(db);
  const tables = await tablesOf(db, wheel.id);
  const current = inEffectAt(tables, now);
  const rows = await rowsOf(
    db,
    tables.filter((t) => t.status !== 'draft').map((t) => t.id),
  );
  const views = tables.filter((t) => t.status !== 'draft').map((t) => view(t, rows.get(t.id) ?? [], now, current?.id));
  const draft = tables.find((t) => t.status === 'draft');
  return {
    wheelId: wheel.id,
    wheelTitle: wheel.title,
    earliestDay: tehranDayKey(nextTehranDayStart(now)),
    inEffect: views.find((t) => t.state === 'inEffect') ?? null,
    // The next to take effect first.
    scheduled: views.filter((t) => t.state === 'scheduled').reverse(),
    draft: draft ? draftView(draft, now) : null,
    history: views.filter((t) => t.state === 'past' || t.state === 'withdrawn').slice(0, 20),
  };
}

/**
 * Saves the wheel's draft, whatever its state: an unfinished table is kept as it is, with what
 * still keeps it from going live. `revision` is the draft's revision the edit started from (null:
 * a new draft); an edit of an older revision is refused, never silently written over.
 */
export async function saveWheelDraft(
  db: Kysely<DB>,
  wheelId: number,
  input: { rows: WheelTableRow[]; revision: number | null; reason?: string | undefined },
  who: StaffWrite,
  now: Date,
): Promise<WheelDraft> {
  return db.transaction().execute(async (tx) => {
    await lockWheel(tx, wheelId);
    const tables = await tablesOf(tx, wheelId);
    const draft = tables.find((t) => t.status === 'draft');
    if (input.revision === null && draft) throw conflict(WHEEL_TABLE_TEXT.draftExists);
    if (input.revision !== null && draft?.revision !== input.revision) throw conflict(WHEEL_TABLE_TEXT.stale);
    const rows = JSON.stringify(input.rows);
    const saved = draft
      ? await tx
          .updateTable('wheel_tables')
          .set({ draft: rows, revision: draft.revision + 1, updated_by: who.actor.memberId, updated_at: now })
          .where('id', '=', draft.id)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await tx
          .insertInto('wheel_tables')
          .values({
            wheel_id: wheelId,
            version: Math.max(0, ...tables.map((t) => t.version)) + 1,
            status: 'draft',
            effective_from: null,
            draft: rows,
            created_by: who.actor.memberId,
            created_at: now,
            updated_by: who.actor.memberId,
            updated_at: now,
            decided_by: null,
            decided_at: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      ...who,
      kind: 'wheel.table.save',
      subject: saved.id,
      before: draft ? { version: draft.version, rows: draftRows(draft) } : null,
      after: { version: saved.version, rows: input.rows },
      reason: input.reason,
      at: now,
    });
    const table = { ...saved, created_mobile: draft?.created_mobile ?? who.actor.mobile, decided_mobile: null };
    return draftView(table, now);
  });
}

/** The Tehran midnight that starts `day` ('YYYY-MM-DD'); null for a day that does not exist. */
export function tehranMidnight(day: string): Date | null {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(noonUtc.getTime()) || noonUtc.toISOString().slice(0, 10) !== day) return null;
  const start = tehranDayStart(noonUtc);
  return tehranDayKey(start) === day ? start : null;
}

/** The draft takes effect at the Tehran midnight that starts `input.day` (tomorrow at the earliest). */
export async function scheduleWheelTable(
  db: Kysely<DB>,
  wheelId: number,
  input: { revision: number; day: string; reason: string },
  who: StaffWrite,
  now: Date,
): Promise<WheelTable> {
  const from = tehranMidnight(input.day);
  if (!from) throw invalid({ day: WHEEL_TABLE_TEXT.dayInvalid });
  if (from <= now) throw invalid({ day: WHEEL_TABLE_TEXT.dayPast });
  if (from.getTime() - now.getTime() > MAX_SCHEDULE_MS) throw invalid({ day: WHEEL_TABLE_TEXT.dayFar });
  return decide(db, wheelId, input, who, now, { status: 'scheduled', from });
}

/** The draft takes effect now. */
export async function publishWheelTable(
  db: Kysely<DB>,
  wheelId: number,
  input: { revision: number; reason: string },
  who: StaffWrite,
  now: Date,
): Promise<WheelTable> {
  return decide(db, wheelId, input, who, now, { status: 'published', from: now });
}

async function decide(
  db: Kysely<DB>,
  wheelId: number,
  input: { revision: number; reason: string },
  who: StaffWrite,
  now: Date,
  when: { status: 'scheduled' | 'published'; from: Date },
): Promise<WheelTable> {
  return db.transaction().execute(async (tx) => {
    await lockWheel(tx, wheelId);
    const tables = await tablesOf(tx, wheelId);
    const draft = tables.find((t) => t.status === 'draft');
    if (!draft) throw conflict(WHEEL_TABLE_TEXT.noDraft);
    if (draft.revision !== input.revision) throw conflict(WHEEL_TABLE_TEXT.stale);
    const rows = draftRows(draft);
    const { errors } = wheelTableProblems(rows);
    if (Object.keys(errors).length > 0) throw invalid(errors, WHEEL_TABLE_TEXT.notReady);
    if (when.status === 'scheduled') {
      const waiting = tables.find((t) => t.status === 'scheduled' && t.effective_from! > now);
      if (waiting) throw conflict(WHEEL_TABLE_TEXT.alreadyScheduled(jalaliDay(waiting.effective_from!)));
    }
    const replaced = inEffectAt(tables, when.from);
    await tx
      .insertInto('wheel_prizes')
      .values(
        rows.map((row, index) => ({
          wheel_id: wheelId,
          table_id: draft.id,
          title: row.title.trim(),
          image_file: null,
          color: row.color,
          weight: row.oddsBp,
          prize_type: TYPE_OF_KIND[row.kind],
          score: row.kind === 'points' ? (row.points ?? 0) : 0,
          discount_percent: row.kind === 'code' ? row.discountPercent : null,
          discount_valid_days: row.kind === 'code' ? row.discountValidDays : null,
          summary: row.summary.trim(),
          sort: index,
          daily_budget: row.dailyBudget,
          is_fallback: row.fallback,
        })),
      )
      .execute();
    await tx
      .updateTable('wheel_tables')
      .set({
        status: when.status,
        effective_from: when.from,
        draft: null,
        decided_by: who.actor.memberId,
        decided_at: now,
      })
      .where('id', '=', draft.id)
      .execute();
    const after = await tableView(tx, wheelId, draft.id, now);
    await recordAudit(tx, {
      ...who,
      kind: when.status === 'scheduled' ? 'wheel.table.schedule' : 'wheel.table.publish',
      subject: draft.id,
      before: replaced ? await tableView(tx, wheelId, replaced.id, now) : null,
      after,
      reason: input.reason,
      at: now,
    });
    return after;
  });
}

async function tableView(db: Executor, wheelId: number, tableId: number, now: Date): Promise<WheelTable> {
  const tables = await tablesOf(db, wheelId);
  const table = tables.find((t) => t.id === tableId);
  if (!table) throw notFound(WHEEL_TEXT.noWheel);
  const rows = await rowsOf(db, [tableId]);
  return view(table, rows.get(tableId) ?? [], now, inEffectAt(tables, now)?.id);
}

const jalaliDay = (date: Date) =>
  new Intl.DateTimeFormat('fa-IR-u-ca-persian', { timeZone: 'Asia/Tehran', dateStyle: 'long' }).format(date);

/** The odds of a table on a day its rows paid `paid` times: what the screen's preview shows. */
export function previewWheelTable(input: { rows: WheelTableRow[]; paid: number[] }): WheelTablePreview {
  return previewOdds(input.rows, input.paid);
}

/**
 * Rolls back a schedule or a publish: the table is withdrawn, so the one before it is in effect
 * again (a scheduled table that has not started yet simply never does). Only the table in effect
 * or one still waiting can be withdrawn: once a later table replaced it, withdrawing it would
 * change nothing members see.
 */
async function withdrawTable(tx: Transaction<DB>, entry: AuditRow, context: RollbackContext): Promise<void> {
  if (entry.kind.endsWith('.rollback')) throw conflict(WHEEL_TABLE_TEXT.rollbackOfRollback);
  const tableId = Number(entry.subject);
  const table = await tx.selectFrom('wheel_tables').select(['wheel_id']).where('id', '=', tableId).executeTakeFirst();
  if (!table) throw notFound(WHEEL_TEXT.noWheel);
  await lockWheel(tx, table.wheel_id);
  const { now } = context;
  const before = await tableView(tx, table.wheel_id, tableId, now);
  if (before.state === 'withdrawn') throw conflict(WHEEL_TABLE_TEXT.alreadyWithdrawn);
  if (before.state !== 'inEffect' && before.state !== 'scheduled') throw conflict(WHEEL_TABLE_TEXT.replaced);
  await tx.updateTable('wheel_tables').set({ status: 'withdrawn' }).where('id', '=', tableId).execute();
  const tables = await tablesOf(tx, table.wheel_id);
  const restored = inEffectAt(tables, now);
  await recordAudit(tx, {
    actor: context.actor,
    address: context.address,
    kind: `${entry.kind}.rollback`,
    subject: tableId,
    before,
    after: restored ? await tableView(tx, table.wheel_id, restored.id, now) : null,
    reason: context.reason,
    at: now,
  });
}

registerRollback('wheel.table.publish', withdrawTable);
registerRollback('wheel.table.schedule', withdrawTable);
