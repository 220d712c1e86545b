// Public surface of @clorofil/api-client: the configured client, one typed function per
// endpoint and the TanStack Query layer (keys, queryOptions, mutations, the QueryClient).
// Schemas and runtime constants live in '@clorofil/api-client/contract'; the test harness (MSW,
// fixtures, personas) in '@clorofil/api-client/testing' and '/testing/browser'.
export * from './client/index.js';
export type * from './contract/index.js';
// From the zod-free module: importing these never builds a schema (see client/request.ts).
export {
  activityDaysRange,
  adjustmentCategoryNames,
  adjustmentColumnLabels,
  adjustmentStatusNames,
  auditColumnLabels,
  codeSourceNames,
  codeStateNames,
  faqLabels,
  ledgerCauseNames,
  mayOpenFinancialPages,
  memberCodeColumnLabels,
  menuLabels,
  memberNotificationColumnLabels,
  memberOrderColumnLabels,
  memberSearchColumnLabels,
  memberSpinColumnLabels,
  missionColumnLabels,
  missionGoalUnits,
  missionStateNames,
  OperationType,
  orderStatusNames,
  pageListLabels,
  PrizeType,
  reviewAgeNames,
  reviewColumnLabels,
  roleColumnLabels,
  staffRoleNames,
  UserTypeStatus,
  userTypeStatusName,
  UserTypeValue,
  WheelStatus,
} from './contract/constants.js';
export {
  effectiveOddsBp,
  formatOddsPercent,
  parseOddsPercent,
  previewOdds,
  WHEEL_ODDS_TOTAL,
  WHEEL_TABLE_MAX_ROWS,
  WHEEL_TABLE_MIN_ROWS,
  wheelPrizeKinds,
  wheelTableLabels,
  wheelTableProblems,
  wheelTableTexts,
} from './contract/wheel-table-rules.js';
