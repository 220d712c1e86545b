import { paths } from '@clorofil/ui-rtl';

/** This feature's addresses. They are written in ui-rtl's `paths`, the one addresses module. */
export const rewardsPaths = {
  home: paths.rewards,
  reward: paths.reward,
  rewardPattern: paths.patterns.reward,
  discountCodes: paths.discountCodes,
} as const;
