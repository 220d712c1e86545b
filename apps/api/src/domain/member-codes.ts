import { memberCareMessages as m, type FaultyCodeResponse } from '@clorofil/api-client/contract';
import { formatJalaliDate } from '@clorofil/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { recordAudit, type AuditedBy } from './audit.js';
import { conflict, notFound } from './errors.js';
import { persianNumber } from './format.js';
import { postLedger } from './ledger.js';
import { codeRows, codeState, toMemberCode } from './member-care.js';
import { notify } from './notifications.js';

// A member's discount codes, as support handles them: re-sent by SMS, or marked faulty with the
// points that bought them given back in the same transaction (a ledger line of its own).

async function memberCode(db: Kysely<DB>, memberId: number, codeId: number) {
  const row = await codeRows(db).where('c.id', '=', codeId).where('c.member_id', '=', memberId).executeTakeFirst();
  if (!row) throw notFound(m.codeNotFound);
  return row;
}

/** The SMS that brings a code back to the member: its title, the code as issued and its last day. */
export async function codeText(
  db: Kysely<DB>,
  memberId: number,
  codeId: number,
  now: Date,
): Promise<{ mobile: string; message: string }> {
  const row = await memberCode(db, memberId, codeId);
  const state = codeState(row, now);
  if (state === 'faulty') throw conflict(m.codeFaulty);
  if (state === 'expired') throw conflict(m.codeExpired);
  const member = await db.selectFrom('members').select('mobile').where('id', '=', memberId).executeTakeFirstOrThrow();
  const until = row.expires_at ? `؛ اعتبار تا ${formatJalaliDate(row.expires_at)}` : '';
  return { mobile: member.mobile, message: `باشگاه کلروفیل: کد تخفیف «${row.title}» شما: ${row.code}${until}.` };
}

/** Written after the text has gone: the trail says a code was sent, never that one was meant to be. */
export async function recordResend(db: Kysely<DB>, by: AuditedBy, codeId: number, at: Date): Promise<void> {
  await db
    .transaction()
    .execute((trx) =>
      recordAudit(trx, { ...by, kind: 'member.code.resend', subject: codeId, before: null, after: { sent: true }, at }),
    );
}

/**
 * Marks a code faulty and refunds what it cost, in one transaction: the code stays (the member's
 * history names it) but leaves their list of usable codes; a bought code's points come back as a
 * `refund` ledger line, at most once (the row lock, and the ledger's unique reference).
 */
export async function markCodeFaulty(
  db: Kysely<DB>,
  by: AuditedBy & { now: Date },
  memberId: number,
  codeId: number,
  reason: string,
): Promise<FaultyCodeResponse> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('discount_codes')
      .select(['id', 'faulty_at'])
      .where('id', '=', codeId)
      .where('member_id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (!locked) throw notFound(m.codeNotFound);
    if (locked.faulty_at !== null) throw conflict(m.codeFaulty);
    const row = await codeRows(trx).where('c.id', '=', codeId).executeTakeFirstOrThrow();
    const before = codeState(row, by.now);
    await trx
      .updateTable('discount_codes')
      .set({ faulty_at: by.now, faulty_by: by.actor.memberId, faulty_reason: reason })
      .where('id', '=', codeId)
      .execute();
    const refunded = row.paid !== null && row.paid < 0 ? -row.paid : 0;
    let ledgerId: string | null = null;
    if (refunded > 0) {
      ledgerId = await postLedger(trx, {
        memberId,
        amount: refunded,
        activity: `بازگشت امتیاز کد تخفیف معیوب «${row.title}»`,
        source: 'refund',
        sourceRef: String(codeId),
        at: by.now,
      });
    }
    await notify(
      trx,
      memberId,
      refunded > 0 ? 'reward' : 'info',
      refunded > 0
        ? `کد تخفیف «${row.title}» معیوب بود؛ ${persianNumber(refunded)} کلروفیل آن به حساب شما برگشت.`
        : `کد تخفیف «${row.title}» معیوب اعلام شد. پوزش می‌خواهیم؛ برای کد تازه با پشتیبانی باشگاه تماس بگیرید.`,
      by.now,
    );
    await recordAudit(trx, {
      ...by,
      kind: 'member.code.faulty',
      subject: codeId,
      before: { state: before },
      after: { state: 'faulty', refunded, ledgerId },
      reason,
      at: by.now,
    });
    const after = await codeRows(trx).where('c.id', '=', codeId).executeTakeFirstOrThrow();
    return { code: toMemberCode(after, by.now), refunded };
  });
}
