import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import { decideAndTell, listPending } from '../domain/review.js';
import { defineRoute, type RouteKit } from '../http/route.js';

export function reviewRoutes(kit: RouteKit): void {
  const { db, clock, memberTexts } = kit.ctx;
  defineRoute(kit, 'getPendingReviews', () => listPending(db));
  const reviewer = (staff: Staff, request: FastifyRequest) => ({
    memberId: staff.memberId,
    label: staff.mobile,
    address: request.ip,
  });
  const sms = {
    texter: memberTexts,
    onFailure: (error: unknown) => kit.app.log.warn({ err: error }, 'the review decision could not be texted'),
  };
  defineRoute(kit, 'approveReview', ({ staff, params, body, request }) =>
    decideAndTell(db, params.mobile, 'approve', clock.now(), reviewer(staff, request), body?.note, sms),
  );
  defineRoute(kit, 'rejectReview', ({ staff, params, body, request }) =>
    decideAndTell(db, params.mobile, 'reject', clock.now(), reviewer(staff, request), body?.note, sms),
  );
}
