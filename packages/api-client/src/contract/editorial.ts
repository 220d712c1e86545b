import { z } from './zod.js';
import { idParamSchema } from './common.js';
import { faqItemSchema, pageParamsSchema, pageSchema } from './content.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';

// Club staff (operators: `content`, `catalogue` and `wheel` permissions) change what members read: page bodies, FAQ answers and
// reward descriptions (HTML, sanitised by the API before it is stored), FAQ questions and wheel prize titles (plain
// text, shown as text). Notifications to members are notification-campaigns.ts. HTML goes through the same allowlist as the seed.

/** Shown when hostile HTML left nothing behind after sanitising: storing it would blank the page. */
export const nothingSafeLeftMessage =
  'پس از حذف بخش‌های ناامن (اسکریپت، رویدادها و پیوندهای غیر https) چیزی از این متن باقی نماند.';
/** Plain text never carries control characters (NUL, bidi overrides would spoof the text). */
export const controlCharactersMessage = 'متن شامل نویسه‌های کنترلی نامعتبر است.';

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;

const plainText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, fa.required)
    .max(max, fa.tooLong)
    .refine((text) => !CONTROL.test(text), controlCharactersMessage);
const html = (max: number) => z.string().max(max, fa.tooLong);

export const editPageParamsSchema = pageParamsSchema;
export const editPageRequestSchema = z.strictObject({ title: plainText(200).optional(), content: html(12_000) });

/** A FAQ answer: HTML, sanitised by the API (the allowlist of SECURITY 20) like a page body. */
export const faqAnswerSchema = z
  .string()
  .trim()
  .min(1, fa.required)
  .max(12_000, fa.tooLong)
  .refine((text) => !CONTROL.test(text), controlCharactersMessage);
export const faqQuestionSchema = plainText(300);

export const editFaqParamsSchema = idParamSchema;
export const editFaqRequestSchema = z.strictObject({ question: faqQuestionSchema, answer: faqAnswerSchema });

export const editRewardParamsSchema = idParamSchema;
export const editRewardDescriptionRequestSchema = z.strictObject({ description: html(12_000) });
export const editedRewardDescriptionSchema = z.object({ id: z.number().int(), description: z.string() });
export type EditedRewardDescription = z.infer<typeof editedRewardDescriptionSchema>;

export const editWheelPrizeParamsSchema = idParamSchema;
export const editWheelPrizeRequestSchema = z.strictObject({ title: plainText(200) });
export const editedWheelPrizeSchema = z.object({ id: z.number().int(), title: z.string() });
export type EditedWheelPrize = z.infer<typeof editedWheelPrizeSchema>;

/** Staff edits: HTML is sanitised before it is stored, plain text shown as text: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const editorialEndpoints = {
  /** Staff edits: HTML is sanitised before it is stored, plain text shown as text. */
  updatePage: {
    method: 'PUT',
    path: '/api/review/Pages/{slug}',
    auth: 'staff',
    permission: 'content',
    params: editPageParamsSchema,
    body: editPageRequestSchema,
    response: pageSchema,
  },
  updateFaq: {
    method: 'PUT',
    path: '/api/review/Faq/{id}',
    auth: 'staff',
    permission: 'content',
    params: editFaqParamsSchema,
    body: editFaqRequestSchema,
    response: faqItemSchema,
  },
  updateRewardDescription: {
    method: 'PUT',
    path: '/api/review/Rewards/{id}/Description',
    auth: 'staff',
    permission: 'catalogue',
    params: editRewardParamsSchema,
    body: editRewardDescriptionRequestSchema,
    response: editedRewardDescriptionSchema,
  },
  updateWheelPrize: {
    method: 'PUT',
    path: '/api/review/wheel/Prizes/{id}',
    auth: 'staff',
    permission: 'wheel',
    params: editWheelPrizeParamsSchema,
    body: editWheelPrizeRequestSchema,
    response: editedWheelPrizeSchema,
  },
} as const satisfies Record<string, EndpointDef>;
