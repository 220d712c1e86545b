import {
  PrizeType,
  WheelStatus,
  effectiveOddsBp,
  type DiscountCode,
  type SpinnableResponse,
  type SpinResult,
  type WheelPrizesResponse,
} from '@clorofil/api-client/contract';
import { tehranDayKey } from '@clorofil/rules';
import { sql, type Kysely, type Selectable } from 'kysely';
import { Catalogue } from '../cache/cache-hub.js';
import type { AppContext, RandomInt } from '../context.js';
import type { DB, WheelPrizesTable } from '../db/schema.js';
import { notFound } from './errors.js';
import type { Finalize } from './finalize.js';
import { generateCode } from './discount-codes.js';
import { imageUrl } from './rewards.js';

const MINUTE_MS = 60_000;
let lastDay = { minute: Number.NaN, key: '' };

/**
 * tehranDayKey, remembered for the minute: formatting a date in a time zone costs ~20 µs, and a
 * day in any zone begins on a whole minute, so every instant of one UTC minute has one day key.
 */
export function tehranDay(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastDay.minute) lastDay = { minute, key: tehranDayKey(now) };
  return lastDay.key;
}

export const WHEEL_TEXT = {
  limitation: 'امروز دیگر فرصت چرخاندن گردونه را ندارید؛ فردا دوباره سر بزنید.',
  deactive: 'گردونه در حال حاضر غیرفعال است؛ لطفاً بعداً دوباره تلاش کنید.',
  noWheel: 'گردونه‌ای برای نمایش پیدا نشد.',
};

export type Prize = Selectable<WheelPrizesTable>;

/**
 * The public wheel: the active one, otherwise the latest (shown as inactive), with the prizes of
 * its table in effect at `at` and the odds the draw uses that Tehran day (a prize whose daily
 * budget is spent shows 0, its share on the fallback).
 */
export async function currentWheel(db: Kysely<DB>, origin: string, at: Date): Promise<WheelPrizesResponse> {
  const wheel = await db
    .selectFrom('wheels')
    .select('id')
    .orderBy('is_active', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
  const draw = await loadWheelDraw(db, wheel.id, at);
  const weights = effectiveWeights(draw);
  const total = weights.reduce((sum, weight) => sum + Math.max(weight, 0), 0);
  return {
    wheelId: wheel.id,
    isActive: draw.isActive,
    prizes: draw.prizes.map((p, index) => ({
      id: p.id,
      title: p.title,
      ...(p.image_file ? { image: imageUrl(origin, p.image_file) } : {}),
      ...(p.color ? { color: p.color } : {}),
      chancePercent: chancePercent(weights[index] ?? 0, total),
    })),
  };
}

/** The weights the draw walks: a spent prize's weight moved, whole, to the table's fallback. */
export function effectiveWeights(draw: Pick<WheelDraw, 'prizes' | 'spent'>): number[] {
  const spent = new Set(draw.prizes.flatMap((p, index) => (draw.spent.includes(p.id) ? [index] : [])));
  return effectiveOddsBp(
    draw.prizes.map((p) => ({ oddsBp: p.weight, fallback: p.is_fallback })),
    spent,
  );
}

/**
 * A prize's published odds: its share of the weights the draw walks, in percent with two
 * decimals (a table's odds are basis points, so a valid table's figures are exact). A prize with
 * no weight is shown as 0, never as a negative or NaN figure.
 */
export function chancePercent(weight: number, total: number): number {
  if (total <= 0 || weight <= 0) return 0;
  return Math.round((weight / total) * 10_000) / 100;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * Weighted draw over integer weights with the injected random source. The weights are divided by
 * their greatest common divisor first: the same odds, drawn from the smallest exact range (a table
 * of whole percents draws from 100, not from its 10,000 basis points).
 */
export function drawPrize(prizes: Prize[], random: RandomInt): Prize | undefined {
  const divisor = prizes.reduce((d, p) => (p.weight > 0 ? gcd(p.weight, d) : d), 0);
  if (divisor <= 0) return undefined;
  const total = prizes.reduce((sum, p) => sum + Math.max(p.weight, 0) / divisor, 0);
  let target = random(total);
  for (const prize of prizes) {
    const weight = Math.max(prize.weight, 0) / divisor;
    if (target < weight) return prize;
    target -= weight;
  }
  return undefined;
}

export async function spinnable(ctx: AppContext, memberId: number, wheelId: number): Promise<SpinnableResponse> {
  const wheel = await ctx.db.selectFrom('wheels').select('is_active').where('id', '=', wheelId).executeTakeFirst();
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
  if (!wheel.is_active) return { spinnable: false, status: WheelStatus.Deactive };
  const today = tehranDay(ctx.clock.now());
  const spun = await ctx.db
    .selectFrom('wheel_spins')
    .select('id')
    .where('member_id', '=', memberId)
    .where('tehran_day', '=', today)
    .executeTakeFirst();
  return spun ? { spinnable: false, status: WheelStatus.Limitation } : { spinnable: true };
}

const refusal = (status: -10 | -20, summary: string): SpinResult => ({
  prize: null,
  prizeId: null,
  status,
  prizeType: PrizeType.None,
  prizeSummary: summary,
  score: 0,
  discountCode: null,
});

/** What a draw needs of one wheel, and the version of exactly that. */
export interface WheelDraw {
  isActive: boolean;
  /**
   * `wheels.draw_version`: moved by PostgreSQL on any change to the wheel's row, to any of its
   * prizes or to which of its tables are in effect, in the changing transaction (migrations 005
   * and 010_wheel_tables.sql).
   */
  version: string;
  /** The table in effect at the instant the draw was loaded for; null when none is. */
  tableId: number | null;
  prizes: Prize[];
  /** The table's prizes whose daily budget was spent that Tehran day, when the draw was read. */
  spent: number[];
}

/**
 * A wheel's state for drawing at `at`, straight from the database (one query): the table in effect
 * then (the scheduled or published one with the latest `effective_from` at or before it), its
 * prizes and those spent on that Tehran day; 404 when there is no such wheel.
 */
export async function loadWheelDraw(db: Kysely<DB>, wheelId: number, at: Date): Promise<WheelDraw> {
  const { rows } = await sql<{
    is_active: boolean;
    version: string;
    table_id: number | null;
    prizes: Prize[];
    spent: number[];
  }>`
    SELECT w.is_active, w.draw_version::text AS version, t.id AS table_id, coalesce((
      SELECT json_agg(p ORDER BY p.sort, p.id) FROM wheel_prizes p WHERE p.table_id = t.id), '[]') AS prizes,
      coalesce((
      SELECT json_agg(d.prize_id) FROM wheel_prize_days d JOIN wheel_prizes p ON p.id = d.prize_id
      WHERE p.table_id = t.id AND d.tehran_day = ${tehranDay(at)}::date AND d.paid >= d.budget), '[]') AS spent
    FROM wheels w LEFT JOIN LATERAL (
      SELECT id FROM wheel_tables
      WHERE wheel_id = w.id AND status IN ('scheduled', 'published') AND effective_from <= ${at}::timestamptz
      ORDER BY effective_from DESC, version DESC LIMIT 1) t ON true
    WHERE w.id = ${wheelId}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(WHEEL_TEXT.noWheel);
  return { isActive: row.is_active, version: row.version, tableId: row.table_id, prizes: row.prizes, spent: row.spent };
}

const DAY_MS = 86_400_000;
const STALE_ATTEMPTS = 3;
const CODE_ATTEMPTS = 5;

/**
 * One spin: one statement, also with an Idempotency-Key (`finalize`). The outcome is drawn on the
 * server from the wheel's table in effect at the spin's instant, as this process last read it
 * (cached per Tehran day, dropped whenever a wheel, prize or table row changes); the statement then
 * claims the member's Tehran day (UNIQUE (member_id, tehran_day): of any number of parallel spins
 * exactly one inserts, the rest get the limitation status) only if the wheel is active and still
 * has the draw version the draw was made from, and in the same statement credits the score or
 * issues the discount code and, for a prize with a daily budget, counts the payout. With a key it
 * claims only while the key's record is still this request's, and stores the answer in the record,
 * so the spin and its key's answer commit together without a transaction (and its round trips). A
 * wheel changed meanwhile claims and stores nothing: it is read afresh and drawn again. A prize
 * whose budget the statement finds spent (another spin paid its last one) undoes the statement,
 * and the same draw pays the table's fallback instead: a spent prize's odds go to the fallback,
 * exactly. A refused spin's draw is thrown away, never shown.
 */
export async function spin(
  ctx: AppContext,
  memberId: number,
  wheelId: number,
  finalize?: Finalize,
  address: string | null = null,
): Promise<SpinResult> {
  const now = ctx.clock.now();
  const day = tehranDay(now);
  let codeAttempts = 0;
  let wheel = await cachedWheelDraw(ctx, wheelId, now);
  let picked = pick(ctx, wheel);
  for (let attempt = 0; ; attempt += 1) {
    const drawn = drawOutcome(ctx, picked, now);
    // What a spin that claims no day answers: known before the statement, which stores it with a key.
    const refused = wheel.isActive
      ? refusal(WheelStatus.Limitation, WHEEL_TEXT.limitation)
      : refusal(WheelStatus.Deactive, WHEEL_TEXT.deactive);
    let claim: Claim;
    try {
      const input = { memberId, wheelId, day, now, version: wheel.version, ...drawn, refused, address };
      claim = await claimStatement(ctx.db, input, finalize);
    } catch (error) {
      // A drawn code that some other code already is (1 in 10^12): the statement did nothing.
      if (isCodeClash(error) && (codeAttempts += 1) < CODE_ATTEMPTS) {
        picked = pick(ctx, wheel);
        attempt -= 1;
        continue;
      }
      // The drawn prize's budget ran out under this spin: the statement did nothing, and the
      // draw lands on the fallback, as the odds say once a prize is spent.
      if (isBudgetSpent(error) && picked !== undefined && !picked.is_fallback) {
        wheel = { ...wheel, spent: [...wheel.spent, picked.id] };
        picked = withSpent(wheel, picked);
        attempt -= 1;
        continue;
      }
      throw error;
    }
    if (claim.version === null) throw notFound(WHEEL_TEXT.noWheel);
    if (claim.version === wheel.version) {
      if (finalize && !claim.held) throw finalize.takenOver();
      return claim.spinId === null ? refused : drawn.result;
    }
    // Another process (or an editor) changed the wheel after this one read it: read it afresh.
    ctx.cache.invalidate(Catalogue.wheel);
    if (attempt + 1 >= STALE_ATTEMPTS) throw new Error('the wheel kept changing under the spin');
    wheel = await loadWheelDraw(ctx.db, wheelId, now);
    picked = pick(ctx, wheel);
  }
}

/** The prize one draw lands on: nothing from an inactive wheel; a spent prize pays the fallback. */
function pick(ctx: AppContext, wheel: WheelDraw): Prize | undefined {
  if (!wheel.isActive) return undefined;
  return withSpent(wheel, drawPrize(wheel.prizes, ctx.random));
}

/**
 * Drawing over a table's own odds and paying a spent prize's landings to the fallback is the draw
 * over the odds with the spent prizes' shares moved to the fallback (`effectiveWeights`).
 */
function withSpent(wheel: WheelDraw, prize: Prize | undefined): Prize | undefined {
  if (prize === undefined || !wheel.spent.includes(prize.id)) return prize;
  return wheel.prizes.find((p) => p.is_fallback) ?? prize;
}

interface Drawn {
  prize: Prize | undefined;
  won: boolean;
  score: number;
  code: DiscountCode | null;
  result: SpinResult;
}

/** The outcome of landing on `prize` (nothing: an inactive wheel), as of `now`. */
function drawOutcome(ctx: AppContext, prize: Prize | undefined, now: Date): Drawn {
  const won = prize !== undefined && prize.prize_type !== PrizeType.None;
  const score = prize && prize.prize_type === PrizeType.Score && prize.score > 0 ? prize.score : 0;
  const expires =
    prize?.discount_valid_days === null || prize?.discount_valid_days === undefined
      ? null
      : new Date(now.getTime() + prize.discount_valid_days * DAY_MS);
  const code: DiscountCode | null =
    prize && prize.prize_type === PrizeType.DiscountCode
      ? {
          code: generateCode(ctx.random),
          title: `کد تخفیف گردونه شانس: ${prize.title}`,
          subTitle: prize.summary,
          expirationDate: expires ? expires.toISOString() : null,
          isExpired: expires !== null && expires.getTime() <= now.getTime(),
          source: 'wheel',
        }
      : null;
  const result: SpinResult = {
    prize: prize?.title ?? null,
    prizeId: prize?.id ?? null,
    status: won ? WheelStatus.Won : WheelStatus.BadLuck,
    prizeType: (prize?.prize_type ?? PrizeType.None) as SpinResult['prizeType'],
    prizeSummary: prize?.summary ?? WHEEL_TEXT.limitation,
    score,
    discountCode: code,
  };
  return { prize, won, score, code, result };
}

interface Claim {
  /** The wheel's draw version the statement saw; null when the wheel no longer exists. */
  version: string | null;
  spinId: number | null;
  /** With a key: whether its record was still this request's. */
  held: boolean;
}

/**
 * The wheel as this process last read it for the Tehran day of `at`: a scheduled table takes
 * effect at a Tehran midnight without any write, so a new day is a new entry; within a day the
 * table in effect changes only by a write (publishing at once, a rollback), which moves the draw
 * version and notifies, as does the payout that spends a budget.
 */
export const cachedWheelDraw = (ctx: AppContext, wheelId: number, at: Date) =>
  ctx.cache.load(`wheel:draw:${wheelId}:${tehranDay(at)}`, [Catalogue.wheel], () => loadWheelDraw(ctx.db, wheelId, at));

interface ClaimInput extends Drawn {
  memberId: number;
  wheelId: number;
  day: string;
  now: Date;
  version: string;
  refused: SpinResult;
  /** The client address the spin came from (the fraud signals count members per address). */
  address: string | null;
}

async function claimStatement(db: Kysely<DB>, input: ClaimInput, finalize: Finalize | undefined): Promise<Claim> {
  const { memberId, wheelId, day, now, version, prize, won, score, code, result, refused, address } = input;
  // With a key: `held` locks the key's record while it is still this request's, the day is claimed
  // only if it is, and `stored` keeps the answer — the drawn result if the day was claimed, the
  // refusal if not, nothing if the wheel changed or is gone (the spin then draws again or is a 404).
  const { rows } = await sql<Claim>`
    WITH ${finalize ? sql`held AS (${finalize.held}),` : sql``}
    w AS (SELECT w.is_active, w.draw_version::text AS version FROM wheels w WHERE w.id = ${wheelId}),
    claim AS (
      INSERT INTO wheel_spins (member_id, wheel_id, tehran_day, prize_id, status, created_at, address)
      SELECT ${memberId}::int, ${wheelId}::int, ${day}::date, ${prize?.id ?? null}::int,
        ${won ? WheelStatus.Won : WheelStatus.BadLuck}::int, ${now}::timestamptz, ${address}::text
      FROM w WHERE w.is_active AND w.version = ${version}::text ${finalize ? sql`AND EXISTS (SELECT 1 FROM held)` : sql``}
      ON CONFLICT ON CONSTRAINT wheel_spins_one_per_day DO NOTHING
      RETURNING id),
    credit AS (
      INSERT INTO points_ledger (member_id, amount, activity, source, source_ref, created_at)
      SELECT ${memberId}::int, ${score}::int, ${`گردونه شانس: ${prize?.title ?? ''}`}::text, 'wheel', claim.id::text,
        ${now}::timestamptz
      FROM claim WHERE ${score}::int > 0
      RETURNING id),
    code AS (
      INSERT INTO discount_codes (member_id, code, title, sub_title, source, expires_at, created_at)
      SELECT ${memberId}::int, ${code?.code ?? null}::text, ${code?.title ?? null}::text,
        ${code?.subTitle ?? null}::text, 'wheel', ${code?.expirationDate ?? null}::timestamptz, ${now}::timestamptz
      FROM claim WHERE ${code !== null}::boolean
      RETURNING id)${
        prize?.daily_budget
          ? sql`,
    budget AS (
      INSERT INTO wheel_prize_days (prize_id, tehran_day, paid, budget)
      SELECT ${prize.id}::int, ${day}::date, 1, ${prize.daily_budget}::int FROM claim
      ON CONFLICT (prize_id, tehran_day) DO UPDATE SET paid = wheel_prize_days.paid + 1
      RETURNING paid)`
          : sql``
      }${
        finalize
          ? sql`,
    stored AS (${finalize.store(sql`CASE
      WHEN EXISTS (SELECT 1 FROM claim) THEN ${JSON.stringify(result)}::text
      WHEN EXISTS (SELECT 1 FROM w WHERE w.version = ${version}::text) THEN ${JSON.stringify(refused)}::text END`)})`
          : sql``
      }
    SELECT w.version, (SELECT id FROM claim) AS "spinId", ${finalize ? sql`EXISTS (SELECT 1 FROM held)` : sql`false`} AS held
    FROM (SELECT 1) AS one LEFT JOIN w ON true`.execute(db);
  return { version: rows[0]?.version ?? null, spinId: rows[0]?.spinId ?? null, held: rows[0]?.held === true };
}

const isBudgetSpent = (error: unknown) =>
  (error as { code?: string }).code === '23514' &&
  (error as { constraint?: string }).constraint === 'wheel_prize_days_within_budget';

const isCodeClash = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  /discount_codes_code/.test((error as { constraint?: string }).constraint ?? '');
