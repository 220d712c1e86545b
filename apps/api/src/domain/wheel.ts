import {
  PrizeType,
  WheelStatus,
  type SpinnableResponse,
  type SpinResult,
  type WheelPrizesResponse,
} from '@clorofil/api-client/contract';
import { tehranDayKey } from '@clorofil/ui-rtl/validation';
import type { Kysely, Selectable } from 'kysely';
import type { AppContext, RandomInt } from '../context.js';
import type { DB, WheelPrizesTable } from '../db/schema.js';
import { notFound } from '../http/errors.js';
import type { Finalize } from '../http/idempotency.js';
import { issueDiscountCode, toDiscountCode } from './discount-codes.js';
import { postLedger } from './ledger.js';
import { imageUrl } from './rewards.js';

export const WHEEL_TEXT = {
  limitation: 'امروز دیگر فرصت چرخاندن گردونه را ندارید؛ فردا دوباره سر بزنید.',
  deactive: 'گردونه در حال حاضر غیرفعال است؛ لطفاً بعداً دوباره تلاش کنید.',
  noWheel: 'گردونه‌ای برای نمایش پیدا نشد.',
};

type Prize = Selectable<WheelPrizesTable>;

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
  const today = tehranDayKey(ctx.clock.now());
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

/**
 * One spin. The outcome is drawn on the server; the row in wheel_spins claims the member's Tehran
 * day (UNIQUE (member_id, tehran_day)), so of any number of parallel spins exactly one inserts and
 * the rest get the limitation status. The prize is credited or issued in the same transaction.
 */
export async function spin(
  ctx: AppContext,
  memberId: number,
  wheelId: number,
  finalize?: Finalize,
): Promise<SpinResult> {
  const now = ctx.clock.now();
  // The wheel and its prizes in one round trip (a wheel without prizes is one row of NULLs).
  const rows = await ctx.db
    .selectFrom('wheels')
    .leftJoin('wheel_prizes', 'wheel_prizes.wheel_id', 'wheels.id')
    .selectAll('wheel_prizes')
    .select('wheels.is_active as wheel_is_active')
    .where('wheels.id', '=', wheelId)
    .orderBy('wheel_prizes.sort')
    .orderBy('wheel_prizes.id')
    .execute();
  const wheel = rows[0] ? { is_active: rows[0].wheel_is_active } : undefined;
  if (!wheel) throw notFound(WHEEL_TEXT.noWheel);
  const prizes = rows.flatMap(({ wheel_is_active: _, ...prize }) => (prize.id === null ? [] : [prize as Prize]));

  return ctx.db.transaction().execute(async (trx) => {
    const done = async (result: SpinResult) => {
      await finalize?.(trx, result);
      return result;
    };
    if (!wheel.is_active) return done(refusal(WheelStatus.Deactive, WHEEL_TEXT.deactive));
    // Claim the day first, so only a spin that really happens draws an outcome.
    const claimed = await trx
      .insertInto('wheel_spins')
      .values({
        member_id: memberId,
        wheel_id: wheelId,
        tehran_day: tehranDayKey(now),
        status: WheelStatus.BadLuck,
        created_at: now,
      })
      .onConflict((oc) => oc.constraint('wheel_spins_one_per_day').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return done(refusal(WheelStatus.Limitation, WHEEL_TEXT.limitation));
    const prize = drawPrize(prizes, ctx.random);
    const won = prize !== undefined && prize.prize_type !== PrizeType.None;
    await trx
      .updateTable('wheel_spins')
      .set({ prize_id: prize?.id ?? null, status: won ? WheelStatus.Won : WheelStatus.BadLuck })
      .where('id', '=', claimed.id)
      .execute();

    let score = 0;
    let code = null;
    if (prize && prize.prize_type === PrizeType.Score && prize.score > 0) {
      score = prize.score;
      await postLedger(trx, {
        memberId,
        amount: score,
        activity: `گردونه شانس: ${prize.title}`,
        source: 'wheel',
        sourceRef: String(claimed.id),
        at: now,
      });
    }
    if (prize && prize.prize_type === PrizeType.DiscountCode) {
      code = await issueDiscountCode(trx, ctx.random, {
        memberId,
        title: `کد تخفیف گردونه شانس: ${prize.title}`,
        subTitle: prize.summary,
        source: 'wheel',
        validDays: prize.discount_valid_days,
        at: now,
      });
    }
    return done({
      prize: prize?.title ?? null,
      prizeId: prize?.id ?? null,
      status: won ? WheelStatus.Won : WheelStatus.BadLuck,
      prizeType: (prize?.prize_type ?? PrizeType.None) as SpinResult['prizeType'],
      prizeSummary: prize?.summary ?? WHEEL_TEXT.limitation,
      score,
      discountCode: code ? toDiscountCode(code, now) : null,
    });
  });
}
