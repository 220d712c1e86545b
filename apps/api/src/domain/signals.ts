import { SIGNAL_DAYS, SIGNAL_THRESHOLDS as T, type FraudSignals } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import type { SignInSignals } from './sign-in-signals.js';

const DAY_MS = 86_400_000;
/** Rows a list returns at most: a screen to read, not an export. */
const LIST_LIMIT = 100;

interface MemberRow {
  member_id: number;
  mobile: string;
  name: string;
}
const member = (row: MemberRow) => ({ memberId: row.member_id, mobile: row.mobile, name: row.name.trim() });
const count = (value: string | number | null) => Number(value ?? 0);

/**
 * Three lists for staff with the `reports` permission, each summed in the database so only the
 * flagged rows come back: members with many counted writes, addresses many members spun from, and
 * members whose points in the window far exceed their usual.
 */
export async function fraudSignals(
  db: Kysely<DB>,
  now: Date,
  days: number = SIGNAL_DAYS.default,
  identity?: SignInSignals,
): Promise<FraudSignals> {
  const from = new Date(now.getTime() - days * DAY_MS);
  const baselineFrom = new Date(from.getTime() - T.burst.baselineDays * DAY_MS);
  // A member's writes are counted under `endpoint|member:id`, an address's under `endpoint|ip:…`.
  const requests = sql<MemberRow & { hits: number; endpoints: string }>`
    WITH c AS (
      SELECT split_part(key, '|member:', 1) AS endpoint, split_part(key, '|member:', 2)::int AS member_id, hits
        FROM rate_limit_hits
       WHERE key ~ '\\|member:[0-9]{1,9}$' AND window_started_at >= ${from} AND window_started_at <= ${now}
         AND hits >= ${T.requests.min})
    SELECT m.id AS member_id, m.mobile, m.first_name || ' ' || m.last_name AS name,
           max(c.hits) AS hits, count(DISTINCT c.endpoint) AS endpoints
      FROM c JOIN members m ON m.id = c.member_id
     GROUP BY m.id
     ORDER BY hits DESC, m.id
     LIMIT ${LIST_LIMIT}`.execute(db);
  const shared = sql<MemberRow & { address: string; members: string; spins: string }>`
    WITH s AS (
      SELECT address, member_id FROM wheel_spins
       WHERE address IS NOT NULL AND created_at >= ${from} AND created_at <= ${now}),
    a AS (
      SELECT address, count(DISTINCT member_id) AS members FROM s
       GROUP BY address HAVING count(DISTINCT member_id) >= ${T.sharedAddress.min}
       ORDER BY members DESC, address
       LIMIT ${LIST_LIMIT})
    SELECT a.address, a.members, m.id AS member_id, m.mobile, m.first_name || ' ' || m.last_name AS name,
           count(*) AS spins
      FROM a JOIN s ON s.address = a.address JOIN members m ON m.id = s.member_id
     GROUP BY a.address, a.members, m.id
     ORDER BY a.members DESC, a.address, m.id
     LIMIT ${LIST_LIMIT * 5}`.execute(db);
  // The usual is the baseline's earnings scaled to a window as long; below the floor it counts as
  // the floor, so a new or quiet member's first few points are not a burst.
  const bursts = sql<MemberRow & { earned: string; usual: string; ratio: string }>`
    WITH w AS (
      SELECT member_id,
             coalesce(sum(amount) FILTER (WHERE created_at >= ${from}), 0) AS earned,
             coalesce(sum(amount) FILTER (WHERE created_at < ${from}), 0) * ${days}::numeric
               / ${T.burst.baselineDays}::numeric AS usual
        FROM points_ledger
       WHERE amount > 0 AND created_at >= ${baselineFrom} AND created_at <= ${now}
       GROUP BY member_id)
    SELECT m.id AS member_id, m.mobile, m.first_name || ' ' || m.last_name AS name, w.earned,
           round(w.usual, 1) AS usual, round(w.earned / greatest(w.usual, ${T.burst.floor}::numeric), 1) AS ratio
      FROM w JOIN members m ON m.id = w.member_id
     WHERE w.earned > ${T.burst.factor}::numeric * greatest(w.usual, ${T.burst.floor}::numeric)
     ORDER BY w.earned / greatest(w.usual, ${T.burst.floor}::numeric) DESC, m.id
     LIMIT ${LIST_LIMIT}`.execute(db);
  const [a, b, c, signIns] = await Promise.all([requests, shared, bursts, signInList(db, now, identity)]);
  return {
    days,
    from: from.toISOString(),
    to: now.toISOString(),
    requests: a.rows.map((row) => ({ ...member(row), hits: count(row.hits), endpoints: count(row.endpoints) })),
    signIns,
    sharedAddresses: b.rows.map((row) => ({
      ...member(row),
      address: row.address,
      members: count(row.members),
      spins: count(row.spins),
    })),
    bursts: c.rows.map((row) => ({
      ...member(row),
      earned: count(row.earned),
      usual: count(row.usual),
      ratio: count(row.ratio),
    })),
  };
}

/**
 * The identity provider's mobiles over the sign-in thresholds in the last 24 hours, each with the
 * member it belongs to (none for a mobile that never finished signing in). `null` when the
 * provider is not configured or does not answer: the other lists still stand.
 */
async function signInList(
  db: Kysely<DB>,
  now: Date,
  identity: SignInSignals | undefined,
): Promise<FraudSignals['signIns']> {
  if (!identity) return null;
  let counts;
  try {
    counts = await identity.over({
      since: new Date(now.getTime() - T.signIns.hours * 3_600_000),
      minCodes: T.signIns.codes,
      minWrong: T.signIns.wrong,
    });
  } catch {
    return null;
  }
  const members =
    counts.length === 0
      ? []
      : await db
          .selectFrom('members')
          .select(['id', 'mobile', sql<string>`first_name || ' ' || last_name`.as('name')])
          .where(
            'mobile',
            'in',
            counts.map((row) => row.mobile),
          )
          .execute();
  const byMobile = new Map(members.map((row) => [row.mobile, row]));
  return counts.map((row) => {
    const found = byMobile.get(row.mobile);
    return {
      memberId: found?.id ?? null,
      mobile: row.mobile,
      name: found?.name.trim() ?? '',
      codes: row.codes,
      wrongCodes: row.wrongCodes,
      addresses: row.addresses,
    };
  });
}
