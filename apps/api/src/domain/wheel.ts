import {
  PrizeType,
  WheelStatus,
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

/** The public wheel: the active one, otherwise the latest (shown as inactive). */
export async function currentWheel(db: Kysely<DB>, origin: string): Promise<WheelPrizesResponse> {
  const wheel = await db
    .selectFrom('wheels')
    .selectAll()
    .orderBy('is_active', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
  const prizes = await db
    .selectFrom('wheel_prizes')
    .selectAll()
    .where('wheel_id', '=', wheel.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const total = prizes.reduce((sum, p) => sum + Math.max(p.weight, 0), 0);
  return {
    wheelId: wheel.id,
    isActive: wheel.is_active,
    prizes: prizes.map((p) => ({
      id: p.id,
      title: p.title,
      ...(p.image_file ? { image: imageUrl(origin, p.image_file) } : {}),
      ...(p.color ? { color: p.color } : {}),
      chancePercent: chancePercent(p.weight, total),
    })),
  };
}

/**
 * A prize's published odds: its share of the weights the draw walks, in percent with one
 * decimal. A prize with no weight is shown as 0, never as a negative or NaN figure.
 */
export function chancePercent(weight: number, total: number): number {
  if (total <= 0 || weight <= 0) return 0;
  return Math.round((weight / total) * 1000) / 10;
}

/** Weighted draw over integer weights with the injected random source. */
export function drawPrize(prizes: Prize[], random: RandomInt): Prize | undefined {
  const total = prizes.reduce((sum, p) => sum + p.weight, 0);
  if (total <= 0) return undefined;
  let target = random(total);
  for (const prize of prizes) {
    if (target < prize.weight) return prize;
    target -= prize.weight;
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
   * `wheels.draw_version`: moved by PostgreSQL on any change to the wheel's row or to any of its
   * prizes, in the changing transaction (migrations/005_lean_write_triggers.sql).
   */
  version: string;
  prizes: Prize[];
}

/** A wheel's state for drawing, straight from the database (one query); 404 when there is none. */
export async function loadWheelDraw(db: Kysely<DB>, wheelId: number): Promise<WheelDraw> {
  const { rows } = await sql<{ is_active: boolean; version: string; prizes: Prize[] }>`
    SELECT w.is_active, w.draw_version::text AS version, coalesce((
      SELECT json_agg(p ORDER BY p.sort, p.id) FROM wheel_prizes p WHERE p.wheel_id = w.id), '[]') AS prizes
    FROM wheels w WHERE w.id = ${wheelId}`.execute(db);
  const row = rows[0];
  if (!row) throw notFound(WHEEL_TEXT.noWheel);
  return { isActive: row.is_active, version: row.version, prizes: row.prizes };
}

const DAY_MS = 86_400_000;
const STALE_ATTEMPTS = 3;
const CODE_ATTEMPTS = 5;

/**
 * One spin: one statement, also with an Idempotency-Key (`finalize`). The outcome is drawn on the
 * server from the wheel as this process last read it (cached, dropped whenever a wheel or prize
 * row changes); the statement then claims the member's Tehran day (UNIQUE (member_id, tehran_day):
 * of any number of parallel spins exactly one inserts, the rest get the limitation status) only if
 * the wheel is active and still has the draw version the draw was made from, and in the same
 * statement credits the score or issues the discount code. With a key it claims only while the
 * key's record is still this request's, and stores the answer in the record, so the spin and its
 * key's answer commit together without a transaction (and its round trips). A wheel changed
 * meanwhile claims and stores nothing: it is read afresh and drawn again. A refused spin's draw is
 * thrown away, never shown.
 */
export async function spin(
  ctx: AppContext,
  memberId: number,
  wheelId: number,
  finalize?: Finalize,
): Promise<SpinResult> {
  const now = ctx.clock.now();
  const day = tehranDay(now);
  let codeAttempts = 0;
  for (let attempt = 0; ; attempt += 1) {
    const wheel = attempt === 0 ? await cachedWheelDraw(ctx, wheelId) : await loadWheelDraw(ctx.db, wheelId);
    const drawn = drawOutcome(ctx, wheel, now);
    // What a spin that claims no day answers: known before the statement, which stores it with a key.
    const refused = wheel.isActive
      ? refusal(WheelStatus.Limitation, WHEEL_TEXT.limitation)
      : refusal(WheelStatus.Deactive, WHEEL_TEXT.deactive);
    let claim: Claim;
    try {
      const input = { memberId, wheelId, day, now, version: wheel.version, ...drawn, refused };
      claim = await claimStatement(ctx.db, input, finalize);
    } catch (error) {
      // A drawn code that some other code already is (1 in 10^12): the statement did nothing.
      if (isCodeClash(error) && (codeAttempts += 1) < CODE_ATTEMPTS) {
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
  }
}

interface Drawn {
  prize: Prize | undefined;
  won: boolean;
  score: number;
  code: DiscountCode | null;
  result: SpinResult;
}

/** Draws one outcome from `wheel` (nothing from an inactive one), as of `now`. */
function drawOutcome(ctx: AppContext, wheel: WheelDraw, now: Date): Drawn {
  const prize = wheel.isActive ? drawPrize(wheel.prizes, ctx.random) : undefined;
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

/** The wheel as this process last read it (cached until a wheel or prize row changes). */
const cachedWheelDraw = (ctx: AppContext, wheelId: number) =>
  ctx.cache.load(`wheel:draw:${wheelId}`, [Catalogue.wheel], () => loadWheelDraw(ctx.db, wheelId));

interface ClaimInput extends Drawn {
  memberId: number;
  wheelId: number;
  day: string;
  now: Date;
  version: string;
  refused: SpinResult;
}

async function claimStatement(db: Kysely<DB>, input: ClaimInput, finalize: Finalize | undefined): Promise<Claim> {
  const { memberId, wheelId, day, now, version, prize, won, score, code, result, refused } = input;
  // With a key: `held` locks the key's record while it is still this request's, the day is claimed
  // only if it is, and `stored` keeps the answer — the drawn result if the day was claimed, the
  // refusal if not, nothing if the wheel changed or is gone (the spin then draws again or is a 404).
  const { rows } = await sql<Claim>`
    WITH ${finalize ? sql`held AS (${finalize.held}),` : sql``}
    w AS (SELECT w.is_active, w.draw_version::text AS version FROM wheels w WHERE w.id = ${wheelId}),
    claim AS (
      INSERT INTO wheel_spins (member_id, wheel_id, tehran_day, prize_id, status, created_at)
      SELECT ${memberId}::int, ${wheelId}::int, ${day}::date, ${prize?.id ?? null}::int,
        ${won ? WheelStatus.Won : WheelStatus.BadLuck}::int, ${now}::timestamptz
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

const isCodeClash = (error: unknown) =>
  (error as { code?: string }).code === '23505' &&
  /discount_codes_code/.test((error as { constraint?: string }).constraint ?? '');
