import { paths } from '@clorofil/app-kit';

/** This feature's addresses. They are written in app-kit's `paths`, the one addresses module. */
export const rewardsPaths = {
  home: paths.rewards,
  reward: paths.reward,
  rewardPattern: paths.patterns.reward,
  discountCodes: paths.discountCodes,
  /** The operators' catalogue (console). */
  catalogue: paths.operator.rewards,
  newReward: paths.operator.newReward,
  editReward: paths.operator.reward,
  editRewardPattern: paths.patterns.operatorReward,
} as const;
