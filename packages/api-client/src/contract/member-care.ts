import { z } from './zod.js';
import { ledgerCauses } from './constants.js';
import {
  idParamSchema,
  isoDateTimeSchema,
  messageSchema,
  pageQuerySchema,
  listPageSchema,
  userTypeStatusSchema,
} from './common.js';
import { bankInformationSchema } from './bank-information.js';
import { controlCharactersMessage } from './editorial.js';
import { fa } from './messages.js';
import { notificationTypeSchema } from './notifications.js';
import { userTypeSchema } from './profile.js';
import { scoreSummarySchema } from './scores.js';
import type { EndpointDef } from './endpoint-def.js';

// Member care (permission `members`, the support role; finance holds it too): find a member, read
// their page, explain an order's points, ask for a points adjustment, re-send or refund a discount
// code and end their sign-in sessions. Adjustments above the threshold wait for a second person
// with `approvals` (finance), never the one who asked. The ledger stays the only truth: an
// adjustment or a refund is a ledger line, never an edit of a balance. A commission partner's
// bank details reach member care masked; finance alone (`payouts`) reads them in full, one
// explicit request at a time, each in the audit trail.

export const memberCareMessages = {
  searchTooShort: 'برای جستجو شمارهٔ موبایل، کد ملی یا دست‌کم دو حرف از نام عضو را بنویسید.',
  searchDigits: 'شمارهٔ موبایل کامل (مثل ۰۹۱۲۱۲۳۴۵۶۷) یا کد ملی ده‌رقمی را بنویسید.',
  memberNotFound: 'این عضو پیدا نشد.',
  orderUnknown: 'سفارشی با این شماره برای این عضو ثبت نشده است.',
  reasonRequired: 'لطفاً دلیل را بنویسید.',
  amountRequired: 'مقدار امتیاز را به عدد بنویسید؛ برای کسر، علامت منفی بگذارید.',
  amountZero: 'مقدار اصلاح نمی‌تواند صفر باشد.',
  amountTooLarge: 'مقدار اصلاح بیش از حد مجاز است.',
  categoryRequired: 'دستهٔ اصلاح را انتخاب کنید.',
  insufficientBalance: 'موجودی عضو برای این کسر کافی نیست.',
  ownApproval: 'درخواستی را که خودتان ثبت کرده‌اید نمی‌توانید تأیید یا رد کنید؛ شخص دیگری باید آن را بررسی کند.',
  notPending: 'این درخواست پیش‌تر بررسی شده است.',
  adjustmentNotFound: 'این درخواست اصلاح امتیاز پیدا نشد.',
  codeNotFound: 'این کد تخفیف برای این عضو پیدا نشد.',
  codeFaulty: 'این کد پیش‌تر معیوب اعلام شده است.',
  codeExpired: 'این کد منقضی شده است و ارسال دوباره‌اش فایده‌ای ندارد.',
  smsUnavailable: 'ارسال پیامک در این لحظه ممکن نیست؛ لطفاً کمی بعد دوباره تلاش کنید.',
  sessionsUnavailable: 'فهرست نشست‌ها از سامانهٔ ورود دریافت نشد؛ لطفاً کمی بعد دوباره تلاش کنید.',
  noBankInformation: 'این عضو اطلاعات بانکی ثبت نکرده است.',
} as const;

/** Largest adjustment either way: catches a slipped finger (a million instead of a thousand). */
export const ADJUSTMENT_AMOUNT_MAX = 100_000;
/** Adjustments whose size is above this need a second person's approval (the API's default). */
export const DEFAULT_ADJUSTMENT_APPROVAL_THRESHOLD = 500;
export const MEMBER_LEDGER_PAGE_SIZE = 20;
/** A page of the member's wheel spins or of the notifications sent to them. */
export const MEMBER_HISTORY_PAGE_SIZE = 10;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const reasonSchema = (max = 500) =>
  z
    .string({ error: memberCareMessages.reasonRequired })
    .trim()
    .min(1, memberCareMessages.reasonRequired)
    .max(max, fa.tooLong)
    .refine((value) => !CONTROL.test(value), controlCharactersMessage);

/** A national code as member care shows it: the last three digits, enough to confirm it with the caller. */
export function maskNationalCode(code: string): string {
  return code === '' ? '' : `${'*'.repeat(Math.max(0, code.length - 3))}${code.slice(-3)}`;
}
const maskedNationalCodeSchema = z.string().regex(/^(\*{7}\d{3})?$/);

/** How the search text was read: a mobile, a national code, or the start of a name. */
export const memberSearchKindSchema = z.enum(['mobile', 'nationalCode', 'name']);
export type MemberSearchKind = z.infer<typeof memberSearchKindSchema>;

export const memberSearchQuerySchema = z.strictObject({
  q: z
    .string({ error: memberCareMessages.searchTooShort })
    .trim()
    .min(2, memberCareMessages.searchTooShort)
    .max(64, fa.tooLong)
    .refine((value) => !CONTROL.test(value), controlCharactersMessage),
});
export type MemberSearchQuery = z.input<typeof memberSearchQuerySchema>;

export const memberSummarySchema = z.object({
  id: z.number().int().positive(),
  mobile: z.string(),
  /** First and last name; empty until the member fills in a profile. */
  name: z.string(),
  nationalCode: maskedNationalCodeSchema,
  userType: userTypeSchema.nullable(),
  userTypeStatus: userTypeStatusSchema,
  balance: z.number().int().nonnegative(),
});
export type MemberSummary = z.infer<typeof memberSummarySchema>;

export const memberSearchResultSchema = z.object({
  by: memberSearchKindSchema,
  /** At most `MEMBER_SEARCH_LIMIT`, by name then mobile. */
  items: z.array(memberSummarySchema),
});
export type MemberSearchResult = z.infer<typeof memberSearchResultSchema>;
export const MEMBER_SEARCH_LIMIT = 20;

export const reviewEntrySchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** The reviewer's mobile, or `cli:<user>` / `seed`. */
  decidedBy: z.string(),
  note: z.string().nullable(),
  decidedAt: isoDateTimeSchema,
});
export type ReviewEntry = z.infer<typeof reviewEntrySchema>;

/** A delivered order as the shop reported it, and where its points stand. */
export const orderStatusSchema = z.enum(['pending', 'released', 'cancelled']);
export const memberOrderSchema = z.object({
  orderId: z.string(),
  amountToman: z.number().int().nonnegative(),
  points: z.number().int().nonnegative(),
  status: orderStatusSchema,
  deliveredAt: isoDateTimeSchema,
  availableAt: isoDateTimeSchema,
  returnedAt: isoDateTimeSchema.nullable(),
  releasedAt: isoDateTimeSchema.nullable(),
});
export type MemberOrder = z.infer<typeof memberOrderSchema>;

export const codeStateSchema = z.enum(['usable', 'expired', 'faulty']);
export type CodeState = z.infer<typeof codeStateSchema>;
export const memberCodeSchema = z.object({
  id: z.number().int().positive(),
  code: z.string(),
  title: z.string(),
  source: z.enum(['reward', 'wheel', 'gift']),
  createdAt: isoDateTimeSchema,
  expirationDate: isoDateTimeSchema.nullable(),
  state: codeStateSchema,
  /** Points the member paid for it (a reward bought with points); null for a wheel prize or a gift. */
  paidPoints: z.number().int().positive().nullable(),
  faultyAt: isoDateTimeSchema.nullable(),
  faultyReason: z.string().nullable(),
});
export type MemberCode = z.infer<typeof memberCodeSchema>;

export const memberSpinSchema = z.object({
  id: z.number().int().positive(),
  at: isoDateTimeSchema,
  /** The prize's title; null for a miss. */
  prize: z.string().nullable(),
  status: z.number().int(),
});
export type MemberSpin = z.infer<typeof memberSpinSchema>;

export const memberNotificationSchema = z.object({
  id: z.number().int().positive(),
  type: notificationTypeSchema,
  message: z.string(),
  createdAt: isoDateTimeSchema,
  /** When the member's app showed it; null while it waits. */
  deliveredAt: isoDateTimeSchema.nullable(),
});
export type MemberNotification = z.infer<typeof memberNotificationSchema>;

export const adjustmentCategories = ['goodwill', 'correction', 'fraud_reversal'] as const;
export const adjustmentCategorySchema = z.enum(adjustmentCategories, { error: memberCareMessages.categoryRequired });
export type AdjustmentCategory = z.infer<typeof adjustmentCategorySchema>;
export const adjustmentStatusSchema = z.enum(['pending', 'applied', 'rejected']);
export type AdjustmentStatus = z.infer<typeof adjustmentStatusSchema>;

export const adjustmentSchema = z.object({
  id: z.number().int().positive(),
  memberId: z.number().int().positive(),
  memberMobile: z.string(),
  memberName: z.string(),
  /** Positive: points given; negative: points taken. */
  amount: z.number().int(),
  category: adjustmentCategorySchema,
  reason: z.string(),
  status: adjustmentStatusSchema,
  requestedBy: z.string(),
  requestedAt: isoDateTimeSchema,
  decidedBy: z.string().nullable(),
  decidedAt: isoDateTimeSchema.nullable(),
  decisionNote: z.string().nullable(),
  /** The ledger line it became, once applied. */
  ledgerId: z.string().nullable(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;
export const adjustmentListSchema = z.array(adjustmentSchema);

export const memberCareSchema = z.object({
  id: z.number().int().positive(),
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationalCode: maskedNationalCodeSchema,
  userType: userTypeSchema.nullable(),
  userTypeStatus: userTypeStatusSchema,
  province: z.string().nullable(),
  city: z.string().nullable(),
  joinedAt: isoDateTimeSchema,
  /** Newest first. */
  reviews: z.array(reviewEntrySchema),
  /** The same summary the member reads on «کلروفیل‌های من». */
  points: scoreSummarySchema,
  /** Newest delivery first (the latest 50). */
  orders: z.array(memberOrderSchema),
  codes: z.array(memberCodeSchema),
  /** Newest first. */
  adjustments: adjustmentListSchema,
  /** A commission partner's payout details, masked as every answer carries them (SECURITY 17). */
  bank: bankInformationSchema.nullable(),
  /** Adjustments larger than this wait for a finance approval. */
  approvalThreshold: z.number().int().nonnegative(),
});
export type MemberCare = z.infer<typeof memberCareSchema>;

/** The member's lists, a page at a time, newest first. */
export const memberSpinPageSchema = listPageSchema(memberSpinSchema);
export type MemberSpinPage = z.infer<typeof memberSpinPageSchema>;
export const memberNotificationPageSchema = listPageSchema(memberNotificationSchema);
export type MemberNotificationPage = z.infer<typeof memberNotificationPageSchema>;

/** Causes of a ledger line: the ledger's `source`. */
export const ledgerCauseSchema = z.enum(ledgerCauses);
export type LedgerCause = z.infer<typeof ledgerCauseSchema>;
export {
  adjustmentCategoryNames,
  adjustmentColumnLabels,
  adjustmentStatusNames,
  codeSourceNames,
  codeStateNames,
  ledgerCauseNames,
  memberCodeColumnLabels,
  memberNotificationColumnLabels,
  memberOrderColumnLabels,
  memberSearchColumnLabels,
  memberSpinColumnLabels,
  orderStatusNames,
  userTypeStatusName,
} from './constants.js';
export const memberLedgerLineSchema = z.object({
  id: z.string(),
  at: isoDateTimeSchema,
  amount: z.number().int(),
  activity: z.string(),
  cause: ledgerCauseSchema,
  /** The order, adjustment, code or spin the line came from, when it names one. */
  reference: z.string().nullable(),
});
export type MemberLedgerLine = z.infer<typeof memberLedgerLineSchema>;
export const memberLedgerPageSchema = listPageSchema(memberLedgerLineSchema);
export type MemberLedgerPage = z.infer<typeof memberLedgerPageSchema>;
/** The page of a member's list (ledger, spins, notifications), from 1. */
export const memberPageQuerySchema = z.strictObject({ page: pageQuerySchema.optional() });
export type MemberPageQuery = z.input<typeof memberPageQuerySchema>;

/**
 * Why an order earned what it earned, by the API's earning rule: `unknown` the shop never reported
 * it delivered (for this member); `not-eligible` below one point's worth; `pending` inside the
 * return window; `due` window closed, the release job has not run yet; `released` in the balance;
 * `returned` returned inside the window, so nothing.
 */
export const orderStandingSchema = z.enum(['unknown', 'not-eligible', 'pending', 'due', 'released', 'returned']);
export type OrderStanding = z.infer<typeof orderStandingSchema>;
export const orderExplanationSchema = z.object({
  orderId: z.string(),
  standing: orderStandingSchema,
  amountToman: z.number().int().nonnegative().nullable(),
  points: z.number().int().nonnegative(),
  deliveredAt: isoDateTimeSchema.nullable(),
  /** When the return window closes and the points become spendable. */
  availableAt: isoDateTimeSchema.nullable(),
  returnedAt: isoDateTimeSchema.nullable(),
  releasedAt: isoDateTimeSchema.nullable(),
  /** The post-purchase survey's points, credited on completion. */
  surveyPoints: z.number().int().nonnegative(),
  surveyCompletedAt: isoDateTimeSchema.nullable(),
  /** The rule's constants, as the API applied them. */
  tomanPerPoint: z.number().int().positive(),
  returnWindowDays: z.number().int().positive(),
});
export type OrderExplanation = z.infer<typeof orderExplanationSchema>;
export const orderParamsSchema = z.strictObject({
  id: idParamSchema.shape.id,
  orderId: z
    .string()
    .trim()
    .regex(/^[\w-]{1,64}$/, fa.invalidValue),
});

/**
 * A commission partner's payout details in full, as stored (the canonical wire form): finance's
 * alone, asked for one member at a time, each reading written to the audit trail (who, when,
 * which member). Every other answer carries them masked (SECURITY 17).
 */
// The numbers were checked by the bank form's rules when the partner saved them
// (updateBankInformationRequestSchema); the answer carries them as stored, with no rule of its own.
export const fullBankInformationSchema = z.object({
  iban: z.string(),
  accountNumber: z.string(),
  creditCardNumber: z.string(),
});
export type FullBankInformation = z.infer<typeof fullBankInformationSchema>;

/** A sign-in session of the member at the identity provider. */
export const memberSessionSchema = z.object({
  id: z.string(),
  signedInAt: isoDateTimeSchema.nullable(),
  expiresAt: isoDateTimeSchema.nullable(),
  /** The applications signed in through it (`clorofil-web`). */
  clients: z.array(z.string()),
});
export type MemberSession = z.infer<typeof memberSessionSchema>;
export const memberSessionListSchema = z.object({ sessions: z.array(memberSessionSchema) });
export type MemberSessionList = z.infer<typeof memberSessionListSchema>;
export const endSessionsRequestSchema = z.strictObject({ reason: reasonSchema() });
export const endSessionsResponseSchema = z.object({ ended: z.number().int().nonnegative(), message: z.string() });
export type EndSessionsResponse = z.infer<typeof endSessionsResponseSchema>;

export const requestAdjustmentSchema = z.strictObject({
  amount: z
    .number({ error: memberCareMessages.amountRequired })
    .int(memberCareMessages.amountRequired)
    .refine((value) => value !== 0, memberCareMessages.amountZero)
    .refine((value) => Math.abs(value) <= ADJUSTMENT_AMOUNT_MAX, memberCareMessages.amountTooLarge),
  category: adjustmentCategorySchema,
  reason: reasonSchema(),
});
export type RequestAdjustment = z.infer<typeof requestAdjustmentSchema>;
export const adjustmentListQuerySchema = z.strictObject({ status: adjustmentStatusSchema.optional() });
export type AdjustmentListQuery = z.input<typeof adjustmentListQuerySchema>;
/** The longest note a finance decision takes. */
export const ADJUSTMENT_NOTE_MAX = 300;
export const approveAdjustmentSchema = z
  .strictObject({ note: reasonSchema(ADJUSTMENT_NOTE_MAX).optional() })
  .optional();
export const rejectAdjustmentSchema = z.strictObject({ note: reasonSchema(ADJUSTMENT_NOTE_MAX) });

export const codeParamsSchema = z.strictObject({
  id: idParamSchema.shape.id,
  codeId: idParamSchema.shape.id,
});
export const faultyCodeRequestSchema = z.strictObject({ reason: reasonSchema() });
export const faultyCodeResponseSchema = z.object({
  code: memberCodeSchema,
  /** Points given back (0 for a code that cost none). */
  refunded: z.number().int().nonnegative(),
});
export type FaultyCodeResponse = z.infer<typeof faultyCodeResponseSchema>;

const members = { auth: 'staff', permission: 'members' } as const;
const approvals = { auth: 'staff', permission: 'approvals' } as const;
const payouts = { auth: 'staff', permission: 'payouts' } as const;
/** A member's whole list as a CSV file (the member page's codes, spins, notifications, orders). */
const csv = { response: z.unknown(), responseType: 'csv' } as const;

/** Member care and the approval of adjustments: this area's endpoints (all: `endpoints`). */
export const memberCareEndpoints = {
  findMembers: {
    method: 'GET',
    path: '/api/staff/Members',
    ...members,
    query: memberSearchQuerySchema,
    response: memberSearchResultSchema,
  },
  exportMemberSearch: {
    method: 'GET',
    path: '/api/staff/Members.csv',
    ...members,
    query: memberSearchQuerySchema,
    ...csv,
  },
  getMemberCare: {
    method: 'GET',
    path: '/api/staff/Members/{id}',
    ...members,
    params: idParamSchema,
    response: memberCareSchema,
  },
  getMemberLedger: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Ledger',
    ...members,
    params: idParamSchema,
    query: memberPageQuerySchema,
    response: memberLedgerPageSchema,
  },
  getMemberSpins: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Spins',
    ...members,
    params: idParamSchema,
    query: memberPageQuerySchema,
    response: memberSpinPageSchema,
  },
  getMemberNotifications: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Notifications',
    ...members,
    params: idParamSchema,
    query: memberPageQuerySchema,
    response: memberNotificationPageSchema,
  },
  // A POST: each reading is written down, and nothing may prefetch or cache it.
  exportMemberCodes: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Codes.csv',
    ...members,
    params: idParamSchema,
    ...csv,
  },
  exportMemberSpins: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Spins.csv',
    ...members,
    params: idParamSchema,
    ...csv,
  },
  exportMemberNotifications: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Notifications.csv',
    ...members,
    params: idParamSchema,
    ...csv,
  },
  exportMemberOrders: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Orders.csv',
    ...members,
    params: idParamSchema,
    ...csv,
  },
  viewBankInformation: {
    method: 'POST',
    path: '/api/staff/Members/{id}/BankInformation/View',
    ...payouts,
    params: idParamSchema,
    response: fullBankInformationSchema,
  },
  explainOrder: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Orders/{orderId}',
    ...members,
    params: orderParamsSchema,
    response: orderExplanationSchema,
  },
  getMemberSessions: {
    method: 'GET',
    path: '/api/staff/Members/{id}/Sessions',
    ...members,
    params: idParamSchema,
    response: memberSessionListSchema,
  },
  endMemberSessions: {
    method: 'POST',
    path: '/api/staff/Members/{id}/Sessions/End',
    ...members,
    params: idParamSchema,
    body: endSessionsRequestSchema,
    response: endSessionsResponseSchema,
  },
  requestAdjustment: {
    method: 'POST',
    path: '/api/staff/Members/{id}/Adjustments',
    ...members,
    params: idParamSchema,
    body: requestAdjustmentSchema,
    response: adjustmentSchema,
  },
  resendCode: {
    method: 'POST',
    path: '/api/staff/Members/{id}/Codes/{codeId}/Resend',
    ...members,
    params: codeParamsSchema,
    response: messageSchema,
  },
  markCodeFaulty: {
    method: 'POST',
    path: '/api/staff/Members/{id}/Codes/{codeId}/Faulty',
    ...members,
    params: codeParamsSchema,
    body: faultyCodeRequestSchema,
    response: faultyCodeResponseSchema,
  },
  listAdjustments: {
    method: 'GET',
    path: '/api/staff/Adjustments',
    ...approvals,
    query: adjustmentListQuerySchema,
    response: adjustmentListSchema,
  },
  exportAdjustments: {
    method: 'GET',
    path: '/api/staff/Adjustments.csv',
    ...approvals,
    query: adjustmentListQuerySchema,
    ...csv,
  },
  approveAdjustment: {
    method: 'POST',
    path: '/api/staff/Adjustments/{id}/Approve',
    ...approvals,
    params: idParamSchema,
    body: approveAdjustmentSchema,
    response: adjustmentSchema,
  },
  rejectAdjustment: {
    method: 'POST',
    path: '/api/staff/Adjustments/{id}/Reject',
    ...approvals,
    params: idParamSchema,
    body: rejectAdjustmentSchema,
    response: adjustmentSchema,
  },
} as const satisfies Record<string, EndpointDef>;
