import { queryOptions } from '@tanstack/react-query';
import type { AuditTrailQuery, ProfileItemListName } from '../../contract/index.js';
import { getPage, getPages, getFaq } from '../endpoints/content.js';
import { getBankInformation, getCommissionDetail, getCommissions, getPayments } from '../endpoints/financial.js';
import {
  getNotifications,
  getProfile,
  getProfileItems,
  getProvinces,
  getSchoolTypes,
  getUserTypes,
} from '../endpoints/profile.js';
import { getPendingReviews } from '../endpoints/review.js';
import { getDiscountCodes, getPublicRewards, getRewards, getScores } from '../endpoints/rewards.js';
import { getMissions, getPublicMissions, getScoreSummary } from '../endpoints/scores.js';
import { getAuditTrail, getRoleHolders, getStaffMe } from '../endpoints/staff.js';
import { getSpinnable, getWheelPrizes } from '../endpoints/wheel.js';
import { queryKeys } from './query-keys.js';
import { endpointAreas } from '../contract-areas.js';
import { prepareEndpoint, type BrowserEndpointName } from '../request.js';

/**
 * What a query reads, in its `meta`: a route loader downloads the endpoint's code while it checks
 * the session (prepareReads), so the read goes out as soon as the check is done.
 */
const read = (endpoint: BrowserEndpointName) => ({ endpoint });

const member = queryKeys.member;
const open = queryKeys.public;
// Reference lists change with a release, not while a member is looking at a form.
const LISTS_STALE_MS = 60 * 60 * 1000;
// Matches the catalogue's `Cache-Control: max-age` on the API.
const PUBLIC_CATALOGUE_STALE_MS = 5 * 60 * 1000;
// Matches the open missions' `Cache-Control: max-age` on the API.
const PUBLIC_MISSIONS_STALE_MS = 60 * 1000;

/**
 * `queryOptions` for every GET endpoint of the contract: key, typed loader (the contract's
 * response type) and cancellation. Use with `useQuery(apiQueries.rewards())`,
 * `queryClient.fetchQuery(…)` or `ensureQueryData` in a route loader.
 */
export const apiQueries = {
  profile: () =>
    queryOptions({
      queryKey: member.profile(),
      queryFn: ({ signal }) => getProfile({ signal }),
      meta: read('getProfile'),
    }),
  scores: () =>
    queryOptions({
      queryKey: member.scores(),
      queryFn: ({ signal }) => getScores({ signal }),
      meta: read('getScores'),
    }),
  scoreSummary: () =>
    queryOptions({
      queryKey: member.scoreSummary(),
      queryFn: ({ signal }) => getScoreSummary({ signal }),
      meta: read('getScoreSummary'),
    }),
  missions: () =>
    queryOptions({
      queryKey: member.missions(),
      queryFn: ({ signal }) => getMissions({ signal }),
      meta: read('getMissions'),
    }),
  rewards: () =>
    queryOptions({
      queryKey: member.rewards(),
      queryFn: ({ signal }) => getRewards({ signal }),
      meta: read('getRewards'),
    }),
  discountCodes: () =>
    queryOptions({
      queryKey: member.discountCodes(),
      queryFn: ({ signal }) => getDiscountCodes({ signal }),
      meta: read('getDiscountCodes'),
    }),
  /** The server marks what it returns as delivered: never served from cache. */
  notifications: () =>
    queryOptions({
      queryKey: member.notifications(),
      queryFn: ({ signal }) => getNotifications({ signal }),
      meta: read('getNotifications'),
      staleTime: 0,
      gcTime: 0,
    }),
  spinnable: (wheelId: number) =>
    queryOptions({
      queryKey: member.spinnable(wheelId),
      queryFn: ({ signal }) => getSpinnable(wheelId, { signal }),
      meta: read('getSpinnable'),
    }),
  commissions: () =>
    queryOptions({
      queryKey: member.commissions(),
      queryFn: ({ signal }) => getCommissions({ signal }),
      meta: read('getCommissions'),
    }),
  commissionDetail: (id: number) =>
    queryOptions({
      queryKey: member.commissionDetail(id),
      queryFn: ({ signal }) => getCommissionDetail(id, { signal }),
      meta: read('getCommissionDetail'),
    }),
  payments: () =>
    queryOptions({
      queryKey: member.payments(),
      queryFn: ({ signal }) => getPayments({ signal }),
      meta: read('getPayments'),
    }),
  bankInformation: () =>
    queryOptions({
      queryKey: member.bankInformation(),
      queryFn: ({ signal }) => getBankInformation({ signal }),
      meta: read('getBankInformation'),
    }),
  userTypes: () =>
    queryOptions({
      queryKey: member.userTypes(),
      queryFn: ({ signal }) => getUserTypes({ signal }),
      meta: read('getUserTypes'),
      staleTime: LISTS_STALE_MS,
    }),
  schoolTypes: () =>
    queryOptions({
      queryKey: member.schoolTypes(),
      queryFn: ({ signal }) => getSchoolTypes({ signal }),
      meta: read('getSchoolTypes'),
      staleTime: LISTS_STALE_MS,
    }),
  profileItems: (list: ProfileItemListName) =>
    queryOptions({
      queryKey: member.profileItems(list),
      queryFn: ({ signal }) => getProfileItems(list, { signal }),
      meta: read('getProfileItems'),
      staleTime: LISTS_STALE_MS,
    }),
  pendingReviews: () =>
    queryOptions({
      queryKey: member.pendingReviews(),
      queryFn: ({ signal }) => getPendingReviews({ signal }),
      meta: read('getPendingReviews'),
    }),
  /**
   * The signed-in member's staff rights, asked once per session: a member without a role gets
   * 403, which stays the answer (never asked again on every page) until sign-out clears it.
   */
  staffMe: () =>
    queryOptions({
      queryKey: member.staffMe(),
      queryFn: ({ signal }) => getStaffMe({ signal }),
      meta: read('getStaffMe'),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retryOnMount: false,
    }),
  roleHolders: () =>
    queryOptions({
      queryKey: member.roleHolders(),
      queryFn: ({ signal }) => getRoleHolders({ signal }),
      meta: read('getRoleHolders'),
    }),
  auditTrail: (query: AuditTrailQuery = {}) =>
    queryOptions({
      queryKey: member.auditTrail(query),
      queryFn: ({ signal }) => getAuditTrail(query, { signal }),
      meta: read('getAuditTrail'),
    }),
  pages: () =>
    queryOptions({ queryKey: open.pages(), queryFn: ({ signal }) => getPages({ signal }), meta: read('getPages') }),
  page: (slug: string) =>
    queryOptions({
      queryKey: open.page(slug),
      queryFn: ({ signal }) => getPage(slug, { signal }),
      meta: read('getPage'),
    }),
  faq: () => queryOptions({ queryKey: open.faq(), queryFn: ({ signal }) => getFaq({ signal }), meta: read('getFaq') }),
  provinces: () =>
    queryOptions({
      queryKey: open.provinces(),
      queryFn: ({ signal }) => getProvinces({ signal }),
      meta: read('getProvinces'),
      staleTime: LISTS_STALE_MS,
    }),
  wheelPrizes: () =>
    queryOptions({
      queryKey: open.wheelPrizes(),
      queryFn: ({ signal }) => getWheelPrizes({ signal }),
      meta: read('getWheelPrizes'),
    }),
  /** The visitor's catalogue (home carousel); the API lets it be cached for minutes too. */
  publicRewards: () =>
    queryOptions({
      queryKey: open.rewards(),
      queryFn: ({ signal }) => getPublicRewards({ signal }),
      meta: read('getPublicRewards'),
      staleTime: PUBLIC_CATALOGUE_STALE_MS,
    }),
  /** The open missions without a member's progress (rendered by the server for a member's browser). */
  publicMissions: () =>
    queryOptions({
      queryKey: open.missions(),
      queryFn: ({ signal }) => getPublicMissions({ signal }),
      meta: read('getPublicMissions'),
      staleTime: PUBLIC_MISSIONS_STALE_MS,
    }),
};

/**
 * Starts downloading the code of each read's endpoint (named in its `meta` by `apiQueries`) and
 * returns at once: a loader calls it before an awaited check (the session, a permission) so the
 * reads that follow the check find their contract area and axios there. Reads of other queries
 * are passed over.
 */
export function prepareReads(reads: readonly { meta?: Record<string, unknown> | undefined }[]): void {
  for (const options of reads) {
    const endpoint = options.meta?.endpoint;
    if (typeof endpoint === 'string' && Object.hasOwn(endpointAreas, endpoint))
      prepareEndpoint(endpoint as BrowserEndpointName);
  }
}
