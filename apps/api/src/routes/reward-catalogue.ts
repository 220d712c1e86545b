import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { Catalogue } from '../cache/cache-hub.js';
import {
  createReward,
  duplicateReward,
  listStaffRewards,
  publishReward,
  retireReward,
  saveRewardDraft,
  setRewardStock,
  staffRewardDetail,
  uploadRewardCodes,
  uploadRewardImage,
  type StaffWrite,
} from '../domain/reward-catalogue.js';
import { fieldErrors, invalid } from '../domain/errors.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/**
 * The text exactly as the operator wrote it: requests are normalised for form input (Persian
 * digits to Latin), which would turn a title «پازل ۱۰۰۰ تکه» into «پازل 1000 تکه».
 */
function asWritten<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(request.body);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

/** The operators' rewards catalogue (permission `catalogue`); every write is in the audit trail. */
export function rewardCatalogueRoutes(kit: RouteKit): void {
  const { db, clock, publicOrigin, cache } = kit.ctx;
  const write = (request: FastifyRequest): StaffWrite => {
    const staff = request.staff!;
    return {
      actor: { memberId: staff.memberId, mobile: staff.mobile },
      address: request.ip,
      now: clock.now(),
      origin: publicOrigin,
    };
  };
  // A publish or a retirement changes what every member reads: this process's cached catalogue
  // goes at once (the other processes hear the trigger's NOTIFY).
  const published = <T>(result: Promise<T>) => result.finally(() => cache.invalidate(Catalogue.rewards));

  defineRoute(kit, 'listStaffRewards', ({ query }) => listStaffRewards(db, publicOrigin, clock.now(), query ?? {}));
  defineRoute(kit, 'getStaffReward', ({ params }) => staffRewardDetail(db, params.id, publicOrigin));
  defineRoute(kit, 'createReward', ({ request }) =>
    createReward(db, write(request), asWritten(endpoints.createReward.body, request)),
  );
  defineRoute(kit, 'saveRewardDraft', ({ params, request }) =>
    saveRewardDraft(db, write(request), params.id, asWritten(endpoints.saveRewardDraft.body, request)),
  );
  defineRoute(kit, 'publishReward', ({ params, body, request }) =>
    published(publishReward(db, write(request), params.id, body)),
  );
  defineRoute(kit, 'duplicateReward', ({ params, request }) => duplicateReward(db, write(request), params.id));
  defineRoute(kit, 'retireReward', ({ params, body, request }) =>
    published(retireReward(db, write(request), params.id, body)),
  );
  defineRoute(kit, 'setRewardStock', ({ params, request }) =>
    published(setRewardStock(db, write(request), params.id, asWritten(endpoints.setRewardStock.body, request))),
  );
  defineRoute(
    kit,
    'uploadRewardCodes',
    ({ params, body, request }) => published(uploadRewardCodes(db, write(request), params.id, body.text)),
    { bodyLimit: 512 * 1024 },
  );
  defineRoute(kit, 'uploadRewardImage', ({ body, request }) => uploadRewardImage(db, write(request), body), {
    bodyLimit: 512 * 1024,
  });
}
