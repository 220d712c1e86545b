import type { MemberRow } from '../auth/members.js';
import { decideAndTell, listPending } from '../domain/review.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function reviewRoutes(kit: RouteKit): void {
  const { db, clock, memberTexts } = kit.ctx;
  defineRoute(kit, 'getPendingReviews', () => listPending(db));
  const reviewer = (member: MemberRow) => ({ memberId: member.id, label: member.mobile });
  const sms = {
    texter: memberTexts,
    onFailure: (error: unknown) => kit.app.log.warn({ err: error }, 'the review decision could not be texted'),
  };
  defineRoute(kit, 'approveReview', ({ member, params, body }) =>
    decideAndTell(db, params.mobile, 'approve', clock.now(), reviewer(member), body?.note, sms),
  );
  defineRoute(kit, 'rejectReview', ({ member, params, body }) =>
    decideAndTell(db, params.mobile, 'reject', clock.now(), reviewer(member), body?.note, sms),
  );
}
