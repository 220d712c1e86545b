import { UserTypeStatus, type PendingReview, type ReviewDecisionResponse } from '@clorofil/api-client/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit } from './audit.js';
import { conflict, forbidden, notFound } from './errors.js';
import type { MemberTexter } from './member-sms.js';
import { notify } from './notifications.js';
import { userTypeOf } from './profile.js';

type MemberRow = Selectable<DB['members']>;

const toPending = async (db: Kysely<DB>, row: MemberRow): Promise<PendingReview> => ({
  mobile: row.mobile,
  firstName: row.first_name,
  lastName: row.last_name,
  nationalCode: row.national_code,
  userType: await userTypeOf(db, row.user_type_id),
  userTypeInfo: row.user_type_info,
  submittedAt: new Date(row.submitted_at ?? row.updated_at).toISOString(),
});

export async function listPending(db: Kysely<DB>): Promise<PendingReview[]> {
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('user_type_status', '=', UserTypeStatus.Pending)
    .orderBy('submitted_at')
    .execute();
  return Promise.all(rows.map((row) => toPending(db, row)));
}

/**
 * The `size` profiles waiting after member `after` (from the oldest without one), in the review
 * screen's order (when each was submitted): one keyset page of the queue's export. The key is the
 * member's id, and its time is read back in SQL, where it keeps its microseconds.
 */
export async function pendingAfter(
  db: Kysely<DB>,
  after: number | undefined,
  size: number,
): Promise<(PendingReview & { id: number })[]> {
  const submitted = sql`coalesce(submitted_at, updated_at)`;
  const rows = await db
    .selectFrom('members')
    .selectAll()
    .where('user_type_status', '=', UserTypeStatus.Pending)
    .$if(after !== undefined, (q) =>
      q.where(
        sql<boolean>`(${submitted}, id) > (SELECT coalesce(last.submitted_at, last.updated_at), last.id FROM members AS last WHERE last.id = ${after})`,
      ),
    )
    .orderBy(submitted)
    .orderBy('id')
    .limit(size)
    .execute();
  return Promise.all(rows.map(async (row) => ({ ...(await toPending(db, row)), id: row.id })));
}

export const DECISION_TEXT = {
  approve: 'اطلاعات نوع کاربری شما بررسی و تأیید شد.',
  reject: 'اطلاعات نوع کاربری شما تأیید نشد. لطفاً اطلاعات خود را بررسی و دوباره ثبت کنید.',
};

/** What the member reads (notification and SMS): the decision and the reviewer's reason, if any. */
export function decisionText(decision: 'approve' | 'reject', note?: string): string {
  return note ? `${DECISION_TEXT[decision]} توضیح بررسی‌کننده: ${note}` : DECISION_TEXT[decision];
}

/** Who decides: a reviewer member (HTTP) or the operator at the server (CLI, no member). */
export interface Reviewer {
  memberId: number | null;
  /** Written into the record: the reviewer's mobile, or `cli:<system user>`. */
  label: string;
  /** The client's address (`request.ip`), `cli` for the command line: for the audit trail. */
  address: string;
}

export const SELF_REVIEW_MESSAGE = 'بررسی درخواست خودتان با شما نیست؛ درخواست شما را بازبین دیگری بررسی می‌کند.';

/**
 * A reviewer's decision on a Pending profile; the member is told by a notification. Nobody
 * decides their own request, and every decision is recorded with who made it and when.
 */
export async function decide(
  db: Kysely<DB>,
  mobile: string,
  decision: 'approve' | 'reject',
  now: Date,
  reviewer: Reviewer,
  note?: string,
): Promise<ReviewDecisionResponse> {
  return db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .selectAll()
      .where('mobile', '=', mobile)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound('عضوی با این شماره موبایل پیدا نشد.');
    if (reviewer.memberId === member.id) throw forbidden(SELF_REVIEW_MESSAGE);
    if (member.user_type_status !== UserTypeStatus.Pending) throw conflict('اطلاعات این عضو در انتظار بررسی نیست.');
    const status = decision === 'approve' ? UserTypeStatus.Accepted : UserTypeStatus.Rejected;
    await trx
      .updateTable('members')
      .set({ user_type_status: status, result_seen: false, updated_at: now })
      .where('id', '=', member.id)
      .execute();
    const text = decisionText(decision, note);
    await notify(trx, member.id, decision === 'approve' ? 'info' : 'warning', text, now);
    await trx
      .insertInto('review_decisions')
      .values({
        member_id: member.id,
        decision,
        reviewer_member_id: reviewer.memberId,
        decided_by: reviewer.label,
        note: note ?? null,
        decided_at: now,
      })
      .execute();
    await recordAudit(trx, {
      actor: { memberId: reviewer.memberId, mobile: reviewer.label },
      address: reviewer.address,
      kind: `review.${decision}`,
      subject: mobile,
      before: { userTypeStatus: member.user_type_status },
      after: { userTypeStatus: status },
      reason: note,
    });
    return { mobile, userTypeStatus: status };
  });
}

export interface DecisionSms {
  texter: MemberTexter | undefined;
  /** Told when the SMS could not go; the decision and the in-app notification stand regardless. */
  onFailure: (error: unknown) => void;
}

/**
 * `decide`, then the SMS the Pending banner promised. Sent after the decision is committed, so a
 * slow or failing SMS gateway never undoes or holds a reviewer's decision.
 */
export async function decideAndTell(
  db: Kysely<DB>,
  mobile: string,
  decision: 'approve' | 'reject',
  now: Date,
  reviewer: Reviewer,
  note: string | undefined,
  sms: DecisionSms,
): Promise<ReviewDecisionResponse> {
  const result = await decide(db, mobile, decision, now, reviewer, note);
  if (sms.texter) {
    await sms.texter.text(result.mobile, `باشگاه کلروفیل: ${decisionText(decision, note)}`).catch(sms.onFailure);
  }
  return result;
}
