// The product's addresses, written once. Features link to each other's pages through these
// builders (a feature never imports another feature), the shell mounts routes at them, and a
// feature's route table uses `paths.patterns` for addresses with parameters. A new feature adds
// its address here (`pnpm create-feature` does it): this module is the only place an app-page
// address is spelled out.
const encode = (segment: string) => encodeURIComponent(segment);

/**
 * SPEC §2's two fixed content pages live at the top level under the Persian slugs the API seeds
 * (every other content page lives under `/page/`).
 */
export const fixedPageSlugs = {
  whatIsClub: 'باشگاه-مشتریان-چیست',
  profileHelp: 'چگونه-پروفایل-خود-را-تغییر-دهم',
} as const;

export const paths = {
  home: '/',
  login: '/login',
  logoutRedirect: '/logoutredirect',
  forbidden: '/403',
  notFound: '/404',
  dashboard: '/dashboard',
  account: '/account',
  rewards: '/rewards',
  reward: (id: number | string) => `/rewards/${encode(String(id))}`,
  scores: '/scores',
  discountCodes: '/discount-code',
  luckyWheel: '/games/lucky-wheel',
  review: '/review',
  financial: '/financial',
  commissions: '/financial/commission',
  commission: (id: number | string) => `/financial/commission/${encode(String(id))}`,
  bankInformation: '/financial/bank-information',
  /** SPEC §2 also names the financial pages without the /financial prefix; both resolve. */
  commissionsShort: '/commission',
  commissionShort: (id: number | string) => `/commission/${encode(String(id))}`,
  bankInformationShort: '/bank-information',
  page: (slug: string) => `/page/${encode(slug)}`,
  whatIsClub: `/${encode(fixedPageSlugs.whatIsClub)}`,
  profileHelp: `/${encode(fixedPageSlugs.profileHelp)}`,
  // pnpm create-feature adds each new feature's address above this line.
  /**
   * The operator console: staff screens, rendered in the browser only. Each feature adds its
   * screens' addresses here, under `/operator/`.
   */
  operator: {
    home: '/operator',
    review: '/operator/review',
    roles: '/operator/roles',
    audit: '/operator/audit',
    rewards: '/operator/rewards',
    newReward: '/operator/rewards/new',
    reward: (id: number | string) => `/operator/rewards/${encode(String(id))}`,
    wheel: '/operator/wheel',
    missions: '/operator/missions',
    newMission: '/operator/missions/new',
    mission: (id: number | string) => `/operator/missions/${encode(String(id))}`,
    pages: '/operator/pages',
    page: (slug: string) => `/operator/pages/${encode(slug)}`,
    faq: '/operator/faq',
    menus: '/operator/menus',
    notifications: '/operator/notifications',
    newNotification: '/operator/notifications/new',
    notification: (id: number | string) => `/operator/notifications/${encode(String(id))}`,
    members: '/operator/members',
    member: (id: number | string) => `/operator/members/${encode(String(id))}`,
    approvals: '/operator/approvals',
    liability: '/operator/reports/liability',
    signals: '/operator/reports/signals',
    activity: '/operator/reports/activity',
  },
  /** Route patterns (react-router syntax) for the addresses above that take a parameter. */
  patterns: {
    reward: '/rewards/:id',
    operatorReward: '/operator/rewards/:id',
    operatorMission: '/operator/missions/:id',
    operatorPage: '/operator/pages/:slug',
    operatorNotification: '/operator/notifications/:id',
    operatorMember: '/operator/members/:id',
    commission: '/financial/commission/:id',
    commissionShort: '/commission/:id',
    page: '/page/:slug',
    // The router matches decoded addresses, so the fixed pages' patterns keep the Persian letters.
    whatIsClub: `/${fixedPageSlugs.whatIsClub}`,
    profileHelp: `/${fixedPageSlugs.profileHelp}`,
  },
} as const;

export type Paths = typeof paths;
