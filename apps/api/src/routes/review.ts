import { decide, listPending } from '../domain/review.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function reviewRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getPendingReviews', () => listPending(db));
  defineRoute(kit, 'approveReview', ({ params, body }) => decide(db, params.mobile, 'approve', clock.now(), body?.note));
  defineRoute(kit, 'rejectReview', ({ params, body }) => decide(db, params.mobile, 'reject', clock.now(), body?.note));
}
