import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import {
  endpoints,
  fa,
  previewOdds,
  profileItemListNames,
  wheelTableProblems,
  type ProfileItemListName,
  type WheelTableRow,
} from '../contract/index.js';
import type { BrowserEndpointName } from '../client/request.js';
import { fixtures } from './fixtures/index.js';
import { bookPoints, memberSession } from './member-session.js';
import { mockMethod, mockPath } from './paths.js';
import {
  catalogueDetail,
  createInCatalogue,
  publishInCatalogue,
  saveInCatalogue,
  uploadToCatalogue,
} from './catalogue-session.js';
import { campaignDetail, campaignPage, countAudience, saveCampaign, withdrawInSession } from './campaign-session.js';
import { buyInSession, sessionDiscountCodes, sessionRewards } from './rewards-session.js';
import { sessionScoreSummary } from './scores-session.js';
import { missionConsoleResolvers } from './mission-console-session.js';
import { contentStaffResolvers } from './content-staff-session.js';
import { memberCareResolvers } from './member-care-session.js';

type Resolver = HttpResponseResolver<Record<string, string | readonly string[] | undefined>>;

const notFound = () => HttpResponse.json({ Message: fa.notFound }, { status: 404 });
const param = (value: string | readonly string[] | undefined) => (typeof value === 'string' ? value : '');
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
/** The signed-in persona's profile (see `actAs`), else the default member. */
const profile = () => memberSession()?.profile ?? fixtures.profile;

/** What each endpoint answers by default: the happy path with the fixtures. */
export const defaultResolvers: Record<BrowserEndpointName, Resolver> = {
  getProfile: () => HttpResponse.json(profile()),
  updateProfile: async ({ request }) => {
    const session = memberSession();
    if (!session) return HttpResponse.json(fixtures.profile);
    const body = (await request.json()) as Record<string, unknown>;
    const firstName = text(body.firstName) ?? session.profile.firstName;
    const lastName = text(body.lastName) ?? session.profile.lastName;
    const nationalCode = text(body.nationalCode) ?? session.profile.nationalCode;
    // Like the API: a chosen type (new, or new information for it) goes to review as Pending.
    const typeId = typeof body.userTypeId === 'number' ? body.userTypeId : undefined;
    const typeInfo = text(body.userTypeInfo);
    const chosen = fixtures.userTypes.find((type) => type.id === typeId);
    const resubmitted =
      chosen !== undefined && (chosen.id !== session.profile.userType?.id || typeInfo !== session.profile.userTypeInfo);
    session.profile = {
      ...session.profile,
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`.trim(),
      nationalCode,
      ...('provinceId' in body ? { provinceId: (body.provinceId as number | null) ?? null } : {}),
      ...('cityId' in body ? { cityId: (body.cityId as number | null) ?? null } : {}),
      ...(resubmitted
        ? {
            userType: chosen,
            userTypeInfo: typeInfo ?? null,
            userTypeStatus: 10 as const,
            resultSeen: false,
            reviewNote: null,
            isCommissionEligible: false,
          }
        : {}),
    };
    return HttpResponse.json(session.profile);
  },
  seeSelfExpressionResult: () => {
    const session = memberSession();
    if (session) session.profile = { ...session.profile, resultSeen: true };
    return HttpResponse.json({ ...profile(), resultSeen: true });
  },
  getUserTypes: () => HttpResponse.json(fixtures.userTypes),
  getSchoolTypes: () => HttpResponse.json(fixtures.schoolTypes),
  getProfileItems: ({ params }) => {
    const list = param(params.list);
    if (!(profileItemListNames as readonly string[]).includes(list)) return notFound();
    return HttpResponse.json(fixtures.profileItems[list as ProfileItemListName]);
  },
  getProvinces: () => HttpResponse.json(fixtures.provinces),
  getNotifications: () => HttpResponse.json(fixtures.notifications),
  getRewards: () => HttpResponse.json(sessionRewards()),
  getPublicRewards: () => HttpResponse.json(fixtures.publicRewards),
  buyReward: ({ params }) => buyInSession(param(params.id), profile().score),
  getScores: () => HttpResponse.json(memberSession()?.scores ?? fixtures.scores),
  getScoreSummary: () => HttpResponse.json(sessionScoreSummary()),
  getMissions: () => HttpResponse.json(fixtures.missions),
  getPublicMissions: () => HttpResponse.json(fixtures.publicMissions),
  getDiscountCodes: () => HttpResponse.json(sessionDiscountCodes()),
  getWheelPrizes: () => HttpResponse.json(fixtures.wheelPrizes),
  getSpinnable: () => HttpResponse.json(fixtures.spinnable),
  spin: () => {
    const result = fixtures.spinResults.wonScore;
    const session = memberSession();
    if (session) bookPoints(session, 'جایزهٔ گردونهٔ شانس', result.score, false);
    return HttpResponse.json(result);
  },
  getCommissions: () => HttpResponse.json(fixtures.commissions),
  getCommissionDetail: ({ params }) => {
    const detail = fixtures.commissionDetails[Number(param(params.id))];
    return detail ? HttpResponse.json(detail) : notFound();
  },
  getPayments: () => HttpResponse.json(fixtures.payments),
  getBankInformation: () => HttpResponse.json(fixtures.bankInformation),
  updateBankInformation: () => HttpResponse.json(fixtures.bankInformation),
  getPages: () => HttpResponse.json(fixtures.pages),
  getPage: ({ params }) => {
    const page = fixtures.pageBodies.find((item) => item.slug === param(params.slug));
    return page ? HttpResponse.json(page) : notFound();
  },
  getFaq: () => HttpResponse.json(fixtures.faq),
  getPendingReviews: () => HttpResponse.json(fixtures.pendingReviews),
  approveReview: ({ params }) => HttpResponse.json({ mobile: param(params.mobile), userTypeStatus: 20 }),
  rejectReview: ({ params }) => HttpResponse.json({ mobile: param(params.mobile), userTypeStatus: -10 }),
  // Staff as the API decides it: a member persona without a role is refused (403), the reviewer
  // holds `review`; without a persona the console's default admin answers (console stories).
  getStaffMe: () => {
    const current = memberSession();
    if (!current) return HttpResponse.json(fixtures.staffMe);
    if (!current.profile.isStaff) return HttpResponse.json({ Message: fa.forbidden }, { status: 403 });
    return HttpResponse.json({ mobile: current.profile.mobile, roles: ['reviewer'], permissions: ['review'] });
  },
  getRoleHolders: () => HttpResponse.json(fixtures.roleHolders),
  grantRole: ({ params }) => {
    const mobile = param(params.mobile);
    const holder = fixtures.roleHolders.find((item) => item.mobile === mobile);
    const roles = [...new Set([...(holder?.roles ?? []), param(params.role)])];
    return HttpResponse.json({ mobile, name: holder?.name ?? null, roles });
  },
  revokeRole: ({ params }) => {
    const mobile = param(params.mobile);
    const holder = fixtures.roleHolders.find((item) => item.mobile === mobile);
    if (!holder) return notFound();
    return HttpResponse.json({ ...holder, roles: holder.roles.filter((role) => role !== param(params.role)) });
  },
  getAuditTrail: () => HttpResponse.json(fixtures.auditTrail),
  rollbackAudit: ({ params }) =>
    fixtures.auditTrail.items.some((entry) => String(entry.id) === param(params.id))
      ? HttpResponse.json({ message: 'تغییر به نسخهٔ پیشین بازگردانده شد.' })
      : notFound(),
  listStaffRewards: () => HttpResponse.json(fixtures.staffRewards),
  getStaffReward: ({ params }) => {
    const detail = catalogueDetail(param(params.id));
    return detail ? HttpResponse.json(detail) : notFound();
  },
  createReward: async ({ request }) => createInCatalogue((await request.json()) as Record<string, unknown>),
  saveRewardDraft: async ({ params, request }) =>
    saveInCatalogue(param(params.id), (await request.json()) as Record<string, unknown>),
  publishReward: async ({ params, request }) =>
    publishInCatalogue(param(params.id), (await request.json()) as Record<string, unknown>),
  duplicateReward: ({ params }) => {
    const detail = catalogueDetail(param(params.id));
    if (!detail) return notFound();
    const draft = detail.draft ?? detail.published!;
    return HttpResponse.json({
      ...detail,
      id: 99,
      status: 'draft',
      editVersion: 1,
      published: null,
      draft: { ...draft, version: 1, title: `${draft.title} (رونوشت)` },
      codes: detail.codes ? { total: 0, left: 0 } : null,
    });
  },
  retireReward: ({ params }) => {
    const detail = catalogueDetail(param(params.id));
    return detail
      ? HttpResponse.json({ ...detail, status: 'retired', retiredAt: new Date().toISOString() })
      : notFound();
  },
  setRewardStock: async ({ params, request }) => {
    const detail = catalogueDetail(param(params.id));
    if (!detail) return notFound();
    const body = (await request.json()) as { stock: number | null };
    return HttpResponse.json({ ...detail, stock: body.stock });
  },
  uploadRewardCodes: async ({ params, request }) =>
    uploadToCatalogue(param(params.id), (await request.json()) as Record<string, unknown>),
  uploadRewardImage: () => HttpResponse.json({ file: 'upload-mock.png', url: '/api/images/upload-mock.png' }),
  getWheelTables: () => HttpResponse.json(fixtures.wheelTables),
  // Like the API: a draft is saved whatever its state, with what still keeps it from going live.
  saveWheelDraft: async ({ request }) => {
    const body = (await request.json()) as { rows: WheelTableRow[] };
    const base = fixtures.wheelDraftShort;
    return HttpResponse.json({
      ...base,
      rows: body.rows.map((r) => ({ ...r, prizeId: null })),
      revision: base.revision + 1,
      ...wheelTableProblems(body.rows),
    });
  },
  scheduleWheelTable: async ({ request }) => {
    const body = (await request.json()) as { day: string };
    const inEffect = fixtures.wheelTables.inEffect!;
    return HttpResponse.json({
      ...inEffect,
      id: 3,
      version: 3,
      state: 'scheduled',
      mode: 'scheduled',
      effectiveFrom: `${body.day}T00:00:00+03:30`,
    });
  },
  publishWheelTable: () => HttpResponse.json({ ...fixtures.wheelTables.inEffect!, id: 3, version: 3 }),
  previewWheelTable: async ({ request }) => {
    const body = (await request.json()) as { rows: WheelTableRow[]; paid: number[] };
    return HttpResponse.json(previewOdds(body.rows, body.paid));
  },
  ...missionConsoleResolvers,
  ...contentStaffResolvers,
  ...memberCareResolvers,
  getPointsLiability: () => HttpResponse.json(fixtures.pointsLiability),
  getFraudSignals: () => HttpResponse.json(fixtures.fraudSignals),
  getActivityReport: () => HttpResponse.json(fixtures.activityReport),
  listCampaigns: ({ request }) => campaignPage(request.url),
  getCampaign: ({ params }) => {
    const detail = campaignDetail(param(params.id));
    return detail ? HttpResponse.json(detail) : notFound();
  },
  createCampaign: async ({ request }) => saveCampaign((await request.json()) as Record<string, unknown>),
  updateCampaign: async ({ params, request }) => {
    const detail = campaignDetail(param(params.id));
    return detail ? saveCampaign((await request.json()) as Record<string, unknown>, detail) : notFound();
  },
  withdrawCampaign: async ({ params, request }) =>
    withdrawInSession(param(params.id), (await request.json()) as Record<string, unknown>),
  countCampaignAudience: async ({ request }) => countAudience((await request.json()) as Record<string, unknown>),
};

export function handlerFor(name: BrowserEndpointName, resolver: Resolver = defaultResolvers[name]): HttpHandler {
  return http[mockMethod(name)](mockPath(name), resolver);
}

const areas = {
  profile: [
    'getProfile',
    'updateProfile',
    'seeSelfExpressionResult',
    'getUserTypes',
    'getSchoolTypes',
    'getProfileItems',
    'getProvinces',
    'getNotifications',
  ],
  rewards: ['getRewards', 'getPublicRewards', 'buyReward', 'getScores', 'getDiscountCodes'],
  scores: ['getScoreSummary', 'getMissions', 'getPublicMissions'],
  wheel: ['getWheelPrizes', 'getSpinnable', 'spin'],
  financial: ['getCommissions', 'getCommissionDetail', 'getPayments', 'getBankInformation', 'updateBankInformation'],
  content: ['getPages', 'getPage', 'getFaq'],
  review: ['getPendingReviews', 'approveReview', 'rejectReview'],
  staff: ['getStaffMe', 'getRoleHolders', 'grantRole', 'revokeRole', 'getAuditTrail', 'rollbackAudit'],
  rewardCatalogue: [
    'listStaffRewards',
    'getStaffReward',
    'createReward',
    'saveRewardDraft',
    'publishReward',
    'duplicateReward',
    'retireReward',
    'setRewardStock',
    'uploadRewardCodes',
    'uploadRewardImage',
  ],
  wheelTables: ['getWheelTables', 'saveWheelDraft', 'scheduleWheelTable', 'publishWheelTable', 'previewWheelTable'],
  missionConsole: [
    'listStaffMissions',
    'getStaffMission',
    'createMission',
    'updateMission',
    'endMission',
    'getEarningSettings',
  ],
  contentStaff: [
    'listStaffPages',
    'getStaffPage',
    'savePageDraft',
    'publishPage',
    'listStaffFaq',
    'createFaq',
    'saveFaq',
    'removeFaq',
    'reorderFaq',
    'getStaffMenus',
    'saveMenus',
  ],
  memberCare: [
    'findMembers',
    'getMemberCare',
    'getMemberLedger',
    'getMemberSpins',
    'getMemberNotifications',
    'viewBankInformation',
    'explainOrder',
    'getMemberSessions',
    'endMemberSessions',
    'requestAdjustment',
    'listAdjustments',
    'approveAdjustment',
    'rejectAdjustment',
    'resendCode',
    'markCodeFaulty',
  ],
  reports: ['getPointsLiability', 'getFraudSignals', 'getActivityReport'],
  notificationCampaigns: [
    'listCampaigns',
    'getCampaign',
    'createCampaign',
    'updateCampaign',
    'withdrawCampaign',
    'countCampaignAudience',
  ],
} as const satisfies Record<string, readonly BrowserEndpointName[]>;

export type MockArea = keyof typeof areas;

// Reward images are absolute paths under /api/images; stories show a neutral placeholder.
const imageHandler = http.get('*/api/images/:file', () =>
  HttpResponse.text(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" rx="12" fill="#DCFCE7"/><circle cx="80" cy="60" r="28" fill="#16A34A"/></svg>',
    { headers: { 'Content-Type': 'image/svg+xml' } },
  ),
);

/**
 * Default handlers in named groups, for Storybook's `parameters.msw.handlers`: a story replaces
 * one group (say `rewards: [errorResponse('getRewards')]`) and keeps the others.
 */
// The exports answer a small CSV with the API's byte-order mark, so a saved file reads as the real one.
const csvNames = Object.entries(endpoints)
  .filter(([, endpoint]) => 'responseType' in endpoint && endpoint.responseType === 'csv')
  .map(([name]) => name as keyof typeof endpoints);
const exportHandlers = csvNames.map((name) =>
  http.get(`*${endpoints[name].path.replace(/\{(\w+)\}/g, ':$1')}`, () =>
    HttpResponse.text('\uFEFFماه,صادرشده\r\n1405/09,120\r\n', {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="${name}.csv"`,
      },
    }),
  ),
);

export const handlerGroups: Record<MockArea | 'images' | 'exports', HttpHandler[]> = {
  ...(Object.fromEntries(
    Object.entries(areas).map(([area, names]) => [area, names.map((name) => handlerFor(name))]),
  ) as Record<MockArea, HttpHandler[]>),
  images: [imageHandler],
  exports: exportHandlers,
};

/** Every endpoint answering with the fixtures. */
export const handlers: HttpHandler[] = Object.values(handlerGroups).flat();
