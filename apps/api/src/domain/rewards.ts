import {
  UserTypeStatus,
  type BuyRewardResponse,
  type PublicReward,
  type Reward,
  type RewardCategory,
} from '@clorofil/api-client/contract';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { AppContext } from '../context.js';
import type { DB, RewardsTable } from '../db/schema.js';
import { DomainError, notFound } from './errors.js';
import type { Finalize } from './finalize.js';
import { issueDiscountCode, issuePoolCode, toDiscountCode } from './discount-codes.js';
import { persianDateTime, persianNumber } from './format.js';
import { lockBalance, postLedger } from './ledger.js';

export const imageUrl = (origin: string, file: string) => `${origin}/api/images/${encodeURIComponent(file)}`;

function toReward(row: Selectable<RewardsTable>, received: number, origin: string): Reward {
  return {
    id: row.id,
    title: row.title,
    image: imageUrl(origin, row.image_file),
    subTitle: row.sub_title,
    type: row.type_label,
    category: row.category as RewardCategory,
    isDiscountCode: isCodeReward(row),
    validityDate: row.validity_date ? new Date(row.validity_date).toISOString() : null,
    score: row.score,
    // Sanitised when written (seed, editors' endpoint); served as stored.
    description: row.description_html,
    recivedCount: received,
    validCount: row.valid_count,
    isUsed: received >= row.valid_count,
    inStock: row.stock === null || row.stock > 0,
  };
}

export type RewardRow = Selectable<RewardsTable>;

const isCodeReward = (row: Pick<RewardRow, 'code_source' | 'discount_percent' | 'discount_amount_toman'>) =>
  row.code_source !== null || row.discount_percent !== null || row.discount_amount_toman !== null;

/** The approved type of a member ('student' | 'teacher'), or null: what eligibility is checked against. */
export type MemberKind = 'student' | 'teacher' | null;

export async function memberKind(
  db: Kysely<DB> | Transaction<DB>,
  member: { user_type_id: number | null; user_type_status: number },
): Promise<MemberKind> {
  if (member.user_type_id === null || member.user_type_status !== UserTypeStatus.Accepted) return null;
  const type = await db
    .selectFrom('user_types')
    .select('value')
    .where('id', '=', member.user_type_id)
    .executeTakeFirst();
  return (type?.value as MemberKind | undefined) ?? null;
}

const opensFor = (row: RewardRow, kind: MemberKind, now: Date) =>
  (row.available_from === null || new Date(row.available_from).getTime() <= now.getTime()) &&
  (row.eligibility === 'any' || row.eligibility === kind);

/** The visible catalogue, as every member's list is built from it (cached per process). */
export async function rewardCatalogue(db: Kysely<DB>): Promise<RewardRow[]> {
  return db.selectFrom('rewards').selectAll().where('visible', '=', true).orderBy('sort').orderBy('id').execute();
}

/** How many of each reward this member has received. */
export async function receivedCounts(db: Kysely<DB>, memberId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('reward_receipts')
    .select(['reward_id', sql<number>`count(*)::int`.as('n')])
    .where('member_id', '=', memberId)
    .groupBy('reward_id')
    .execute();
  return new Map(rows.map((row) => [row.reward_id, row.n]));
}

/**
 * A member's «جوایز»: the catalogue with their receipt count per reward, less what is not for
 * them (another member type) or not open yet. The window opening is seen within the read cache's
 * lifetime (a minute); the buy checks it to the second.
 */
export function memberRewards(
  catalogue: RewardRow[],
  received: Map<number, number>,
  origin: string,
  kind: MemberKind = null,
  now: Date = new Date(),
): Reward[] {
  return catalogue
    .filter((row) => opensFor(row, kind, now))
    .map((row) => toReward(row, received.get(row.id) ?? 0, origin));
}

/**
 * The catalogue a visitor may see (home carousel): offers still open, no member's counts. Only
 * catalogue columns are read, so nothing personal can leak into a response that is cached.
 */
export async function listPublicRewards(db: Kysely<DB>, origin: string, now: Date): Promise<PublicReward[]> {
  const rows = await db
    .selectFrom('rewards')
    .select([
      'id',
      'title',
      'image_file',
      'sub_title',
      'type_label',
      'category',
      'discount_percent',
      'discount_amount_toman',
      'validity_date',
      'score',
      'stock',
      'code_source',
    ])
    .where('visible', '=', true)
    .where((eb) => eb.or([eb('validity_date', 'is', null), eb('validity_date', '>=', now)]))
    .where((eb) => eb.or([eb('available_from', 'is', null), eb('available_from', '<=', now)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    image: imageUrl(origin, row.image_file),
    subTitle: row.sub_title,
    type: row.type_label,
    category: row.category as RewardCategory,
    isDiscountCode: isCodeReward(row),
    validityDate: row.validity_date ? new Date(row.validity_date).toISOString() : null,
    score: row.score,
    inStock: row.stock === null || row.stock > 0,
  }));
}

export const BUY_MESSAGES = {
  success: 'جایزه با موفقیت دریافت شد.',
  notEnough: (missing: number) =>
    `امتیاز شما برای دریافت این جایزه کافی نیست؛ ${persianNumber(missing)} کلروفیل دیگر لازم دارید.`,
  usedUp: 'شما پیش‌تر این جایزه را به تعداد مجاز دریافت کرده‌اید.',
  outOfStock: 'متأسفانه موجودی این جایزه به پایان رسیده است.',
  expired: 'مهلت دریافت این جایزه به پایان رسیده است.',
  notYet: (opens: Date) => `دریافت این جایزه از ${persianDateTime(opens)} آغاز می‌شود.`,
  priceChanged: (score: number) =>
    `قیمت این جایزه تغییر کرده و اکنون ${persianNumber(score)} کلروفیل است؛ چیزی از امتیاز شما کم نشد. لطفاً قیمت تازه را ببینید و اگر خواستید دوباره دریافت کنید.`,
  onlyFor: (eligibility: 'student' | 'teacher') =>
    eligibility === 'student'
      ? 'این جایزه فقط برای دانش‌آموزانی است که نوع کاربری‌شان تأیید شده است.'
      : 'این جایزه فقط برای معلمانی است که نوع کاربری‌شان تأیید شده است.',
};

/**
 * Spends points on a reward in one transaction: the member row is locked (so concurrent buys of
 * one member queue up), balance, per-member limit, stock and validity are checked, the ledger
 * debit, the receipt and any discount code are written, and the idempotency record is finalised.
 */
export async function buyReward(
  ctx: AppContext,
  memberId: number,
  rewardId: number,
  finalize?: Finalize,
  /** The price the member confirmed; a client that sends none pays the published price. */
  confirmedScore?: number,
): Promise<BuyRewardResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const balance = await lockBalance(trx, memberId);
    const reward = await trx
      .selectFrom('rewards')
      .selectAll()
      .where('id', '=', rewardId)
      .where('visible', '=', true)
      .executeTakeFirst();
    if (!reward) throw notFound('جایزهٔ موردنظر پیدا نشد.');
    // The price read here is the price paid: refused if it is not the one the member saw.
    if (confirmedScore !== undefined && confirmedScore !== reward.score)
      throw new DomainError('conflict', BUY_MESSAGES.priceChanged(reward.score));
    if (reward.available_from && new Date(reward.available_from).getTime() > now.getTime())
      throw new DomainError('invalid', BUY_MESSAGES.notYet(new Date(reward.available_from)));
    if (reward.eligibility !== 'any') {
      const member = await trx
        .selectFrom('members')
        .select(['user_type_id', 'user_type_status'])
        .where('id', '=', memberId)
        .executeTakeFirstOrThrow();
      if ((await memberKind(trx, member)) !== reward.eligibility)
        throw new DomainError('invalid', BUY_MESSAGES.onlyFor(reward.eligibility));
    }
    if (reward.validity_date && new Date(reward.validity_date).getTime() < now.getTime())
      throw new DomainError('invalid', BUY_MESSAGES.expired);
    const received = await trx
      .selectFrom('reward_receipts')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('member_id', '=', memberId)
      .where('reward_id', '=', rewardId)
      .executeTakeFirstOrThrow();
    if (Number(received.n) >= reward.valid_count) throw new DomainError('invalid', BUY_MESSAGES.usedUp);
    if (balance < reward.score) throw new DomainError('invalid', BUY_MESSAGES.notEnough(reward.score - balance));

    const stock = await trx
      .updateTable('rewards')
      .set({ stock: sql`stock - 1` })
      .where('id', '=', rewardId)
      .where('stock', 'is not', null)
      .where('stock', '>', 0)
      .executeTakeFirst();
    if (reward.stock !== null && stock.numUpdatedRows === 0n) throw new DomainError('invalid', BUY_MESSAGES.outOfStock);

    const ledgerId =
      reward.score > 0
        ? await postLedger(trx, {
            memberId,
            amount: -reward.score,
            activity: `دریافت جایزه: ${reward.title}`,
            source: 'reward',
            sourceRef: String(reward.id),
            at: now,
          })
        : null;
    const issue = {
      memberId,
      title: reward.title,
      subTitle: reward.sub_title,
      source: 'reward' as const,
      validDays: reward.discount_valid_days,
      at: now,
    };
    const code =
      reward.code_source === 'pool'
        ? await issuePoolCode(trx, reward.id, issue)
        : isCodeReward(reward)
          ? await issueDiscountCode(trx, ctx.random, {
              memberId,
              title: reward.title,
              subTitle: reward.sub_title,
              source: 'reward',
              validDays: reward.discount_valid_days,
              at: now,
            })
          : null;
    await trx
      .insertInto('reward_receipts')
      .values({
        member_id: memberId,
        reward_id: rewardId,
        ledger_id: ledgerId,
        discount_code_id: code?.id ?? null,
        created_at: now,
      })
      .execute();
    const response: BuyRewardResponse = {
      message: BUY_MESSAGES.success,
      score: balance - reward.score,
      discountCode: code ? toDiscountCode(code, now) : null,
    };
    await finalize?.inTransaction(trx, response);
    return response;
  });
}
