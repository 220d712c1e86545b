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
  profile: () => queryOptions({ queryKey: member.profile(), queryFn: ({ signal }) => getProfile({ signal }) }),
  scores: () => queryOptions({ queryKey: member.scores(), queryFn: ({ signal }) => getScores({ signal }) }),
  scoreSummary: () =>
    queryOptions({ queryKey: member.scoreSummary(), queryFn: ({ signal }) => getScoreSummary({ signal }) }),
  missions: () => queryOptions({ queryKey: member.missions(), queryFn: ({ signal }) => getMissions({ signal }) }),
  rewards: () => queryOptions({ queryKey: member.rewards(), queryFn: ({ signal }) => getRewards({ signal }) }),
  discountCodes: () =>
    queryOptions({ queryKey: member.discountCodes(), queryFn: ({ signal }) => getDiscountCodes({ signal }) }),
  /** The server marks what it returns as delivered: never served from cache. */
  notifications: () =>
    queryOptions({
      queryKey: member.notifications(),
      queryFn: ({ signal }) => getNotifications({ signal }),
      staleTime: 0,
      gcTime: 0,
    }),
  spinnable: (wheelId: number) =>
    queryOptions({ queryKey: member.spinnable(wheelId), queryFn: ({ signal }) => getSpinnable(wheelId, { signal }) }),
  commissions: () =>
    queryOptions({ queryKey: member.commissions(), queryFn: ({ signal }) => getCommissions({ signal }) }),
  commissionDetail: (id: number) =>
    queryOptions({
      queryKey: member.commissionDetail(id),
      queryFn: ({ signal }) => getCommissionDetail(id, { signal }),
    }),
  payments: () => queryOptions({ queryKey: member.payments(), queryFn: ({ signal }) => getPayments({ signal }) }),
  bankInformation: () =>
    queryOptions({ queryKey: member.bankInformation(), queryFn: ({ signal }) => getBankInformation({ signal }) }),
  userTypes: () =>
    queryOptions({
      queryKey: member.userTypes(),
      queryFn: ({ signal }) => getUserTypes({ signal }),
      staleTime: LISTS_STALE_MS,
    }),
  schoolTypes: () =>
    queryOptions({
      queryKey: member.schoolTypes(),
      queryFn: ({ signal }) => getSchoolTypes({ signal }),
      staleTime: LISTS_STALE_MS,
    }),
  profileItems: (list: ProfileItemListName) =>
    queryOptions({
      queryKey: member.profileItems(list),
      queryFn: ({ signal }) => getProfileItems(list, { signal }),
      staleTime: LISTS_STALE_MS,
    }),
  pendingReviews: () =>
    queryOptions({ queryKey: member.pendingReviews(), queryFn: ({ signal }) => getPendingReviews({ signal }) }),
  /**
   * The signed-in member's staff rights, asked once per session: a member without a role gets
   * 403, which stays the answer (never asked again on every page) until sign-out clears it.
   */
  staffMe: () =>
    queryOptions({
      queryKey: member.staffMe(),
      queryFn: ({ signal }) => getStaffMe({ signal }),
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: Number.POSITIVE_INFINITY,
      retryOnMount: false,
    }),
  roleHolders: () =>
    queryOptions({ queryKey: member.roleHolders(), queryFn: ({ signal }) => getRoleHolders({ signal }) }),
  auditTrail: (query: AuditTrailQuery = {}) =>
    queryOptions({
      queryKey: member.auditTrail(query),
      queryFn: ({ signal }) => getAuditTrail(query, { signal }),
    }),
  pages: () => queryOptions({ queryKey: open.pages(), queryFn: ({ signal }) => getPages({ signal }) }),
  page: (slug: string) =>
    queryOptions({ queryKey: open.page(slug), queryFn: ({ signal }) => getPage(slug, { signal }) }),
  faq: () => queryOptions({ queryKey: open.faq(), queryFn: ({ signal }) => getFaq({ signal }) }),
  provinces: () =>
    queryOptions({
      queryKey: open.provinces(),
      queryFn: ({ signal }) => getProvinces({ signal }),
      staleTime: LISTS_STALE_MS,
    }),
  wheelPrizes: () =>
    queryOptions({ queryKey: open.wheelPrizes(), queryFn: ({ signal }) => getWheelPrizes({ signal }) }),
  /** The visitor's catalogue (home carousel); the API lets it be cached for minutes too. */
  publicRewards: () =>
    queryOptions({
      queryKey: open.rewards(),
      queryFn: ({ signal }) => getPublicRewards({ signal }),
      staleTime: PUBLIC_CATALOGUE_STALE_MS,
    }),
  /** The open missions without a member's progress (rendered by the server for a member's browser). */
  publicMissions: () =>
    queryOptions({
      queryKey: open.missions(),
      queryFn: ({ signal }) => getPublicMissions({ signal }),
      staleTime: PUBLIC_MISSIONS_STALE_MS,
    }),
};
