// The product's addresses, written once. Features link to each other's pages through these
// builders (a feature never imports another feature), and the shell mounts routes at them.
const encode = (segment: string) => encodeURIComponent(segment);

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
  financial: '/financial',
  commissions: '/financial/commission',
  commission: (id: number | string) => `/financial/commission/${encode(String(id))}`,
  bankInformation: '/financial/bank-information',
  /** SPEC §2 also names the financial pages without the /financial prefix; both resolve. */
  commissionsShort: '/commission',
  commissionShort: (id: number | string) => `/commission/${encode(String(id))}`,
  bankInformationShort: '/bank-information',
  page: (slug: string) => `/page/${encode(slug)}`,
} as const;

export type Paths = typeof paths;
