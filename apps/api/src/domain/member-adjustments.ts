import {
  memberCareMessages as m,
  type Adjustment,
  type AdjustmentCategory,
  type AdjustmentStatus,
  type RequestAdjustment,
} from '@clorofil/api-client/contract';
import { sql, type ExpressionBuilder, type Kysely, type Selectable, type SqlBool, type Transaction } from 'kysely';
import type { DB, PointAdjustmentsTable } from '../db/schema.js';
import { recordAudit, type AuditedBy } from './audit.js';
import { conflict, forbidden, notFound } from './errors.js';
import { persianNumber } from './format.js';
import { lockBalance, postLedger } from './ledger.js';
import { notify } from './notifications.js';

// Points adjustments of member care (migrations/015): the rows, as the member page and the
// approvals screen read them.

type Executor = Kysely<DB> | Transaction<DB>;
type Filter = (eb: ExpressionBuilder<DB & { a: DB['point_adjustments'] }, 'a'>) => ReturnType<typeof eb.and>;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Adjustments matching `filter`, newest first, with the people who asked and decided. */
export async function adjustments(db: Executor, filter: Filter, limit = 100): Promise<Adjustment[]> {
  const rows = await db
    .selectFrom('point_adjustments as a')
    .innerJoin('members as m', 'm.id', 'a.member_id')
    .innerJoin('members as r', 'r.id', 'a.requested_by')
    .leftJoin('members as d', 'd.id', 'a.decided_by')
    .select([
      'a.id',
      'a.member_id',
      'a.amount',
      'a.category',
      'a.reason',
      'a.status',
      'a.requested_at',
      'a.decided_at',
      'a.decision_note',
      'a.ledger_id',
      'm.mobile as member_mobile',
      'm.first_name',
      'm.last_name',
      'r.mobile as requested_by',
      'd.mobile as decided_by',
    ])
    .where(filter)
    .orderBy('a.requested_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    memberId: row.member_id,
    memberMobile: row.member_mobile,
    memberName: `${row.first_name} ${row.last_name}`.trim(),
    amount: row.amount,
    category: row.category,
    reason: row.reason,
    status: row.status,
    requestedBy: row.requested_by,
    requestedAt: new Date(row.requested_at).toISOString(),
    decidedBy: row.decided_by,
    decidedAt: iso(row.decided_at),
    decisionNote: row.decision_note,
    ledgerId: row.ledger_id === null ? null : String(row.ledger_id),
  }));
}

const categoryWords: Record<AdjustmentCategory, string> = {
  goodwill: 'دلجویی',
  correction: 'اصلاح خطا',
  fraud_reversal: 'برگشت امتیاز نادرست',
};

/** A member-care write: who, from where, when, and the approval threshold in force. */
export interface AdjustmentWrite extends AuditedBy {
  now: Date;
  threshold: number;
}

/** What the member is told once an adjustment is applied; a deduction is also texted (by the route). */
export interface AppliedAdjustment {
  adjustment: Adjustment;
  /** The SMS of a deduction, for the member's mobile; null for a credit or an adjustment still waiting. */
  text: { mobile: string; message: string } | null;
}

function memberMessage(amount: number, category: AdjustmentCategory): string {
  const size = persianNumber(Math.abs(amount));
  return amount > 0
    ? `${size} کلروفیل به حساب شما اضافه شد (${categoryWords[category]}).`
    : `${size} کلروفیل از حساب شما کسر شد (${categoryWords[category]}). اگر پرسشی دارید با پشتیبانی باشگاه تماس بگیرید.`;
}

type AdjustmentRow = Selectable<PointAdjustmentsTable>;

/**
 * Turns an adjustment into its ledger line, in the caller's transaction: the member's row is locked
 * first (as every spend does), so a deduction never takes the balance below zero; the ledger's
 * unique (source, source_ref) makes a second line for the same adjustment impossible.
 */
async function apply(
  trx: Transaction<DB>,
  row: AdjustmentRow,
  decidedBy: number | null,
  now: Date,
  note: string | null,
): Promise<{ mobile: string } & { ledgerId: string }> {
  const balance = await lockBalance(trx, row.member_id);
  if (balance + row.amount < 0) throw conflict(m.insufficientBalance);
  const ledgerId = await postLedger(trx, {
    memberId: row.member_id,
    amount: row.amount,
    activity: `اصلاح امتیاز توسط پشتیبانی باشگاه (${categoryWords[row.category]})`,
    source: 'adjustment',
    sourceRef: String(row.id),
    at: now,
  });
  await trx
    .updateTable('point_adjustments')
    .set({ status: 'applied', decided_by: decidedBy, decided_at: now, decision_note: note, ledger_id: ledgerId })
    .where('id', '=', row.id)
    .execute();
  await notify(trx, row.member_id, row.amount > 0 ? 'reward' : 'warning', memberMessage(row.amount, row.category), now);
  const member = await trx
    .selectFrom('members')
    .select('mobile')
    .where('id', '=', row.member_id)
    .executeTakeFirstOrThrow();
  return { mobile: member.mobile, ledgerId };
}

const deductionText = (row: AdjustmentRow, mobile: string) =>
  row.amount < 0 ? { mobile, message: `باشگاه کلروفیل: ${memberMessage(row.amount, row.category)}` } : null;

async function one(trx: Transaction<DB>, id: number): Promise<Adjustment> {
  const [adjustment] = await adjustments(trx, (eb) => eb.and([eb('a.id', '=', id)]), 1);
  if (!adjustment) throw notFound(m.adjustmentNotFound);
  return adjustment;
}

/**
 * Support asks for an adjustment with its category and reason. Up to the threshold it is a
 * ledger line at once; above it, it waits for a finance approval by someone else. Each step is
 * in the audit trail (`points.adjust.request`, `.apply`), subject the adjustment's id.
 */
export async function requestAdjustment(
  db: Kysely<DB>,
  write: AdjustmentWrite,
  memberId: number,
  body: RequestAdjustment,
): Promise<AppliedAdjustment> {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
    if (!member) throw notFound(m.memberNotFound);
    const needsApproval = Math.abs(body.amount) > write.threshold;
    const row = await trx
      .insertInto('point_adjustments')
      .values({
        member_id: memberId,
        amount: body.amount,
        category: body.category,
        reason: body.reason,
        status: 'pending',
        needs_approval: needsApproval,
        requested_by: write.actor.memberId ?? 0,
        requested_at: write.now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const summary = { memberId, amount: body.amount, category: body.category, needsApproval };
    await recordAudit(trx, {
      ...write,
      kind: 'points.adjust.request',
      subject: row.id,
      before: null,
      after: { ...summary, status: 'pending' },
      reason: body.reason,
      at: write.now,
    });
    let text: AppliedAdjustment['text'] = null;
    if (!needsApproval) {
      const applied = await apply(trx, row, null, write.now, null);
      text = deductionText(row, applied.mobile);
      await recordAudit(trx, {
        ...write,
        kind: 'points.adjust.apply',
        subject: row.id,
        before: { ...summary, status: 'pending' },
        after: { ...summary, status: 'applied', ledgerId: applied.ledgerId },
        reason: body.reason,
        at: write.now,
      });
    }
    return { adjustment: await one(trx, row.id), text };
  });
}

/**
 * A finance person's decision on an adjustment waiting above the threshold. The row is locked,
 * so of two approvals at once the second finds it decided (409); nobody decides their own (403,
 * and the table's CHECK says so to anyone else writing there).
 */
export async function decideAdjustment(
  db: Kysely<DB>,
  write: AdjustmentWrite,
  id: number,
  decision: 'approve' | 'reject',
  note: string | null,
): Promise<AppliedAdjustment> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('point_adjustments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(m.adjustmentNotFound);
    if (row.requested_by === write.actor.memberId) throw forbidden(m.ownApproval);
    if (row.status !== 'pending') throw conflict(m.notPending);
    const summary = { memberId: row.member_id, amount: row.amount, category: row.category, needsApproval: true };
    let text: AppliedAdjustment['text'] = null;
    let after: Record<string, unknown> = { ...summary, status: 'rejected' };
    if (decision === 'approve') {
      const applied = await apply(trx, row, write.actor.memberId, write.now, note);
      text = deductionText(row, applied.mobile);
      after = { ...summary, status: 'applied', ledgerId: applied.ledgerId };
    } else {
      await trx
        .updateTable('point_adjustments')
        .set({ status: 'rejected', decided_by: write.actor.memberId, decided_at: write.now, decision_note: note })
        .where('id', '=', id)
        .execute();
    }
    await recordAudit(trx, {
      ...write,
      kind: `points.adjust.${decision}`,
      subject: id,
      before: { ...summary, status: 'pending' },
      after,
      reason: note,
      at: write.now,
    });
    return { adjustment: await one(trx, id), text };
  });
}

/** The approvals screen: adjustments by status (waiting ones by default), newest first. */
export function adjustmentsByStatus(db: Kysely<DB>, status: AdjustmentStatus = 'pending'): Promise<Adjustment[]> {
  return adjustments(db, (eb) => eb.and([eb('a.status', '=', status)]));
}

/**
 * The `size` adjustments in `status` after adjustment `after` (from the newest without one), in the
 * approvals queue's order: one keyset page of its export, which holds them all where the screen
 * holds the latest 100. The key's request time is read back in SQL, where it keeps its microseconds.
 */
export function adjustmentsAfter(
  db: Kysely<DB>,
  status: AdjustmentStatus,
  after: number | undefined,
  size: number,
): Promise<Adjustment[]> {
  return adjustments(
    db,
    (eb) =>
      eb.and([
        eb('a.status', '=', status),
        ...(after === undefined
          ? []
          : [
              sql<SqlBool>`(a.requested_at, a.id) < (SELECT last.requested_at, last.id FROM point_adjustments AS last WHERE last.id = ${after})`,
            ]),
      ]),
    size,
  );
}
