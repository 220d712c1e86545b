import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import {
  campaignDetail,
  countCampaignAudience,
  createCampaign,
  listCampaigns,
  updateCampaign,
  withdrawCampaign,
  type CampaignWrite,
} from '../domain/notification-campaigns.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** Operators' notifications to members (permission `content`); every write is in the audit trail. */
export function notificationCampaignRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): CampaignWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
  });
  // Like the editorial writes: an operator sends, fixes and withdraws several in a row, and the
  // form counts the audience at each pause in typing (a POST, for a list may be long).
  const rateLimit = { max: kit.writeLimit.max * 4, windowMs: kit.writeLimit.windowMs };

  defineRoute(kit, 'listCampaigns', ({ query }) => listCampaigns(db, clock.now(), query ?? {}));
  defineRoute(kit, 'getCampaign', ({ params }) => campaignDetail(db, params.id, clock.now()));
  defineRoute(kit, 'countCampaignAudience', ({ body }) => countCampaignAudience(db, body), { rateLimit });
  defineRoute(
    kit,
    'createCampaign',
    (input) =>
      createCampaign(db, write(input), {
        ...input.body,
        message: asWritten(endpoints.createCampaign.body, input.request).message,
      }),
    { rateLimit },
  );
  defineRoute(
    kit,
    'updateCampaign',
    (input) =>
      updateCampaign(db, write(input), input.params.id, {
        ...input.body,
        message: asWritten(endpoints.updateCampaign.body, input.request).message,
      }),
    { rateLimit },
  );
  defineRoute(
    kit,
    'withdrawCampaign',
    (input) =>
      withdrawCampaign(db, write(input), input.params.id, {
        ...input.body,
        reason: asWritten(endpoints.withdrawCampaign.body, input.request).reason,
      }),
    { rateLimit },
  );
}
