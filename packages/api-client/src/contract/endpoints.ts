import { z } from 'zod';
import { bankInformationSchema, updateBankInformationRequestSchema } from './bank-information.js';
import { commissionDetailSchema, commissionListSchema, paymentListSchema } from './commissions.js';
import { healthSchema, idParamSchema, readySchema } from './common.js';
import {
  faqItemSchema,
  faqListSchema,
  imageParamsSchema,
  pageListSchema,
  pageParamsSchema,
  pageSchema,
} from './content.js';
import { discountCodeListSchema } from './discount-codes.js';
import {
  editedRewardDescriptionSchema,
  editedWheelPrizeSchema,
  editFaqParamsSchema,
  editFaqRequestSchema,
  editPageParamsSchema,
  editPageRequestSchema,
  editRewardDescriptionRequestSchema,
  editRewardParamsSchema,
  editWheelPrizeParamsSchema,
  editWheelPrizeRequestSchema,
  sendNotificationRequestSchema,
  sentNotificationSchema,
} from './editorial.js';
import {
  integrationResultSchema,
  orderDeliveredRequestSchema,
  orderReturnedRequestSchema,
  surveyCompletedRequestSchema,
} from './integration.js';
import { notificationListSchema } from './notifications.js';
import {
  optionListSchema,
  profileItemsParamsSchema,
  profileSchema,
  provinceSchema,
  updateProfileRequestSchema,
  userTypeListSchema,
} from './profile.js';
import {
  pendingReviewListSchema,
  reviewDecisionRequestSchema,
  reviewDecisionResponseSchema,
  reviewParamsSchema,
} from './review.js';
import { buyRewardResponseSchema, publicRewardListSchema, rewardListSchema } from './rewards.js';
import { missionListSchema, publicMissionListSchema } from './missions.js';
import { scoreListSchema, scoreSummarySchema } from './scores.js';
import { spinnableResponseSchema, spinResultSchema, wheelIdParamsSchema, wheelPrizesResponseSchema } from './wheel.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT';
/**
 * `member`: access token with scope `api1`; `reviewer`: a member whose database role is reviewer;
 * `shop`: client-credentials token with scope `shop.events`; `none`: public.
 */
export type AuthKind = 'member' | 'none' | 'reviewer' | 'shop';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, casing exactly as the product's calls. */
  readonly path: string;
  readonly auth: AuthKind;
  /** Path parameters as the server receives them (text); screens pass strings or numbers. */
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of the 2xx body; errors use `errorBodySchema`. */
  readonly response: z.ZodType;
  /** `binary` responses (images) are not JSON. */
  readonly responseType?: 'json' | 'binary';
  /** Accepts an `Idempotency-Key` header (replayed, 409 while in flight, 422 on another body). */
  readonly idempotent?: boolean;
}

export const endpoints = {
  getProfile: { method: 'GET', path: '/api/Profile', auth: 'member', response: profileSchema },
  updateProfile: {
    method: 'PUT',
    path: '/api/Profile',
    auth: 'member',
    body: updateProfileRequestSchema,
    response: profileSchema,
  },
  seeSelfExpressionResult: {
    method: 'PUT',
    path: '/api/Profile/SeeSelfExpressionResult',
    auth: 'member',
    response: profileSchema,
  },
  getUserTypes: { method: 'GET', path: '/api/Profile/UserTypes', auth: 'member', response: userTypeListSchema },
  getSchoolTypes: { method: 'GET', path: '/api/Profile/SchoolTypes', auth: 'member', response: optionListSchema },
  getProfileItems: {
    method: 'GET',
    path: '/api/Profile/Items/{list}',
    auth: 'member',
    params: profileItemsParamsSchema,
    response: optionListSchema,
  },
  getProvinces: { method: 'GET', path: '/api/Province', auth: 'none', response: z.array(provinceSchema) },
  getNotifications: { method: 'GET', path: '/api/Notification', auth: 'member', response: notificationListSchema },
  getRewards: { method: 'GET', path: '/api/Rewards', auth: 'member', response: rewardListSchema },
  /** The catalogue for visitors: no member fields, cacheable (`Cache-Control: public`). */
  getPublicRewards: {
    method: 'GET',
    path: '/api/Rewards/Catalogue',
    auth: 'none',
    response: publicRewardListSchema,
  },
  buyReward: {
    method: 'POST',
    path: '/api/Rewards/Buy/{id}',
    auth: 'member',
    params: idParamSchema,
    response: buyRewardResponseSchema,
    idempotent: true,
  },
  getScores: { method: 'GET', path: '/api/Scores', auth: 'member', response: scoreListSchema },
  /** Balance, received, spent and the points still inside a return window (with their dates). */
  getScoreSummary: { method: 'GET', path: '/api/Scores/Summary', auth: 'member', response: scoreSummarySchema },
  /** Missions whose window is open now, with the member's progress. */
  getMissions: { method: 'GET', path: '/api/Missions', auth: 'member', response: missionListSchema },
  /** The same open missions for anyone, without progress: cacheable (`Cache-Control: public`). */
  getPublicMissions: {
    method: 'GET',
    path: '/api/Missions/Open',
    auth: 'none',
    response: publicMissionListSchema,
  },
  getDiscountCodes: { method: 'GET', path: '/api/DiscountCode', auth: 'member', response: discountCodeListSchema },
  getWheelPrizes: { method: 'GET', path: '/api/wheel/Prizes', auth: 'none', response: wheelPrizesResponseSchema },
  getSpinnable: {
    method: 'GET',
    path: '/api/wheel/Spinnable/{wheelId}',
    auth: 'member',
    params: wheelIdParamsSchema,
    response: spinnableResponseSchema,
  },
  spin: {
    method: 'POST',
    path: '/api/wheel/Spin/{wheelId}',
    auth: 'member',
    params: wheelIdParamsSchema,
    response: spinResultSchema,
    idempotent: true,
  },
  getCommissions: { method: 'GET', path: '/api/profile/Commission', auth: 'member', response: commissionListSchema },
  getCommissionDetail: {
    method: 'GET',
    path: '/api/profile/Commission/{id}',
    auth: 'member',
    params: idParamSchema,
    response: commissionDetailSchema,
  },
  getPayments: { method: 'GET', path: '/api/profile/Payment', auth: 'member', response: paymentListSchema },
  getBankInformation: {
    method: 'GET',
    path: '/api/Profile/financial/BankInformation',
    auth: 'member',
    response: bankInformationSchema,
  },
  updateBankInformation: {
    method: 'PUT',
    path: '/api/profile/financial/BankInformation',
    auth: 'member',
    body: updateBankInformationRequestSchema,
    response: bankInformationSchema,
  },
  getPages: { method: 'GET', path: '/api/Pages', auth: 'none', response: pageListSchema },
  getPage: { method: 'GET', path: '/api/Pages/{slug}', auth: 'none', params: pageParamsSchema, response: pageSchema },
  getFaq: { method: 'GET', path: '/api/Faq', auth: 'none', response: faqListSchema },
  getImage: {
    method: 'GET',
    path: '/api/images/{file}',
    auth: 'none',
    params: imageParamsSchema,
    response: z.unknown(),
    responseType: 'binary',
  },
  getPendingReviews: {
    method: 'GET',
    path: '/api/review/Pending',
    auth: 'reviewer',
    response: pendingReviewListSchema,
  },
  approveReview: {
    method: 'POST',
    path: '/api/review/{mobile}/Approve',
    auth: 'reviewer',
    params: reviewParamsSchema,
    body: reviewDecisionRequestSchema,
    response: reviewDecisionResponseSchema,
  },
  rejectReview: {
    method: 'POST',
    path: '/api/review/{mobile}/Reject',
    auth: 'reviewer',
    params: reviewParamsSchema,
    body: reviewDecisionRequestSchema,
    response: reviewDecisionResponseSchema,
  },
  /** Staff edits (issue 15): HTML is sanitised before it is stored, plain text shown as text. */
  updatePage: {
    method: 'PUT',
    path: '/api/review/Pages/{slug}',
    auth: 'reviewer',
    params: editPageParamsSchema,
    body: editPageRequestSchema,
    response: pageSchema,
  },
  updateFaq: {
    method: 'PUT',
    path: '/api/review/Faq/{id}',
    auth: 'reviewer',
    params: editFaqParamsSchema,
    body: editFaqRequestSchema,
    response: faqItemSchema,
  },
  updateRewardDescription: {
    method: 'PUT',
    path: '/api/review/Rewards/{id}/Description',
    auth: 'reviewer',
    params: editRewardParamsSchema,
    body: editRewardDescriptionRequestSchema,
    response: editedRewardDescriptionSchema,
  },
  updateWheelPrize: {
    method: 'PUT',
    path: '/api/review/wheel/Prizes/{id}',
    auth: 'reviewer',
    params: editWheelPrizeParamsSchema,
    body: editWheelPrizeRequestSchema,
    response: editedWheelPrizeSchema,
  },
  sendNotification: {
    method: 'POST',
    path: '/api/review/Notification',
    auth: 'reviewer',
    body: sendNotificationRequestSchema,
    response: sentNotificationSchema,
  },
  orderDelivered: {
    method: 'POST',
    path: '/api/integration/OrderDelivered',
    auth: 'shop',
    body: orderDeliveredRequestSchema,
    response: integrationResultSchema,
  },
  orderReturned: {
    method: 'POST',
    path: '/api/integration/OrderReturned',
    auth: 'shop',
    body: orderReturnedRequestSchema,
    response: integrationResultSchema,
  },
  surveyCompleted: {
    method: 'POST',
    path: '/api/integration/SurveyCompleted',
    auth: 'shop',
    body: surveyCompletedRequestSchema,
    response: integrationResultSchema,
  },
  healthz: { method: 'GET', path: '/healthz', auth: 'none', response: healthSchema },
  readyz: { method: 'GET', path: '/readyz', auth: 'none', response: readySchema },
} as const satisfies Record<string, EndpointDef>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
