import type { SpinResult } from '@clorofil/api-client/contract';
import { WheelStatus } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import { Catalogue } from '../cache/cache-hub.js';
import type { AppContext } from '../context.js';
import type { DB } from '../db/schema.js';
import type { KeyedWrite } from '../http/idempotency.js';
import { addHits, type RateColumns, type RateCounters, type RatePlan } from '../http/rate-limit.js';
import {
  cachedWheelDraw,
  claimAnswer,
  drawOutcome,
  isCodeClash,
  tehranDay,
  wheelActivity,
  type Drawn,
  type WheelDraw,
} from './wheel.js';

/** Most spins in one statement; more waiting go in the next. */
export const SPINS_PER_STATEMENT = 100;
/** Shared spin statements running at once in a process (see SpinClaims). */
const STATEMENTS_AT_ONCE = 1;

/**
 * How a spin that waited for a shared statement ends: answered (the result or a refusal; a 429 or
 * 404 rejects instead), `stale` (counted, but the wheel changed since the draw: draw again alone)
 * `alone` (the statement did nothing for it — a drawn code clashed, the wheel could not be read:
 * run it as if it had come alone, counting included) or, for a spin with an Idempotency-Key,
 * `record` (counted, but its key was not settled: the key was there already, or came twice in the
 * statement, or the wheel changed: its record decides, http/idempotency.ts).
 */
export type Claimed =
  { kind: 'answer'; result: SpinResult } | { kind: 'stale' } | { kind: 'alone' } | { kind: 'record' };

interface WaitingSpin {
  memberId: number;
  counters: RateCounters;
  keyed: KeyedWrite | undefined;
  resolve(claimed: Claimed): void;
  reject(error: unknown): void;
}

/**
 * Spins without an Idempotency-Key, claimed many in one statement (issue 14, spin p99).
 *
 * Why: on PostgreSQL a spin's one statement cost the API a socket write and a read and the
 * database a statement, a commit and the wake-ups in between — per spin. Measured with a
 * throw-away client on the bench's data (8 connections, 50 spins in flight, 2,000 members):
 * 2,292 spins/s and 165 + 610 µs of CPU (client + PostgreSQL) per spin one by one, 5,178/s and
 * 65 + 240 µs when up to 16 went together.
 *
 * How: a spin joins the statement of the next turn of the event loop (`setImmediate`), and while
 * a statement is running spins go on gathering for the next, so a burst claims in few statements
 * and a lone spin waits for nothing. One statement at a time (STATEMENTS_AT_ONCE), whatever the
 * pool's size: every statement moves the address's counter, and members behind one address (a
 * school's network, a mobile operator's shared addresses, the bench's 127.0.0.1) make a second
 * statement wait for the first's row lock anyway, holding a connection, while the spins arriving
 * meanwhile are cut into smaller statements. Bench probe of stop 44 (PostgreSQL, 50 connections,
 * 2,000 members, 3 runs each): spin p99 42–45 ms with one at a time, 50–58 ms with up to the
 * pool's 8; with a key 25–31 ms against 47–74 ms. One statement per wheel and limit, for up to
 * SPINS_PER_STATEMENT spins:
 * - each spin is drawn from the wheel as this process last read it, as a spin alone is;
 * - the counters move as if the spins had come one after another in the order they arrived:
 *   each member's counter by its number of spins, each spin getting its own hit number; the
 *   address's only by the spins whose member was within its limit; a spin claims the day only
 *   within both (SECURITY 16);
 * - the day is claimed with the same UNIQUE (member_id, tehran_day) as alone, and of one member's
 *   spins in the same statement only the first within the limits tries (the rest: no spin left
 *   today), then the score is credited or the code issued for exactly the claims made;
 * - the wheel's draw version is checked as alone: a changed wheel claims nothing and those spins
 *   are drawn again one by one (counted once, here).
 * A statement either does all of this or nothing: a drawn code that clashes (1 in 10^12 per code)
 * fails it, and each of its spins then runs alone, counting included; any other failure fails them
 * all, as each would have failed alone.
 */
export class SpinClaims {
  private readonly waiting = new Map<string, { wheelId: number; plan: RatePlan; spins: WaitingSpin[] }>();
  private running = 0;
  private scheduled = false;

  constructor(private readonly ctx: AppContext) {}

  claim(memberId: number, wheelId: number, counters: RateCounters, keyed?: KeyedWrite): Promise<Claimed> {
    const { plan } = counters;
    const key = `${wheelId}|${plan.max}|${plan.windowMs}`;
    return new Promise((resolve, reject) => {
      let group = this.waiting.get(key);
      if (!group) this.waiting.set(key, (group = { wheelId, plan, spins: [] }));
      group.spins.push({ memberId, counters, keyed, resolve, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.running >= STATEMENTS_AT_ONCE || this.waiting.size === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.send();
    });
  }

  private send(): void {
    for (const [key, group] of this.waiting) {
      if (this.running >= STATEMENTS_AT_ONCE) return;
      const spins = group.spins.splice(0, SPINS_PER_STATEMENT);
      if (group.spins.length === 0) this.waiting.delete(key);
      this.running += 1;
      void claimTogether(this.ctx, group.wheelId, spins).finally(() => {
        this.running -= 1;
        this.schedule();
      });
    }
  }
}

/** One statement for `spins` of one wheel (all with the same limit), each answered through its own promise. */
async function claimTogether(ctx: AppContext, wheelId: number, spins: WaitingSpin[]): Promise<void> {
  let wheel: WheelDraw;
  try {
    wheel = await cachedWheelDraw(ctx, wheelId);
  } catch {
    // A missing wheel answers 404 after counting, an unreachable database fails: as alone.
    for (const spin of spins) spin.resolve({ kind: 'alone' });
    return;
  }
  const now = ctx.clock.now();
  const drawn = spins.map(() => drawOutcome(ctx, wheel, now));
  let rows: ClaimRow[];
  try {
    rows = await claimStatement(ctx.db, { wheelId, wheel, now, plan: spins[0]!.counters.plan, spins, drawn });
  } catch (error) {
    if (isCodeClash(error) || isKeyClash(error) || isConflict(error))
      for (const spin of spins) spin.resolve({ kind: 'alone' });
    else for (const spin of spins) spin.reject(error);
    return;
  }
  let stale = false;
  spins.forEach((spin, i) => {
    const row = rows[i];
    try {
      if (!row) throw new Error('the spin claim answered no row');
      spin.counters.settle(row);
      if (spin.keyed && !row.key_stored) {
        // The key's record was stored only with the claim's answer; the wheel changed (the only
        // other case within the limits) or the key's record decides.
        if (row.version !== wheel.version) stale = true;
        spin.resolve({ kind: 'record' });
        return;
      }
      const answer = claimAnswer(wheel, { version: row.version, spinId: row.spin_id }, drawn[i]!.result);
      if (answer) spin.resolve({ kind: 'answer', result: answer });
      else {
        stale = true;
        spin.resolve({ kind: 'stale' });
      }
    } catch (error) {
      spin.reject(error);
    }
  });
  if (stale) ctx.cache.invalidate(Catalogue.wheel);
}

interface ClaimRow extends RateColumns {
  version: string | null;
  spin_id: number | null;
  /** A spin with an Idempotency-Key: its finished record was written in the statement. */
  key_stored: boolean;
}

interface ClaimInput {
  wheelId: number;
  wheel: WheelDraw;
  now: Date;
  plan: RatePlan;
  spins: WaitingSpin[];
  drawn: Drawn[];
}

/**
 * The spins as parallel arrays (`unnest … WITH ORDINALITY`: `ord` is the order they arrived in),
 * one row back per spin in that order. `m_hit`/`a_hit`: each spin's own hit number on its member's
 * and its address's counter, as if counted one after another (the counter's new value, less the
 * statement's hits on it, plus the spin's place among them).
 */
async function claimStatement(db: Kysely<DB>, input: ClaimInput): Promise<ClaimRow[]> {
  const { wheelId, wheel, now, plan, spins, drawn } = input;
  const windowStart = new Date(now.getTime() - plan.windowMs);
  const column = <T>(pick: (d: Drawn, i: number) => T) => drawn.map(pick);
  // What a key's record holds when its spin claimed nothing within the limits on the wheel as
  // drawn (the database's wheel is then exactly this one): no spin left today, or the wheel is off.
  const refused = JSON.stringify(claimAnswer(wheel, { version: wheel.version, spinId: null }, drawn[0]!.result));
  const { rows } = await sql<ClaimRow>`
    WITH input AS (
      SELECT * FROM unnest(
        ${spins.map((s) => s.memberId)}::int[], ${spins.map((s) => s.counters.plan.memberKey)}::text[],
        ${spins.map((s) => s.counters.plan.addressKey)}::text[], ${column((d) => d.prize?.id ?? null)}::int[],
        ${column((d) => (d.won ? WheelStatus.Won : WheelStatus.BadLuck))}::int[], ${column((d) => d.score)}::int[],
        ${column((d) => wheelActivity(d.prize))}::text[], ${column((d) => d.code?.code ?? null)}::text[],
        ${column((d) => d.code?.title ?? null)}::text[], ${column((d) => d.code?.subTitle ?? null)}::text[],
        ${column((d) => d.code?.expirationDate ?? null)}::timestamptz[],
        ${spins.map((s) => s.keyed?.key ?? null)}::text[], ${spins.map((s) => s.keyed?.fingerprint ?? null)}::text[],
        ${spins.map((s) => s.keyed?.owner ?? null)}::text[],
        ${spins.map((s, i) => (s.keyed ? JSON.stringify(drawn[i]!.result) : null))}::jsonb[])
      WITH ORDINALITY AS i(member_id, member_key, address_key, prize_id, status, score, activity, code, title,
        sub_title, expires_at, idem_key, fingerprint, owner, answer, ord)),
    member_n AS (SELECT member_key, count(*)::int AS n FROM input GROUP BY member_key),
    rate_m AS (${addHits(sql`SELECT member_key, ${now}::timestamptz, n FROM member_n`, windowStart)}),
    m_hit AS (
      SELECT i.ord, rm.hits - mn.n + row_number() OVER (PARTITION BY i.member_key ORDER BY i.ord) AS hits,
        rm.window_started_at AS since
      FROM input i JOIN member_n mn ON mn.member_key = i.member_key JOIN rate_m rm ON rm.key = i.member_key),
    address_n AS (
      SELECT i.address_key, count(*)::int AS n
      FROM input i JOIN m_hit mh ON mh.ord = i.ord AND mh.hits <= ${plan.max}::int GROUP BY i.address_key),
    rate_a AS (${addHits(sql`SELECT address_key, ${now}::timestamptz, n FROM address_n`, windowStart)}),
    a_hit AS (
      SELECT i.ord, ra.hits - an.n + row_number() OVER (PARTITION BY i.address_key ORDER BY i.ord) AS hits,
        ra.window_started_at AS since
      FROM input i JOIN m_hit mh ON mh.ord = i.ord AND mh.hits <= ${plan.max}::int
        JOIN address_n an ON an.address_key = i.address_key JOIN rate_a ra ON ra.key = i.address_key),
    w AS (SELECT w.is_active, w.draw_version::text AS version FROM wheels w WHERE w.id = ${wheelId}::int),
    taken AS (
      SELECT i.ord FROM input i
      WHERE i.idem_key IS NOT NULL AND (
        EXISTS (SELECT 1 FROM idempotency_keys k WHERE k.member_id = i.member_id AND k.key = i.idem_key)
        OR EXISTS (SELECT 1 FROM input j WHERE j.member_id = i.member_id AND j.idem_key = i.idem_key AND j.ord < i.ord))),
    passed AS (
      SELECT i.* FROM input i
        JOIN m_hit mh ON mh.ord = i.ord AND mh.hits <= ${plan.max}::int
        JOIN a_hit ah ON ah.ord = i.ord AND ah.hits <= ${plan.addressMax}::int
        JOIN w ON w.version = ${wheel.version}::text
      WHERE NOT EXISTS (SELECT 1 FROM taken t WHERE t.ord = i.ord)),
    eligible AS (
      SELECT DISTINCT ON (p.member_id) p.* FROM passed p JOIN w ON w.is_active ORDER BY p.member_id, p.ord),
    claim AS (
      INSERT INTO wheel_spins (member_id, wheel_id, tehran_day, prize_id, status, created_at)
      SELECT e.member_id, ${wheelId}::int, ${tehranDay(now)}::date, e.prize_id, e.status, ${now}::timestamptz
      FROM eligible e ORDER BY e.ord
      ON CONFLICT ON CONSTRAINT wheel_spins_one_per_day DO NOTHING
      RETURNING id, member_id),
    won AS (SELECT c.id, e.* FROM claim c JOIN eligible e ON e.member_id = c.member_id),
    credit AS (
      INSERT INTO points_ledger (member_id, amount, activity, source, source_ref, created_at)
      SELECT member_id, score, activity, 'wheel', id::text, ${now}::timestamptz FROM won WHERE score > 0
      RETURNING id),
    code AS (
      INSERT INTO discount_codes (member_id, code, title, sub_title, source, expires_at, created_at)
      SELECT member_id, code, title, sub_title, 'wheel', expires_at, ${now}::timestamptz FROM won WHERE code IS NOT NULL
      RETURNING id),
    key_won AS (
      INSERT INTO idempotency_keys (member_id, key, fingerprint, state, status_code, response, created_at, owner)
      SELECT member_id, idem_key, fingerprint, 'done', 200, answer, ${now}::timestamptz, owner
      FROM won WHERE idem_key IS NOT NULL
      RETURNING member_id, key),
    key_refused AS (
      INSERT INTO idempotency_keys (member_id, key, fingerprint, state, status_code, response, created_at, owner)
      SELECT p.member_id, p.idem_key, p.fingerprint, 'done', 200, ${refused}::jsonb, ${now}::timestamptz, p.owner
      FROM passed p WHERE p.idem_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM won WHERE won.ord = p.ord)
      ON CONFLICT (member_id, key) DO NOTHING
      RETURNING member_id, key),
    stored AS (SELECT member_id, key FROM key_won UNION ALL SELECT member_id, key FROM key_refused)
    SELECT (SELECT version FROM w) AS version, won.id AS spin_id,
      (i.idem_key IS NOT NULL AND NOT EXISTS (SELECT 1 FROM taken t WHERE t.ord = i.ord)
        AND EXISTS (SELECT 1 FROM stored s WHERE s.member_id = i.member_id AND s.key = i.idem_key)) AS key_stored,
      mh.hits::int AS rate_member_hits, mh.since AS rate_member_since,
      ah.hits::int AS rate_address_hits, ah.since AS rate_address_since
    FROM input i LEFT JOIN m_hit mh ON mh.ord = i.ord LEFT JOIN a_hit ah ON ah.ord = i.ord
      LEFT JOIN won ON won.ord = i.ord
    ORDER BY i.ord`.execute(db);
  return rows;
}

/**
 * A key that was not there when the statement began but was written, by another request with the
 * same key, before its spin's record: the claim must not commit without its record, so the
 * statement fails and each of its spins runs alone, where the key's record decides.
 */
const isKeyClash = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'idempotency_keys_pkey';

/** A deadlock with another statement, or a serialization failure: nothing was done, and alone it may pass. */
const isConflict = (error: unknown) => ['40P01', '40001'].includes((error as { code?: string }).code ?? '');
