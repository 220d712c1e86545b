import {
  missionMessages as m,
  missionStateAt,
  type EarningSettings,
  type MissionFields,
  type MissionState,
  type StaffMission,
} from '@clorofil/api-client/contract';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, MissionsTable } from '../db/schema.js';
import { recordAudit, type AuditedBy } from './audit.js';
import { RETURN_WINDOW_DAYS, SURVEY_POINTS, TOMAN_PER_POINT } from './earning.js';
import { conflict, invalid, notFound } from './errors.js';

// The operators' missions (contract: mission-console.ts, where the editing rule is written down).
// Members read missions through domain/missions.ts, which filters by window and visibility on
// every request and keeps no cache: a change here is on members' «کلروفیل‌های من» at once.

type Executor = Kysely<DB> | Transaction<DB>;
type MissionRow = Selectable<MissionsTable>;

/** A staff write: who, from where, when. */
export interface MissionWrite extends AuditedBy {
  now: Date;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null) => (value === null ? null : iso(value));

/** The mission as the audit trail keeps it: what an operator edits, and how it ended. */
function auditFields(row: MissionRow) {
  return {
    title: row.title,
    description: row.description,
    kind: row.kind,
    target: row.target,
    points: row.points,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    visible: row.visible,
    editVersion: row.edit_version,
    ...(row.ended_at === null ? {} : { endedAt: iso(row.ended_at), endReason: row.end_reason }),
  };
}

/**
 * Members on the way (some progress, not granted) and done (granted), per mission: the same
 * counting as domain/missions.ts's progress — non-cancelled delivered items, or completed
 * surveys, inside the window.
 */
async function counts(db: Executor, ids: number[]): Promise<Map<number, { onTheWay: number; done: number }>> {
  const result = new Map<number, { onTheWay: number; done: number }>();
  if (ids.length === 0) return result;
  const rows = await sql<{ id: number; on_the_way: string | number; done: string | number }>`
    SELECT m.id,
      (SELECT count(*) FROM mission_grants g WHERE g.mission_id = m.id) AS done,
      CASE WHEN m.kind = 'items' THEN (
        SELECT count(*) FROM (
          SELECT o.member_id FROM shop_orders o
          WHERE o.status <> 'cancelled' AND o.delivered_at >= m.starts_at AND o.delivered_at < m.ends_at
            AND NOT EXISTS (SELECT 1 FROM mission_grants g WHERE g.mission_id = m.id AND g.member_id = o.member_id)
          GROUP BY o.member_id HAVING sum(o.item_count) > 0
        ) AS counted
      ) ELSE (
        SELECT count(DISTINCT o.member_id) FROM shop_orders o
        WHERE o.survey_completed_at >= m.starts_at AND o.survey_completed_at < m.ends_at
          AND NOT EXISTS (SELECT 1 FROM mission_grants g WHERE g.mission_id = m.id AND g.member_id = o.member_id)
      ) END AS on_the_way
    FROM missions m WHERE m.id IN (${sql.join(ids)})
  `.execute(db);
  for (const row of rows.rows) result.set(row.id, { onTheWay: Number(row.on_the_way), done: Number(row.done) });
  return result;
}

async function mobilesOf(db: Executor, ids: (number | null)[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('members').select(['id', 'mobile']).where('id', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.id, row.mobile]));
}

async function toStaffMissions(db: Executor, rows: MissionRow[], now: Date): Promise<StaffMission[]> {
  const counted = await counts(
    db,
    rows.map((row) => row.id),
  );
  const mobiles = await mobilesOf(db, [...rows.map((row) => row.created_by), ...rows.map((row) => row.ended_by)]);
  return rows.map((row) => {
    const window = { startsAt: iso(row.starts_at), endsAt: iso(row.ends_at), endedAt: isoOrNull(row.ended_at) };
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      kind: row.kind,
      target: row.target,
      points: row.points,
      ...window,
      // A mission hidden before it opened never opens: it is over for members.
      state: row.visible ? missionStateAt(window, now) : 'ended',
      editVersion: row.edit_version,
      ...(counted.get(row.id) ?? { onTheWay: 0, done: 0 }),
      createdAt: iso(row.created_at),
      createdBy: row.created_by === null ? null : (mobiles.get(row.created_by) ?? null),
      endedBy: row.ended_by === null ? null : (mobiles.get(row.ended_by) ?? null),
      endReason: row.end_reason,
    };
  });
}

/** Every mission, latest window first; `state` as the console's address says. */
export async function listStaffMissions(
  db: Kysely<DB>,
  now: Date,
  filter: { state?: MissionState | undefined } = {},
): Promise<StaffMission[]> {
  const rows = await db.selectFrom('missions').selectAll().orderBy('ends_at', 'desc').orderBy('id', 'desc').execute();
  const all = await toStaffMissions(db, rows, now);
  return filter.state ? all.filter((mission) => mission.state === filter.state) : all;
}

export async function staffMission(db: Executor, id: number, now: Date): Promise<StaffMission> {
  const row = await db.selectFrom('missions').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  return (await toStaffMissions(db, [row], now))[0]!;
}

const sameInstant = (a: Date | string, b: Date | string) => new Date(a).getTime() === new Date(b).getTime();

/** The window must still be ahead of us at its end; the contract already checked its order. */
function checkEnd(fields: MissionFields, now: Date): void {
  if (Date.parse(fields.endsAt) <= now.getTime()) throw invalid({ endsAt: m.endInPast }, m.endInPast);
}

export async function createMission(db: Kysely<DB>, by: MissionWrite, fields: MissionFields): Promise<StaffMission> {
  checkEnd(fields, by.now);
  return db.transaction().execute(async (tx) => {
    const row = await tx
      .insertInto('missions')
      .values({
        key: `staff-${randomUUID()}`,
        title: fields.title,
        description: fields.description,
        kind: fields.kind,
        target: fields.target,
        points: fields.points,
        starts_at: fields.startsAt,
        ends_at: fields.endsAt,
        created_by: by.actor.memberId,
        created_at: by.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, { ...by, kind: 'mission.create', subject: row.id, before: null, after: auditFields(row) });
    return staffMission(tx, row.id, by.now);
  });
}

/** The row locked for a write, refused when gone, stale or ended. */
async function lockForWrite(tx: Transaction<DB>, id: number, editVersion: number, now: Date): Promise<MissionRow> {
  const row = await tx.selectFrom('missions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(m.notFound);
  if (row.edit_version !== editVersion) throw conflict(m.stale);
  const state = row.visible
    ? missionStateAt({ startsAt: iso(row.starts_at), endsAt: iso(row.ends_at), endedAt: isoOrNull(row.ended_at) }, now)
    : 'ended';
  if (state === 'ended') throw conflict(m.ended);
  return row;
}

/** What an opened mission may not change (see the rule in the contract), field by field. */
function lockedChanges(row: MissionRow, fields: MissionFields): Record<string, string> {
  const errors: Record<string, string> = {};
  if (fields.kind !== row.kind) errors.kind = m.goalLocked;
  if (fields.target !== row.target) errors.target = m.goalLocked;
  if (fields.points !== row.points) errors.points = m.rewardLocked;
  if (!sameInstant(fields.startsAt, row.starts_at)) errors.startsAt = m.startLocked;
  if (Date.parse(fields.endsAt) < new Date(row.ends_at).getTime()) errors.endsAt = m.endEarlier;
  return errors;
}

export async function updateMission(
  db: Kysely<DB>,
  by: MissionWrite,
  id: number,
  request: MissionFields & { editVersion: number },
): Promise<StaffMission> {
  const { editVersion, ...fields } = request;
  return db.transaction().execute(async (tx) => {
    const before = await lockForWrite(tx, id, editVersion, by.now);
    if (new Date(before.starts_at).getTime() <= by.now.getTime()) {
      const errors = lockedChanges(before, fields);
      const first = Object.values(errors)[0];
      if (first) throw invalid(errors, first);
    }
    checkEnd(fields, by.now);
    const after = await tx
      .updateTable('missions')
      .set({
        title: fields.title,
        description: fields.description,
        kind: fields.kind,
        target: fields.target,
        points: fields.points,
        starts_at: fields.startsAt,
        ends_at: fields.endsAt,
        edit_version: before.edit_version + 1,
        updated_at: by.now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      ...by,
      kind: 'mission.update',
      subject: id,
      before: auditFields(before),
      after: auditFields(after),
    });
    return staffMission(tx, id, by.now);
  });
}

/**
 * Ends a mission now, with the reason. An open mission's window closes at this instant: events
 * after it no longer count and members stop seeing it; grants already made stay. One that has not
 * opened yet is hidden, so it never opens (its window stays as announced, for the record).
 */
export async function endMission(
  db: Kysely<DB>,
  by: MissionWrite,
  id: number,
  request: { editVersion: number; reason: string },
): Promise<StaffMission> {
  return db.transaction().execute(async (tx) => {
    const before = await lockForWrite(tx, id, request.editVersion, by.now);
    const opened = new Date(before.starts_at).getTime() < by.now.getTime();
    const after = await tx
      .updateTable('missions')
      .set({
        ...(opened ? { ends_at: by.now } : { visible: false }),
        ended_at: by.now,
        ended_by: by.actor.memberId,
        end_reason: request.reason,
        edit_version: before.edit_version + 1,
        updated_at: by.now,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(tx, {
      ...by,
      kind: 'mission.end',
      subject: id,
      before: auditFields(before),
      after: auditFields(after),
      reason: request.reason,
    });
    return staffMission(tx, id, by.now);
  });
}

const EARNING_FILE = 'apps/api/src/domain/earning.ts';

/** The earning rules as this API applies them: the constants themselves, and where they are written. */
export function earningSettings(): EarningSettings {
  return {
    tomanPerPoint: { value: TOMAN_PER_POINT, source: `${EARNING_FILE} · TOMAN_PER_POINT` },
    surveyPoints: { value: SURVEY_POINTS, source: `${EARNING_FILE} · SURVEY_POINTS` },
    returnWindowDays: { value: RETURN_WINDOW_DAYS, source: `${EARNING_FILE} · RETURN_WINDOW_DAYS` },
  };
}
