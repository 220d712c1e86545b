import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { editFaq, editPage, editRewardDescription, editWheelPrize } from '../domain/editorial.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';
import type { Staff } from '../auth/permissions.js';
import type { AuditedBy } from '../domain/audit.js';

const by = (staff: Staff, request: FastifyRequest): AuditedBy => ({
  actor: { memberId: staff.memberId, mobile: staff.mobile },
  address: request.ip,
});

/** Staff writes of everything members read from the server, each audited. */
export function editorialRoutes(kit: RouteKit): void {
  const { db } = kit.ctx;
  // An editor saves many entries in a row (every FAQ answer, all twelve prizes): a larger
  // allowance than a member's writes, still bounded per staff member and address.
  const rateLimit = { max: kit.writeLimit.max * 4, windowMs: kit.writeLimit.windowMs };
  defineRoute(
    kit,
    'updatePage',
    ({ params, request, staff }) =>
      editPage(db, params.slug, asWritten(endpoints.updatePage.body, request), by(staff, request)),
    { rateLimit },
  );
  defineRoute(
    kit,
    'updateFaq',
    ({ params, request, staff }) =>
      editFaq(db, params.id, asWritten(endpoints.updateFaq.body, request), by(staff, request)),
    { rateLimit },
  );
  defineRoute(
    kit,
    'updateRewardDescription',
    ({ params, request, staff }) =>
      editRewardDescription(
        db,
        params.id,
        asWritten(endpoints.updateRewardDescription.body, request).description,
        by(staff, request),
      ),
    { rateLimit },
  );
  defineRoute(
    kit,
    'updateWheelPrize',
    ({ params, request, staff }) =>
      editWheelPrize(db, params.id, asWritten(endpoints.updateWheelPrize.body, request).title, by(staff, request)),
    { rateLimit },
  );
}
