import { normalizeDigits } from '@clorofil/rules';
import type { Transaction } from 'kysely';
import type { DB, LedgerSource } from '../db/schema.js';
import { postLedger } from '../domain/ledger.js';
import * as seed from '../seed-data/index.js';
import { seedPendingOrders } from './demo-missions.js';

const DAY_MS = 86_400_000;

// Fields our contract has beyond the seed data's type information (the student form asks for a
// birth date, SPEC §5); the values suit each student's grade.
const BIRTH_DATES: Record<string, string> = {
  [seed.DEMO_STUDENT_MOBILE]: '1387/03/14',
  [seed.DEMO_REJECTED_STUDENT_MOBILE]: '1390/07/02',
};

// The rejected demo student was turned down for a reason the profile screen shows (SPEC §4).
const DEMO_REJECTION_NOTE =
  'پایهٔ تحصیلی با نام مدرسه هم‌خوانی ندارد؛ لطفاً پایه و نام مدرسه را بررسی و دوباره ثبت کنید.';

async function seedDecision(
  trx: Transaction<DB>,
  memberId: number,
  member: seed.DemoMember,
  ago: (days: number) => Date,
): Promise<void> {
  const decided = member.userType !== null && member.userTypeStatus === seed.UserTypeStatus.Rejected;
  if (!decided) return;
  await trx
    .insertInto('review_decisions')
    .values({
      member_id: memberId,
      decision: 'reject',
      reviewer_member_id: null,
      decided_by: 'seed',
      note: DEMO_REJECTION_NOTE,
      decided_at: ago(29),
    })
    .execute();
}

const LEDGER_SOURCE: Record<seed.LedgerSource, LedgerSource> = {
  purchase: 'order',
  survey: 'survey',
  mission: 'mission',
  wheel: 'wheel',
  reward: 'reward',
};

function userTypeInfo(member: seed.DemoMember): string | null {
  if (member.userType === 'student') {
    return JSON.stringify({ ...member.userTypeInfo, birthDate: BIRTH_DATES[member.mobile] ?? '1386/01/01' });
  }
  return member.userType === 'teacher' ? JSON.stringify(member.userTypeInfo) : null;
}

/**
 * Creates each demo account that does not exist yet, with its history. An existing account is
 * left alone, so reseeding never rewrites what someone did with it.
 */
export async function seedDemoMembers(trx: Transaction<DB>, now: Date): Promise<string[]> {
  const created: string[] = [];
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const typeIds = new Map((await trx.selectFrom('user_types').selectAll().execute()).map((t) => [t.value, t.id]));
  for (const member of seed.demoMembers) {
    const inserted = await trx
      .insertInto('members')
      .values({
        mobile: member.mobile,
        first_name: member.firstName,
        last_name: member.lastName,
        national_code: member.nationalCode,
        user_type_id: member.userType ? (typeIds.get(member.userType) ?? null) : null,
        user_type_status: member.userTypeStatus,
        user_type_info: userTypeInfo(member),
        province_id: member.provinceId,
        city_id: member.cityId,
        submitted_at: member.userType ? ago(member.userTypeStatus === seed.UserTypeStatus.Pending ? 2 : 30) : null,
        roles: member.role === 'member' ? [] : [member.role],
        created_at: ago(180),
      })
      .onConflict((oc) => oc.column('mobile').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) continue;
    created.push(member.mobile);
    await seedDecision(trx, inserted.id, member, ago);
    await seedHistory(trx, inserted.id, member, ago);
    await seedPendingOrders(trx, inserted.id, member.openOrders, now);
    await seedCommissions(trx, inserted.id, member, ago);
    for (const note of seed.notificationsFor(member.mobile)) {
      await trx
        .insertInto('notifications')
        .values({ member_id: inserted.id, type: note.type, message: note.message, created_at: ago(0) })
        .execute();
    }
  }
  return created;
}

async function seedHistory(
  trx: Transaction<DB>,
  memberId: number,
  member: seed.DemoMember,
  ago: (d: number) => Date,
): Promise<void> {
  const rewardIds = new Map(
    (await trx.selectFrom('rewards').select(['id', 'key']).execute()).map((r) => [r.key, r.id]),
  );
  const codeIds = new Map<string, number>();
  for (const code of member.discountCodes) {
    const row = await trx
      .insertInto('discount_codes')
      .values({
        member_id: memberId,
        code: code.code,
        title: code.title,
        sub_title: code.subTitle,
        source: code.source === 'mission' ? 'gift' : code.source,
        expires_at: new Date(ago(0).getTime() + code.expiresInDays * DAY_MS),
        created_at: ago(Math.max(1, 30 - code.expiresInDays)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (code.rewardKey) codeIds.set(code.rewardKey, row.id);
  }
  const surveyed = new Set(member.ledger.filter((e) => e.source === 'survey').map((e) => orderIdOf(e.activity)));
  for (const [index, entry] of member.ledger.entries()) {
    const at = ago(entry.daysAgo);
    const orderId = entry.source === 'purchase' || entry.source === 'survey' ? orderIdOf(entry.activity) : undefined;
    const ledgerId = await postLedger(trx, {
      memberId,
      amount: entry.operationType === 0 ? entry.score : -entry.score,
      activity: entry.activity,
      source: LEDGER_SOURCE[entry.source],
      sourceRef: orderId ?? (entry.source === 'wheel' ? `seed-${memberId}-${index}` : undefined),
      at,
    });
    if (entry.source === 'purchase' && orderId && entry.orderAmountToman !== undefined) {
      // The shop order behind the points, so a later survey event for it is recognised.
      await trx
        .insertInto('shop_orders')
        .values({
          order_id: orderId,
          member_id: memberId,
          amount_toman: entry.orderAmountToman,
          points: entry.score,
          delivered_at: ago(entry.daysAgo + seed.RETURN_WINDOW_DAYS),
          available_at: at,
          status: 'released',
          released_at: at,
          survey_completed_at: surveyed.has(orderId) ? ago(entry.daysAgo + seed.RETURN_WINDOW_DAYS - 3) : null,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    const rewardId = entry.rewardKey ? rewardIds.get(entry.rewardKey) : undefined;
    if (rewardId !== undefined) {
      await trx
        .insertInto('reward_receipts')
        .values({
          member_id: memberId,
          reward_id: rewardId,
          ledger_id: ledgerId,
          discount_code_id: codeIds.get(entry.rewardKey ?? '') ?? null,
          created_at: at,
        })
        .execute();
    }
  }
}

function orderIdOf(activity: string): string {
  return normalizeDigits(activity).match(/(\d+)/)?.[1] ?? activity;
}

async function seedCommissions(
  trx: Transaction<DB>,
  memberId: number,
  member: seed.DemoMember,
  ago: (d: number) => Date,
): Promise<void> {
  for (const commission of member.commissions) {
    const { id } = await trx
      .insertInto('commission_codes')
      .values({
        member_id: memberId,
        code: commission.code,
        percentage: commission.percentage,
        commission_percentage: commission.commissionPercentage,
        validity_date: ago(-commission.validityInDays),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const order of commission.orders) {
      await trx
        .insertInto('commission_orders')
        .values({
          commission_code_id: id,
          customer_name: order.customerName,
          order_date: ago(order.orderDaysAgo),
          amount_rial: order.orderAmountRial,
          commission_rial: order.commission,
          items: JSON.stringify(order.orderItems),
        })
        .execute();
    }
  }
  for (const payment of member.payments) {
    await trx
      .insertInto('payments')
      .values({
        member_id: memberId,
        pay_date: ago(payment.payDaysAgo),
        price_rial: payment.price,
        destination_masked: payment.distination,
        tracking_code: payment.trackingCode,
        description: payment.description,
      })
      .execute();
  }
  if (member.bankInformation) {
    const bank = member.bankInformation;
    await trx
      .insertInto('bank_accounts')
      .values({
        member_id: memberId,
        iban: bank.iban,
        account_number: bank.accountNumber,
        card_number: bank.creditCardNumber,
        updated_at: ago(200),
      })
      .execute();
  }
}
