import type { EndpointDef } from '../contract/endpoint-def.js';
import type { CsvEndpointName } from '../contract/endpoints.js';
import type { BrowserEndpointName } from './request.js';

/**
 * The contract's areas as a browser loads them: each area's module holds its endpoints and their
 * zod schemas, and a build gives each its own file. A page builds only the schemas of the areas it
 * calls, each in a task of its own, where the whole contract had been one task of every schema of
 * the API (~225 ms at phone speed on a member's page, bench/web/profile.mjs).
 */
const areaLoaders = {
  bankInformation: () => import('../contract/bank-information.js').then((area) => area.bankInformationEndpoints),
  commissions: () => import('../contract/commissions.js').then((area) => area.commissionEndpoints),
  content: () => import('../contract/content.js').then((area) => area.contentEndpoints),
  discountCodes: () => import('../contract/discount-codes.js').then((area) => area.discountCodeEndpoints),
  missions: () => import('../contract/missions.js').then((area) => area.missionEndpoints),
  missionConsole: () => import('../contract/mission-console.js').then((area) => area.missionConsoleEndpoints),
  notifications: () => import('../contract/notifications.js').then((area) => area.notificationEndpoints),
  notificationCampaigns: () =>
    import('../contract/notification-campaigns.js').then((area) => area.notificationCampaignEndpoints),
  profile: () => import('../contract/profile.js').then((area) => area.profileEndpoints),
  review: () => import('../contract/review.js').then((area) => area.reviewEndpoints),
  rewards: () => import('../contract/rewards.js').then((area) => area.rewardEndpoints),
  rewardCatalogue: () => import('../contract/reward-catalogue.js').then((area) => area.rewardCatalogueEndpoints),
  scores: () => import('../contract/scores.js').then((area) => area.scoreEndpoints),
  staff: () => import('../contract/staff.js').then((area) => area.staffEndpoints),
  wheel: () => import('../contract/wheel.js').then((area) => area.wheelEndpoints),
  wheelTables: () => import('../contract/wheel-tables.js').then((area) => area.wheelTableEndpoints),
  contentStaff: () => import('../contract/content-staff.js').then((area) => area.contentStaffEndpoints),
  memberCare: () => import('../contract/member-care.js').then((area) => area.memberCareEndpoints),
  reports: () => import('../contract/reports.js').then((area) => area.reportEndpoints),
} satisfies Record<string, () => Promise<Record<string, EndpointDef>>>;

export type ContractArea = keyof typeof areaLoaders;
type TableOf<A extends ContractArea> = Awaited<ReturnType<(typeof areaLoaders)[A]>>;
/** The area whose table defines endpoint `N` (never, if none does: the table below then fails to compile). */
type AreaOf<N extends string> = { [A in ContractArea]: N extends keyof TableOf<A> ? A : never }[ContractArea];

/** The area of every endpoint the browser calls; the compiler checks each against the area's table. */
export const endpointAreas: { readonly [N in BrowserEndpointName]: AreaOf<N> } = {
  getProfile: 'profile',
  updateProfile: 'profile',
  seeSelfExpressionResult: 'profile',
  getUserTypes: 'profile',
  getSchoolTypes: 'profile',
  getProfileItems: 'profile',
  getProvinces: 'profile',
  getNotifications: 'notifications',
  getRewards: 'rewards',
  getPublicRewards: 'rewards',
  buyReward: 'rewards',
  getScores: 'scores',
  getScoreSummary: 'scores',
  getMissions: 'missions',
  getPublicMissions: 'missions',
  getDiscountCodes: 'discountCodes',
  getWheelPrizes: 'wheel',
  getSpinnable: 'wheel',
  spin: 'wheel',
  getCommissions: 'commissions',
  getCommissionDetail: 'commissions',
  getPayments: 'commissions',
  getBankInformation: 'bankInformation',
  updateBankInformation: 'bankInformation',
  getPages: 'content',
  getPage: 'content',
  getFaq: 'content',
  getPendingReviews: 'review',
  approveReview: 'review',
  rejectReview: 'review',
  getStaffMe: 'staff',
  getRoleHolders: 'staff',
  grantRole: 'staff',
  revokeRole: 'staff',
  getAuditTrail: 'staff',
  rollbackAudit: 'staff',
  listStaffRewards: 'rewardCatalogue',
  getStaffReward: 'rewardCatalogue',
  createReward: 'rewardCatalogue',
  saveRewardDraft: 'rewardCatalogue',
  publishReward: 'rewardCatalogue',
  duplicateReward: 'rewardCatalogue',
  retireReward: 'rewardCatalogue',
  setRewardStock: 'rewardCatalogue',
  uploadRewardCodes: 'rewardCatalogue',
  uploadRewardImage: 'rewardCatalogue',
  getWheelTables: 'wheelTables',
  saveWheelDraft: 'wheelTables',
  scheduleWheelTable: 'wheelTables',
  publishWheelTable: 'wheelTables',
  previewWheelTable: 'wheelTables',
  listStaffMissions: 'missionConsole',
  getStaffMission: 'missionConsole',
  createMission: 'missionConsole',
  updateMission: 'missionConsole',
  endMission: 'missionConsole',
  getEarningSettings: 'missionConsole',
  listStaffPages: 'contentStaff',
  getStaffPage: 'contentStaff',
  savePageDraft: 'contentStaff',
  publishPage: 'contentStaff',
  listStaffFaq: 'contentStaff',
  createFaq: 'contentStaff',
  saveFaq: 'contentStaff',
  removeFaq: 'contentStaff',
  reorderFaq: 'contentStaff',
  getStaffMenus: 'contentStaff',
  saveMenus: 'contentStaff',
  listCampaigns: 'notificationCampaigns',
  getCampaign: 'notificationCampaigns',
  createCampaign: 'notificationCampaigns',
  updateCampaign: 'notificationCampaigns',
  withdrawCampaign: 'notificationCampaigns',
  countCampaignAudience: 'notificationCampaigns',
  findMembers: 'memberCare',
  getMemberCare: 'memberCare',
  getMemberLedger: 'memberCare',
  getMemberSpins: 'memberCare',
  getMemberNotifications: 'memberCare',
  viewBankInformation: 'memberCare',
  explainOrder: 'memberCare',
  getMemberSessions: 'memberCare',
  endMemberSessions: 'memberCare',
  requestAdjustment: 'memberCare',
  listAdjustments: 'memberCare',
  approveAdjustment: 'memberCare',
  rejectAdjustment: 'memberCare',
  resendCode: 'memberCare',
  markCodeFaulty: 'memberCare',
  getPointsLiability: 'reports',
  getFraudSignals: 'reports',
  getActivityReport: 'reports',
};

/** The area of every export (a file, fetched by `downloadEndpoint`). */
const csvEndpointAreas: { readonly [N in CsvEndpointName]: AreaOf<N> } = {
  exportActivityReport: 'reports',
  exportPointsLiability: 'reports',
  exportFraudSignals: 'reports',
  exportMembers: 'reports',
  exportMemberLedger: 'reports',
  exportMemberSearch: 'memberCare',
  exportAdjustments: 'memberCare',
  exportMemberCodes: 'memberCare',
  exportMemberSpins: 'memberCare',
  exportMemberNotifications: 'memberCare',
  exportMemberOrders: 'memberCare',
  exportAuditTrail: 'staff',
  exportPendingReviews: 'review',
  exportStaffMissions: 'missionConsole',
  exportWheelTables: 'wheelTables',
  exportStaffPages: 'contentStaff',
  exportStaffMenus: 'contentStaff',
  exportStaffFaq: 'contentStaff',
  exportRoleHolders: 'staff',
  exportStaffRewards: 'rewardCatalogue',
  exportCampaigns: 'notificationCampaigns',
};

const loading = new Map<ContractArea, Promise<Record<string, EndpointDef>>>();

function loadArea(area: ContractArea): Promise<Record<string, EndpointDef>> {
  let table = loading.get(area);
  if (!table) {
    table = areaLoaders[area]();
    loading.set(area, table);
    // A failed download (offline, a deploy replaced the files) is tried again by the next call.
    table.catch(() => loading.delete(area));
  }
  return table;
}

/** The definition of endpoint `name`, its area loaded (once) on first use. */
export async function loadEndpoint(name: BrowserEndpointName | CsvEndpointName): Promise<EndpointDef> {
  const table = await loadArea(
    name in csvEndpointAreas ? csvEndpointAreas[name as CsvEndpointName] : endpointAreas[name as BrowserEndpointName],
  );
  return table[name]!;
}
