import {
  endpoints,
  rewardCategoryLabels,
  rewardColumnLabels as label,
  rewardEligibilityLabels,
  rewardKindLabels,
  rewardStatusLabels,
  type StaffReward,
  type StaffRewardFilter,
} from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
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
import { defineCsvRoute, listExport, type CsvColumn } from '../http/csv.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const rewardColumns: readonly CsvColumn<StaffReward>[] = [
  { label: label.id, value: (reward) => reward.id },
  { label: label.title, value: (reward) => reward.title },
  { label: label.category, value: (reward) => rewardCategoryLabels[reward.category] },
  { label: label.kind, value: (reward) => rewardKindLabels[reward.kind] },
  { label: label.score, value: (reward) => reward.score },
  // A code reward's stock is its pool: the codes left say it.
  { label: label.stock, value: (reward) => (reward.codes ? null : (reward.stock ?? 'نامحدود')) },
  { label: label.codesLeft, value: (reward) => reward.codes?.left ?? null },
  { label: label.codesTotal, value: (reward) => reward.codes?.total ?? null },
  { label: label.validCount, value: (reward) => reward.validCount },
  {
    label: label.availableFrom,
    value: (reward) => (reward.availableFrom ? formatJalaliDateTime(reward.availableFrom) : 'بدون آغاز'),
  },
  {
    label: label.availableTo,
    value: (reward) => (reward.availableTo ? formatJalaliDateTime(reward.availableTo) : 'بدون پایان'),
  },
  { label: label.eligibility, value: (reward) => rewardEligibilityLabels[reward.eligibility] },
  { label: label.status, value: (reward) => rewardStatusLabels[reward.status] },
  { label: label.hasDraft, value: (reward) => (reward.hasDraft ? 'بله' : 'خیر') },
];

/** `rewards-ebook-published-active.csv`: the filters in the name, each a Latin word. */
function rewardsFileName(filter: StaffRewardFilter): string {
  const flags = (['active', 'outOfStock', 'endingSoon'] as const).map((flag) =>
    filter[flag] === undefined ? undefined : `${filter[flag] ? '' : 'not-'}${flag}`,
  );
  return `${['rewards', filter.category, filter.kind, filter.status, ...flags].filter(Boolean).join('-')}.csv`;
}

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
  // The catalogue is a few hundred rewards the list already holds: one page, the list's own filter.
  defineCsvRoute(kit, 'exportStaffRewards', async ({ query }) =>
    listExport(
      rewardsFileName(query ?? {}),
      rewardColumns,
      await listStaffRewards(db, publicOrigin, clock.now(), query ?? {}),
    ),
  );
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
