import type { Mission, PublicMission } from '@clorofil/api-client/contract';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { DB, MissionKind, MissionsTable } from '../db/schema.js';
import { persianNumber } from './format.js';
import { postLedger } from './ledger.js';
import { notify } from './notifications.js';

type Executor = Kysely<DB> | Transaction<DB>;
type MissionRow = Pick<MissionsTable, 'kind' | 'target'> & { id: number; starts_at: Date; ends_at: Date };

/**
 * How far a member is with one mission, from the shop's records: items of orders delivered inside
 * the window (a return inside the order's window takes them off again), or surveys completed
 * inside it. Never above the target.
 */
async function progressOf(db: Executor, memberId: number, mission: MissionRow): Promise<number> {
  const base = db.selectFrom('shop_orders').where('member_id', '=', memberId);
  const row =
    mission.kind === 'items'
      ? await base
          .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('item_count'), eb.lit(0)).as('done'))
          .where('status', '!=', 'cancelled')
          .where('delivered_at', '>=', mission.starts_at)
          .where('delivered_at', '<', mission.ends_at)
          .executeTakeFirst()
      : await base
          .select((eb) => eb.fn.countAll<number | string>().as('done'))
          .where('survey_completed_at', '>=', mission.starts_at)
          .where('survey_completed_at', '<', mission.ends_at)
          .executeTakeFirst();
  return Math.min(Number(row?.done ?? 0), mission.target);
}

/**
 * Judges the member's open missions of `kind` whose window holds `at` (when the counted thing
 * happened) and grants each one reached, once. Call it inside the shop event's transaction after
 * the event's own write. The member row is locked first (NO KEY UPDATE, so it never deadlocks
 * with the order insert's foreign-key lock): two events of one member are judged one after the
 * other, and the second one's count — a new statement, hence a new snapshot under READ COMMITTED —
 * sees the first one's committed order. The grant's primary key and the ledger's unique
 * reference are the backstops should a caller ever skip the lock.
 */
export async function judgeMissions(
  trx: Transaction<DB>,
  memberId: number,
  kind: MissionKind,
  at: Date,
  now: Date,
): Promise<number> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forNoKeyUpdate().execute();
  const open = await trx
    .selectFrom('missions')
    .leftJoin('mission_grants', (join) =>
      join.onRef('mission_grants.mission_id', '=', 'missions.id').on('mission_grants.member_id', '=', memberId),
    )
    .select(['missions.id', 'missions.title', 'missions.points', 'missions.kind', 'missions.target'])
    .select(['missions.starts_at', 'missions.ends_at'])
    .where('missions.kind', '=', kind)
    .where('missions.visible', '=', true)
    .where('missions.starts_at', '<=', at)
    .where('missions.ends_at', '>', at)
    .where('mission_grants.mission_id', 'is', null)
    .orderBy('missions.id')
    .execute();
  let granted = 0;
  for (const mission of open) {
    const row = { ...mission, starts_at: new Date(mission.starts_at), ends_at: new Date(mission.ends_at) };
    if ((await progressOf(trx, memberId, row)) < mission.target) continue;
    const ledgerId = await postLedger(trx, {
      memberId,
      amount: mission.points,
      activity: `مأموریت «${mission.title}»`,
      source: 'mission',
      sourceRef: `${mission.id}:${memberId}`,
      at: now,
    });
    await trx
      .insertInto('mission_grants')
      .values({ mission_id: mission.id, member_id: memberId, ledger_id: ledgerId, granted_at: now })
      .execute();
    await notify(
      trx,
      memberId,
      'reward',
      `مأموریت «${mission.title}» انجام شد و ${persianNumber(mission.points)} کلروفیل به حساب شما اضافه شد.`,
      now,
    );
    granted += mission.points;
  }
  return granted;
}

const MISSION_COLUMNS = [
  'missions.id',
  'missions.title',
  'missions.description',
  'missions.points',
  'missions.kind',
  'missions.target',
  'missions.starts_at',
  'missions.ends_at',
] as const;

/** The visible missions whose window is open at `now`, ending soonest first. */
function openMissions(db: Kysely<DB>, now: Date) {
  return db
    .selectFrom('missions')
    .where('missions.visible', '=', true)
    .where('missions.starts_at', '<=', now)
    .where('missions.ends_at', '>', now)
    .orderBy('missions.ends_at')
    .orderBy('missions.id');
}

type MissionFields = Pick<
  Selectable<MissionsTable>,
  'id' | 'title' | 'description' | 'points' | 'kind' | 'target' | 'starts_at' | 'ends_at'
>;

const asPublicMission = (row: MissionFields): PublicMission => ({
  id: row.id,
  title: row.title,
  description: row.description,
  points: row.points,
  kind: row.kind,
  target: row.target,
  startsAt: new Date(row.starts_at).toISOString(),
  endsAt: new Date(row.ends_at).toISOString(),
});

/** The missions whose window is open at `now`, ending soonest first, as anyone sees them. */
export async function listPublicMissions(db: Kysely<DB>, now: Date): Promise<PublicMission[]> {
  const rows = await openMissions(db, now).select(MISSION_COLUMNS).execute();
  return rows.map(asPublicMission);
}

/** The missions whose window is open at `now`, ending soonest first, with the member's progress. */
export async function listMissions(db: Kysely<DB>, memberId: number, now: Date): Promise<Mission[]> {
  const rows = await openMissions(db, now)
    .leftJoin('mission_grants', (join) =>
      join.onRef('mission_grants.mission_id', '=', 'missions.id').on('mission_grants.member_id', '=', memberId),
    )
    .select([...MISSION_COLUMNS, 'mission_grants.granted_at'])
    .execute();
  return Promise.all(
    rows.map(async (row) => {
      const window = { ...row, starts_at: new Date(row.starts_at), ends_at: new Date(row.ends_at) };
      return {
        ...asPublicMission(row),
        progress: row.granted_at ? row.target : await progressOf(db, memberId, window),
        completedAt: row.granted_at ? new Date(row.granted_at).toISOString() : null,
      };
    }),
  );
}
