export { apiQueries, prepareReads } from './queries.js';
export { queryKeys } from './query-keys.js';
export { createQueryClient, DEFAULT_STALE_MS, shouldRetry } from './query-client.js';
export {
  apiMutations,
  useAcknowledgeResult,
  useApproveReview,
  useBuyReward,
  useGrantRole,
  useRejectReview,
  useRevokeRole,
  useRollbackAudit,
  useSaveBankInformation,
  useSaveProfile,
  useSpin,
} from './mutations.js';
export type {
  BuyRewardVariables,
  ReviewDecisionVariables,
  RoleChangeVariables,
  RollbackVariables,
  SpinVariables,
} from './mutations.js';
