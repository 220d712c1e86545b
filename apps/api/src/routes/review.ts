import type { MemberRow } from '../auth/members.js';
import { decide, listPending } from '../domain/review.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function reviewRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getPendingReviews', () => listPending(db));
  const reviewer = (member: MemberRow) => ({ memberId: member.id, label: member.mobile });
  defineRoute(kit, 'approveReview', ({ member, params, body }) =>
    decide(db, params.mobile, 'approve', clock.now(), reviewer(member), body?.note),
  );
  defineRoute(kit, 'rejectReview', ({ member, params, body }) =>
    decide(db, params.mobile, 'reject', clock.now(), reviewer(member), body?.note),
  );
}
