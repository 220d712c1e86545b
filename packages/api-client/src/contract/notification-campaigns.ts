import { checkMobile } from '@clorofil/rules';
import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema, pageQuerySchema, listPageSchema } from './common.js';
import { controlCharactersMessage } from './editorial.js';
import { fa } from './messages.js';
import { notificationTypeSchema, type Notification } from './notifications.js';
import type { EndpointDef } from './endpoint-def.js';

// Notifications operators send to members (the console's notifications, permission `content`):
// one short rich-text message (a member's notifications are toasts: bold, line breaks and https
// links, nothing more), one audience and a window. A member inside the audience reads it once, on
// the first page change inside the window, through the same `GET /api/Notification` as every
// other notification.

/** Mobiles one list may hold; a larger audience is a member type or everyone. */
export const CAMPAIGN_MAX_MOBILES = 5000;
/** How long a start may lie behind the server's clock (the form's minute, a slow request). */
export const CAMPAIGN_START_SLACK_MS = 5 * 60_000;
/** The most characters a message's text may have (its formatting not counted). */
export const CAMPAIGN_MESSAGE_MAX = 1000;
/** Campaigns in one page of the console's list. */
export const CAMPAIGN_PAGE_SIZE = 20;

export const campaignAudiences = ['all', 'student', 'teacher', 'mobiles'] as const;
export const campaignAudienceSchema = z.enum(campaignAudiences, { error: fa.invalidValue });
export type CampaignAudience = z.infer<typeof campaignAudienceSchema>;

export const campaignStates = ['scheduled', 'live', 'ended', 'withdrawn'] as const;
export const campaignStateSchema = z.enum(campaignStates);
export type CampaignState = z.infer<typeof campaignStateSchema>;

export const campaignAudienceLabels: Readonly<Record<CampaignAudience, string>> = {
  all: 'همهٔ اعضا',
  student: 'دانش‌آموزان',
  teacher: 'معلمان',
  mobiles: 'فهرست شماره‌ها',
};
export const campaignStateLabels: Readonly<Record<CampaignState, string>> = {
  scheduled: 'زمان‌بندی‌شده',
  live: 'در حال نمایش',
  ended: 'پایان‌یافته',
  withdrawn: 'پس‌گرفته‌شده',
};
/** The column titles of the console's list, on the screen and in its CSV file alike. */
export const campaignColumnLabels = {
  id: 'شناسه',
  message: 'متن',
  type: 'نوع',
  audience: 'مخاطبان',
  recipients: 'اعضای فهرست',
  startsAt: 'آغاز',
  endsAt: 'پایان',
  delivered: 'دیده‌شده',
  state: 'وضعیت',
  createdAt: 'زمان ساخت',
  createdBy: 'سازنده',
  withdrawnAt: 'زمان پس گرفتن',
  withdrawnBy: 'پس‌گیرنده',
  withdrawReason: 'دلیل پس گرفتن',
} as const;

export const notificationTypeLabels: Readonly<Record<Notification['type'], string>> = {
  info: 'اطلاع‌رسانی',
  reward: 'جایزه',
  warning: 'هشدار',
  error: 'خطا',
};

const persianDigits = (value: string) => value.replace(/\d/g, (digit) => '۰۱۲۳۴۵۶۷۸۹'[Number(digit)]!);

export const campaignMessages = {
  noMobiles: 'دست‌کم یک شمارهٔ موبایل در فهرست بنویسید.',
  tooManyMobiles: `هر فهرست حداکثر ${CAMPAIGN_MAX_MOBILES.toLocaleString('fa-IR')} شماره می‌پذیرد؛ برای مخاطبان بیشتر یک گروه را برگزینید.`,
  badMobile: (written: string) => `«${persianDigits(written)}» شمارهٔ موبایل درستی نیست.`,
  unknownMobile: (mobile: string) => `«${persianDigits(mobile)}» عضو باشگاه نیست.`,
  badList: (count: number) =>
    `${count.toLocaleString('fa-IR')} شمارهٔ فهرست پذیرفته نشد؛ آن‌ها را درست یا حذف کنید. چیزی ذخیره نشد.`,
  startPast: 'زمان آغاز گذشته است؛ زمانی در آینده یا «همین حالا» را برگزینید.',
  endOrder: 'پایان نمایش باید پس از آغاز آن باشد.',
  endPast: 'زمان پایان گذشته است.',
  stale: 'شخص دیگری این اعلان را تغییر داده است؛ صفحه را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  notScheduled: 'فقط اعلانی که هنوز آغاز نشده ویرایش می‌شود؛ اعلان در حال نمایش را می‌توان پس گرفت.',
  notOpen: 'این اعلان پایان یافته یا پیش‌تر پس گرفته شده است.',
  reasonRequired: 'دلیل پس گرفتن را بنویسید؛ در سابقهٔ تغییرات می‌ماند.',
  notFound: 'این اعلان پیدا نشد.',
} as const;

/** One entry of a pasted list that is not a member's mobile, by its place in the list (from 1). */
export interface MobileListProblem {
  entry: number;
  written: string;
}

/**
 * Reads a pasted list: one mobile a line or separated by commas (Latin or Persian), in Persian or
 * Latin digits, with or without +98. Repeats count once (at their first entry); empty entries are
 * skipped. `entries`: each mobile's first place in the list, for messages about it.
 */
export function parseMobileList(text: string): {
  mobiles: string[];
  entries: ReadonlyMap<string, number>;
  invalid: MobileListProblem[];
} {
  const entries = new Map<string, number>();
  const invalid: MobileListProblem[] = [];
  text
    .split(/[\n\r,،;؛]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .forEach((written, index) => {
      const check = checkMobile(written);
      if (!check.valid) invalid.push({ entry: index + 1, written });
      else if (!entries.has(check.value)) entries.set(check.value, index + 1);
    });
  return { mobiles: [...entries.keys()], entries, invalid };
}

/** The field errors of a list's problems, keyed `mobiles.<entry>` like the API answers them. */
export function mobileListErrors(
  invalid: readonly MobileListProblem[],
  unknown: readonly MobileListProblem[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { entry, written } of [...invalid, ...unknown].sort((a, b) => a.entry - b.entry))
    errors[`mobiles.${entry}`] = invalid.some((problem) => problem.entry === entry)
      ? campaignMessages.badMobile(written)
      : campaignMessages.unknownMobile(written);
  return errors;
}

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
/**
 * The message's HTML as the editor writes it (plain text is HTML too); the API sanitises it to
 * the toast subset and counts its text against CAMPAIGN_MESSAGE_MAX.
 */
const messageHtml = z
  .string()
  .trim()
  .min(1, fa.required)
  .max(CAMPAIGN_MESSAGE_MAX * 6, fa.tooLong)
  .refine((text) => !CONTROL.test(text), controlCharactersMessage);
const editVersionSchema = z.number({ error: fa.invalidValue }).int().positive();

const audienceShape = {
  audience: campaignAudienceSchema,
  /** The pasted list, as typed; read only for the `mobiles` audience. */
  mobiles: z.string().max(120_000, fa.bodyTooLarge),
};

const campaignFieldShape = {
  type: notificationTypeSchema,
  message: messageHtml,
  ...audienceShape,
  /** `null`: now. */
  startsAt: isoDateTimeSchema.nullable(),
  /** `null`: until withdrawn. */
  endsAt: isoDateTimeSchema.nullable(),
};

export const createCampaignRequestSchema = z.strictObject(campaignFieldShape);
export type CampaignFields = z.infer<typeof createCampaignRequestSchema>;
export const updateCampaignRequestSchema = z.strictObject({ ...campaignFieldShape, editVersion: editVersionSchema });
export const withdrawCampaignRequestSchema = z.strictObject({
  editVersion: editVersionSchema,
  reason: z.string().trim().min(1, campaignMessages.reasonRequired).max(500, fa.tooLong),
});
export const campaignAudienceRequestSchema = z.strictObject(audienceShape);

export const campaignSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  /** The message's text, without its formatting. */
  message: z.string(),
  /** Its sanitised HTML (the toast subset); `null` for a message written as plain text. */
  messageHtml: z.string().nullable(),
  audience: campaignAudienceSchema,
  /** Members of a list audience; `null` for a group (counted by `countCampaignAudience`). */
  recipients: z.number().int().nonnegative().nullable(),
  startsAt: isoDateTimeSchema,
  endsAt: isoDateTimeSchema.nullable(),
  state: campaignStateSchema,
  /** Members who have read it so far. */
  delivered: z.number().int().nonnegative(),
  editVersion: z.number().int().positive(),
  createdAt: isoDateTimeSchema,
  createdBy: z.string().nullable(),
  withdrawnAt: isoDateTimeSchema.nullable(),
  withdrawnBy: z.string().nullable(),
  withdrawReason: z.string().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;
/** One page of the list, newest first unless the query sorts it. */
export const campaignPageSchema = listPageSchema(campaignSchema);
export type CampaignPage = z.infer<typeof campaignPageSchema>;

export const campaignDetailSchema = campaignSchema.extend({
  /** The list's mobiles, for the `mobiles` audience; empty otherwise. */
  mobiles: z.array(z.string()),
});
export type CampaignDetail = z.infer<typeof campaignDetailSchema>;

/** How many members an audience reaches now, and the list's entries that are not members. */
export const campaignReachSchema = z.object({
  count: z.number().int().nonnegative(),
  errors: z.record(z.string(), z.string()),
});
export type CampaignReach = z.infer<typeof campaignReachSchema>;

/** The list's orders: a column, `-` before it for the newest or largest first. */
export const campaignSorts = ['startsAt', '-startsAt', 'endsAt', '-endsAt', 'delivered', '-delivered'] as const;
export type CampaignSort = (typeof campaignSorts)[number];

/**
 * The console list's query, as its address holds it (the table's own parameters): the filters,
 * a text the message must contain, the order and the page (from 1). Every value is text.
 */
export const campaignQuerySchema = z.strictObject({
  state: campaignStateSchema.optional(),
  audience: campaignAudienceSchema.optional(),
  q: z.string().max(200, fa.tooLong).optional(),
  sort: z.enum(campaignSorts, { error: fa.invalidValue }).optional(),
  page: pageQuerySchema.optional(),
});
export type CampaignQuery = z.input<typeof campaignQuerySchema>;
/** The list's query without its page: the export holds every campaign it matches, in its order. */
export const campaignExportQuerySchema = campaignQuerySchema.omit({ page: true });
export type CampaignFilter = z.output<typeof campaignQuerySchema>;

/** Where a campaign stands at `now`: one rule for the API's list and the console's table. */
export function campaignState(
  campaign: { startsAt: string | Date; endsAt: string | Date | null; withdrawnAt: string | Date | null },
  now: Date,
): CampaignState {
  if (campaign.withdrawnAt !== null) return 'withdrawn';
  const t = now.getTime();
  if (new Date(campaign.startsAt).getTime() > t) return 'scheduled';
  if (campaign.endsAt !== null && new Date(campaign.endsAt).getTime() <= t) return 'ended';
  return 'live';
}

const staff = { auth: 'staff', permission: 'content' } as const;

/** Operators' notifications: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const notificationCampaignEndpoints = {
  listCampaigns: {
    method: 'GET',
    path: '/api/staff/Notifications',
    ...staff,
    query: campaignQuerySchema,
    response: campaignPageSchema,
  },
  exportCampaigns: {
    method: 'GET',
    path: '/api/staff/Notifications.csv',
    ...staff,
    query: campaignExportQuerySchema,
    response: z.unknown(),
    responseType: 'csv',
  },
  getCampaign: {
    method: 'GET',
    path: '/api/staff/Notifications/{id}',
    ...staff,
    params: idParamSchema,
    response: campaignDetailSchema,
  },
  createCampaign: {
    method: 'POST',
    path: '/api/staff/Notifications',
    ...staff,
    body: createCampaignRequestSchema,
    response: campaignDetailSchema,
  },
  updateCampaign: {
    method: 'PUT',
    path: '/api/staff/Notifications/{id}',
    ...staff,
    params: idParamSchema,
    body: updateCampaignRequestSchema,
    response: campaignDetailSchema,
  },
  withdrawCampaign: {
    method: 'POST',
    path: '/api/staff/Notifications/{id}/Withdraw',
    ...staff,
    params: idParamSchema,
    body: withdrawCampaignRequestSchema,
    response: campaignDetailSchema,
  },
  countCampaignAudience: {
    method: 'POST',
    path: '/api/staff/Notifications/Audience',
    ...staff,
    body: campaignAudienceRequestSchema,
    response: campaignReachSchema,
  },
} as const satisfies Record<string, EndpointDef>;
