import { endpoints, memberCareMessages as m } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import { recordAudit, type AuditedBy } from '../domain/audit.js';
import { notFound } from '../domain/errors.js';
import {
  adjustmentsByStatus,
  decideAdjustment,
  requestAdjustment,
  type AppliedAdjustment,
} from '../domain/member-adjustments.js';
import { viewBankInformation } from '../domain/member-bank.js';
import { memberCare, memberOrderExplanation } from '../domain/member-care.js';
import { codeText, markCodeFaulty, recordResend } from '../domain/member-codes.js';
import { memberLedger, memberNotifications, memberSpins } from '../domain/member-pages.js';
import { findMembers } from '../domain/member-search.js';
import { ApiError } from '../http/errors.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';
import { memberExportRoutes } from './member-exports.js';

const auditedBy = (staff: Staff, request: FastifyRequest): AuditedBy => ({
  actor: { memberId: staff.memberId, mobile: staff.mobile },
  address: request.ip,
});

/**
 * Member care (permission `members`), the approval of large adjustments (`approvals`) and a
 * partner's bank details in full (`payouts`).
 */
export function memberCareRoutes(kit: RouteKit): void {
  const { ctx } = kit;
  const { db, clock } = ctx;

  async function mobileOf(id: number): Promise<string> {
    const row = await db.selectFrom('members').select('mobile').where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(m.memberNotFound);
    return row.mobile;
  }

  function sessions() {
    if (!ctx.memberSessions) throw new ApiError(503, m.sessionsUnavailable, {}, { 'retry-after': '30' });
    return ctx.memberSessions;
  }

  // The identity provider away is a 503 to try again later, never a 500.
  async function askIdentity<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      kit.app.log.warn({ err: error }, 'member sessions: the identity provider did not answer');
      throw new ApiError(503, m.sessionsUnavailable, {}, { 'retry-after': '5' });
    }
  }

  const write = (staff: Staff, request: FastifyRequest) => ({
    ...auditedBy(staff, request),
    now: clock.now(),
    threshold: ctx.adjustmentApprovalThreshold,
  });
  // A deduction is texted once it is in the ledger; a failing SMS gateway undoes nothing.
  async function told({ adjustment, text }: AppliedAdjustment) {
    if (text)
      await ctx.memberTexts
        ?.text(text.mobile, text.message)
        .catch((error: unknown) => kit.app.log.warn({ err: error }, 'the points deduction could not be texted'));
    return adjustment;
  }

  defineRoute(kit, 'findMembers', ({ query }) => findMembers(db, query.q));
  defineRoute(kit, 'getMemberCare', ({ params }) =>
    memberCare(db, params.id, { approvalThreshold: ctx.adjustmentApprovalThreshold, now: clock.now() }),
  );
  defineRoute(kit, 'getMemberLedger', ({ params, query }) => memberLedger(db, params.id, query?.page ?? 1));
  defineRoute(kit, 'getMemberSpins', ({ params, query }) => memberSpins(db, params.id, query?.page ?? 1));
  defineRoute(kit, 'getMemberNotifications', ({ params, query }) =>
    memberNotifications(db, params.id, query?.page ?? 1),
  );
  memberExportRoutes(kit);
  defineRoute(kit, 'viewBankInformation', ({ params, staff, request }) =>
    viewBankInformation(db, auditedBy(staff, request), params.id),
  );
  defineRoute(kit, 'explainOrder', ({ params }) => memberOrderExplanation(db, params.id, params.orderId, clock.now()));
  defineRoute(kit, 'requestAdjustment', async ({ params, staff, request }) =>
    told(
      await requestAdjustment(
        db,
        write(staff, request),
        params.id,
        asWritten(endpoints.requestAdjustment.body, request),
      ),
    ),
  );
  defineRoute(kit, 'listAdjustments', ({ query }) => adjustmentsByStatus(db, query?.status));
  defineRoute(kit, 'approveAdjustment', async ({ params, staff, request }) => {
    const note = asWritten(endpoints.approveAdjustment.body, request)?.note ?? null;
    return told(await decideAdjustment(db, write(staff, request), params.id, 'approve', note));
  });
  defineRoute(kit, 'rejectAdjustment', async ({ params, staff, request }) => {
    const { note } = asWritten(endpoints.rejectAdjustment.body, request);
    return told(await decideAdjustment(db, write(staff, request), params.id, 'reject', note));
  });
  // The text goes first (the part that can fail); the trail records a code that was sent.
  defineRoute(kit, 'resendCode', async ({ params, staff, request }) => {
    const { mobile, message } = await codeText(db, params.id, params.codeId, clock.now());
    const texter = ctx.memberTexts;
    if (!texter) throw new ApiError(503, m.smsUnavailable, {}, { 'retry-after': '30' });
    try {
      await texter.text(mobile, message);
    } catch (error) {
      kit.app.log.warn({ err: error }, 'the discount code could not be texted again');
      throw new ApiError(503, m.smsUnavailable, {}, { 'retry-after': '5' });
    }
    await recordResend(db, auditedBy(staff, request), params.codeId, clock.now());
    return { message: 'متن کد تخفیف دوباره برای عضو پیامک شد.' };
  });
  defineRoute(kit, 'markCodeFaulty', ({ params, staff, request }) =>
    markCodeFaulty(
      db,
      { ...auditedBy(staff, request), now: clock.now() },
      params.id,
      params.codeId,
      asWritten(endpoints.markCodeFaulty.body, request).reason,
    ),
  );
  defineRoute(kit, 'getMemberSessions', async ({ params }) => {
    const mobile = await mobileOf(params.id);
    const provider = sessions();
    return { sessions: await askIdentity(() => provider.list(mobile)) };
  });
  // Ended at the provider first (the part that can fail), then written down with how many ended.
  defineRoute(kit, 'endMemberSessions', async ({ params, staff, request }) => {
    const { reason } = asWritten(endpoints.endMemberSessions.body, request);
    const mobile = await mobileOf(params.id);
    const provider = sessions();
    const ended = await askIdentity(() => provider.endAll(mobile));
    await db.transaction().execute((trx) =>
      recordAudit(trx, {
        ...auditedBy(staff, request),
        kind: 'member.sessions.end',
        subject: params.id,
        before: { sessions: ended },
        after: { sessions: 0 },
        reason,
      }),
    );
    return {
      ended,
      message:
        ended > 0 ? 'همهٔ نشست‌های عضو پایان یافت؛ دسترسی او تا چند ثانیهٔ دیگر قطع می‌شود.' : 'عضو نشست فعالی نداشت.',
    };
  });
}
