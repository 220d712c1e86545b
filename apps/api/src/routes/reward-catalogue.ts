import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { registerRollback } from '../domain/audit.js';
import {
  createReward,
  duplicateReward,
  listStaffRewards,
  publishReward,
  retireReward,
  rollbackPublish,
  saveRewardDraft,
  setRewardStock,
  staffRewardDetail,
  uploadRewardCodes,
  uploadRewardImage,
  type StaffWrite,
} from '../domain/reward-catalogue.js';
import type { Staff } from '../auth/permissions.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The operators' rewards catalogue (permission `catalogue`); every write is in the audit trail. */
export function rewardCatalogueRoutes(kit: RouteKit): void {
  const { db, clock, publicOrigin } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): StaffWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
    origin: publicOrigin,
  });
  // Undone from the audit screen: the version published before is published again.
  registerRollback('reward.publish', rollbackPublish);

  defineRoute(kit, 'listStaffRewards', ({ query }) => listStaffRewards(db, publicOrigin, clock.now(), query ?? {}));
  defineRoute(kit, 'getStaffReward', ({ params }) => staffRewardDetail(db, params.id, publicOrigin));
  defineRoute(kit, 'createReward', (input) =>
    createReward(db, write(input), asWritten(endpoints.createReward.body, input.request)),
  );
  defineRoute(kit, 'saveRewardDraft', (input) =>
    saveRewardDraft(db, write(input), input.params.id, asWritten(endpoints.saveRewardDraft.body, input.request)),
  );
  defineRoute(kit, 'publishReward', (input) => publishReward(db, write(input), input.params.id, input.body));
  defineRoute(kit, 'duplicateReward', (input) => duplicateReward(db, write(input), input.params.id));
  defineRoute(kit, 'retireReward', (input) => retireReward(db, write(input), input.params.id, input.body));
  defineRoute(kit, 'setRewardStock', (input) =>
    setRewardStock(db, write(input), input.params.id, asWritten(endpoints.setRewardStock.body, input.request)),
  );
  defineRoute(
    kit,
    'uploadRewardCodes',
    (input) => uploadRewardCodes(db, write(input), input.params.id, input.body.text),
    { bodyLimit: 512 * 1024 },
  );
  defineRoute(kit, 'uploadRewardImage', (input) => uploadRewardImage(db, write(input), input.body), {
    bodyLimit: 512 * 1024,
  });
}
