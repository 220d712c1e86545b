import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema } from './common.js';
import { pageParamsSchema } from './content.js';
import { controlCharactersMessage, faqAnswerSchema, faqQuestionSchema } from './editorial.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';

export { faqLabels, menuLabels, pageListLabels } from './constants.js';

// The operators' content: the header and footer menus (the `pages` rows members' menus read), pages edited as a draft and published in one step (the published
// version is what members read, from the same table and cache as before), and the FAQ. Every
// write of a page, a FAQ question or the menus carries the `editVersion` the operator's screen was
// built from, so a save over someone else's change is refused (409), never silently merged.

export const contentStaffMessages = {
  stale:
    'شخص دیگری این صفحه را پس از باز شدن آن برای شما تغییر داده است؛ صفحه را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  noDraft: 'این صفحه پیش‌نویسی برای انتشار ندارد؛ ابتدا پیش‌نویس را ذخیره کنید.',
  notPublished: 'این نسخه دیگر نسخهٔ منتشرشدهٔ صفحه نیست؛ بازگرداندن آن ممکن نیست.',
  noPrevious: 'نسخهٔ منتشرشدهٔ پیشینی برای بازگرداندن وجود ندارد.',
  pageNotFound: 'صفحهٔ موردنظر پیدا نشد.',
  emptyPage: 'متن صفحه خالی است؛ صفحهٔ خالی منتشر نمی‌شود.',
  faqNotFound: 'این پرسش پیدا نشد.',
  faqStale:
    'شخص دیگری این پرسش را پس از باز شدن آن برای شما تغییر داده است؛ فهرست را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  menusStale:
    'شخص دیگری منوها را پس از باز شدن آن‌ها برای شما تغییر داده است؛ منوها را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  faqOrder: 'فهرست ترتیب باید همهٔ پرسش‌ها را، هر کدام یک بار، داشته باشد.',
  menuPages: 'هر صفحهٔ محتوایی باید یک بار در یکی از دو منو بیاید (پنهان یا پیدا).',
  menuUnknown: 'این پیوند دیگر در منو نیست؛ صفحه را دوباره بارگذاری کنید.',
  menuTarget: 'مقصد باید نشانی یکی از صفحه‌های باشگاه (مانند /rewards یا /page/about-us) یا پیوندی با https:// باشد.',
  menuPageMissing: 'صفحه‌ای با این نشانی وجود ندارد.',
  menuTooMany: 'این منو بیش از اندازه پیوند دارد.',
} as const;

export const MENU_MAX_LINKS = 20;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const title = z
  .string()
  .trim()
  .min(1, fa.required)
  .max(200, fa.tooLong)
  .refine((value) => !CONTROL.test(value), controlCharactersMessage);
const editVersionSchema = z.number({ error: fa.invalidValue }).int().positive();

export const savePageDraftRequestSchema = z.strictObject({
  title,
  /** HTML: sanitised by the API (the allowlist of SECURITY 20) before it is stored. */
  content: z.string().max(12_000, fa.tooLong),
  editVersion: editVersionSchema,
});
export const publishPageRequestSchema = z.strictObject({
  editVersion: editVersionSchema,
  reason: z.string().trim().max(500, fa.tooLong).optional(),
});

export const pageVersionSchema = z.object({
  version: z.number().int().positive(),
  title: z.string(),
  /** Sanitised HTML, exactly as members read it once published. */
  content: z.string(),
  /** `null` for the seed's text, which no operator wrote. */
  createdAt: isoDateTimeSchema.nullable(),
  createdBy: z.string().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
  publishedBy: z.string().nullable(),
});
export type PageVersion = z.infer<typeof pageVersionSchema>;

/** A row of the operators' page list. */
export const staffPageSchema = z.object({
  slug: z.string(),
  /** Where members read it (`/page/{slug}`, or a fixed page's own address), unencoded. */
  url: z.string(),
  title: z.string(),
  hasDraft: z.boolean(),
  /** `null` while members read the seed's text. */
  publishedAt: isoDateTimeSchema.nullable(),
  publishedBy: z.string().nullable(),
  editVersion: z.number().int().positive(),
});
export type StaffPage = z.infer<typeof staffPageSchema>;
export const staffPageListSchema = z.array(staffPageSchema);
/** The pages list's state filter (a draft waiting, or the published text alone), as the file takes it. */
export const staffPageExportQuerySchema = z.strictObject({ state: z.enum(['published', 'draft']).optional() });
export type StaffPageExportQuery = z.input<typeof staffPageExportQuerySchema>;

export const staffPageDetailSchema = z.object({
  slug: z.string(),
  url: z.string(),
  editVersion: z.number().int().positive(),
  published: pageVersionSchema,
  draft: pageVersionSchema.nullable(),
});
export type StaffPageDetail = z.infer<typeof staffPageDetailSchema>;

/** The question is plain text; the answer HTML, sanitised by the API like a page body. */
export const faqItemRequestSchema = z.strictObject({ question: faqQuestionSchema, answer: faqAnswerSchema });
/** A save names the version of the question it was built on. */
export const saveFaqRequestSchema = faqItemRequestSchema.extend({ editVersion: editVersionSchema });
export const staffFaqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML, as members read it. */
  answer: z.string(),
  order: z.number().int(),
  editVersion: z.number().int().positive(),
});
export type StaffFaqItem = z.infer<typeof staffFaqItemSchema>;
export const staffFaqListSchema = z.array(staffFaqItemSchema);
export const reorderFaqRequestSchema = z.strictObject({
  ids: z
    .array(z.number({ error: fa.invalidValue }).int().positive())
    .min(1, fa.required)
    .max(500),
});
export const removeFaqRequestSchema = z.strictObject({ editVersion: editVersionSchema });

export const menuNameSchema = z.enum(['header', 'footer']);
export type MenuName = z.infer<typeof menuNameSchema>;
/** One entry of the public header or footer, in its menu's order. */
export const menuLinkSchema = z.object({
  key: z.string(),
  label: z.string(),
  url: z.string(),
  visible: z.boolean(),
  /** A content page's own entry: its label is the page's title (edited with the page); it moves but is never removed. */
  page: z.boolean(),
});
export type MenuLink = z.infer<typeof menuLinkSchema>;
export const staffMenusSchema = z.object({
  header: z.array(menuLinkSchema),
  footer: z.array(menuLinkSchema),
  /** Both menus' version, moved by every save. */
  editVersion: z.number().int().positive(),
});
export type StaffMenus = z.infer<typeof staffMenusSchema>;

const menuEntryInput = z.strictObject({
  /** The entry's key; left out for a new link. */
  key: z.string().max(200).optional(),
  /** A link's label and target; a content page's entry ignores them. */
  label: z
    .string()
    .trim()
    .max(60, fa.tooLong)
    .refine((value) => !CONTROL.test(value), controlCharactersMessage)
    .optional(),
  url: z.string().trim().max(500, fa.tooLong).optional(),
  visible: z.boolean({ error: fa.invalidValue }),
});
export type MenuEntryInput = z.infer<typeof menuEntryInput>;
export const saveMenusRequestSchema = z.strictObject({
  header: z.array(menuEntryInput).max(MENU_MAX_LINKS, contentStaffMessages.menuTooMany),
  footer: z.array(menuEntryInput).max(MENU_MAX_LINKS, contentStaffMessages.menuTooMany),
  editVersion: editVersionSchema,
});

const staff = { auth: 'staff', permission: 'content' } as const;

/** The operators' pages and FAQ: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const contentStaffEndpoints = {
  listStaffPages: { method: 'GET', path: '/api/staff/Pages', ...staff, response: staffPageListSchema },
  /** The list with its state filter, as a CSV file. */
  exportStaffPages: {
    method: 'GET',
    path: '/api/staff/Pages.csv',
    ...staff,
    query: staffPageExportQuerySchema,
    response: z.unknown(),
    responseType: 'csv',
  },
  getStaffPage: {
    method: 'GET',
    path: '/api/staff/Pages/{slug}',
    ...staff,
    params: pageParamsSchema,
    response: staffPageDetailSchema,
  },
  savePageDraft: {
    method: 'PUT',
    path: '/api/staff/Pages/{slug}/Draft',
    ...staff,
    params: pageParamsSchema,
    body: savePageDraftRequestSchema,
    response: staffPageDetailSchema,
  },
  publishPage: {
    method: 'POST',
    path: '/api/staff/Pages/{slug}/Publish',
    ...staff,
    params: pageParamsSchema,
    body: publishPageRequestSchema,
    response: staffPageDetailSchema,
  },
  listStaffFaq: { method: 'GET', path: '/api/staff/Faq', ...staff, response: staffFaqListSchema },
  /** The questions in their order, each answer as text, as a CSV file. */
  exportStaffFaq: {
    method: 'GET',
    path: '/api/staff/Faq.csv',
    ...staff,
    response: z.unknown(),
    responseType: 'csv',
  },
  createFaq: {
    method: 'POST',
    path: '/api/staff/Faq',
    ...staff,
    body: faqItemRequestSchema,
    response: staffFaqListSchema,
  },
  saveFaq: {
    method: 'PUT',
    path: '/api/staff/Faq/{id}',
    ...staff,
    params: idParamSchema,
    body: saveFaqRequestSchema,
    response: staffFaqListSchema,
  },
  removeFaq: {
    method: 'POST',
    path: '/api/staff/Faq/{id}/Remove',
    ...staff,
    params: idParamSchema,
    body: removeFaqRequestSchema,
    response: staffFaqListSchema,
  },
  reorderFaq: {
    method: 'PUT',
    path: '/api/staff/Faq/Order',
    ...staff,
    body: reorderFaqRequestSchema,
    response: staffFaqListSchema,
  },
  getStaffMenus: { method: 'GET', path: '/api/staff/Menus', ...staff, response: staffMenusSchema },
  /** Both menus, an entry a line, as a CSV file. */
  exportStaffMenus: {
    method: 'GET',
    path: '/api/staff/Menus.csv',
    ...staff,
    response: z.unknown(),
    responseType: 'csv',
  },
  saveMenus: {
    method: 'PUT',
    path: '/api/staff/Menus',
    ...staff,
    body: saveMenusRequestSchema,
    response: staffMenusSchema,
  },
} as const satisfies Record<string, EndpointDef>;
