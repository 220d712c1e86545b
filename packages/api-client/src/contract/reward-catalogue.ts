import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema } from './common.js';
import { controlCharactersMessage } from './editorial.js';
import { fa } from './messages.js';
import { rewardCategorySchema } from './rewards.js';
import type { EndpointDef } from './endpoint-def.js';

// The operators' rewards catalogue. A reward is edited as a draft and published in one step; the
// published version is what members read. Every write carries the `editVersion` the operator's
// screen was built from, so a save over someone else's change is refused, never silently merged.

/** A reward whose window closes within this many days is «ending soon» in the operators' list. */
export const ENDING_SOON_DAYS = 7;
/** Below this many codes left, a discount-code reward's pool is flagged as running low. */
export const CODE_POOL_LOW = 20;
/** The longest code a pool takes (the member's code card shows it on one line). */
export const CODE_MAX_LENGTH = 40;
/** Codes one upload may carry; larger pools are uploaded in parts. */
export const CODE_UPLOAD_MAX = 5000;

/** The categories' Persian names: the console's filter and the prize-type label members see. */
export const rewardCategoryLabels: Readonly<Record<z.infer<typeof rewardCategorySchema>, string>> = {
  stationery: 'لوازم‌التحریر',
  ebook: 'کتاب الکترونیکی',
  'mobile-topup': 'شارژ موبایل',
  store: 'فروشگاه',
  toys: 'اسباب‌بازی',
  travel: 'سفر',
  supermarket: 'سوپرمارکت',
};

export const rewardKindSchema = z.enum(['item', 'discount-code']);
export type RewardKind = z.infer<typeof rewardKindSchema>;
export const rewardEligibilitySchema = z.enum(['any', 'student', 'teacher']);
export type RewardEligibility = z.infer<typeof rewardEligibilitySchema>;
export const rewardStatusSchema = z.enum(['draft', 'published', 'retired']);
export type RewardStatus = z.infer<typeof rewardStatusSchema>;

/** The Persian names of a reward's kind, eligibility and status: the console's screens and the catalogue's CSV. */
export const rewardKindLabels: Readonly<Record<RewardKind, string>> = {
  item: 'جایزهٔ کالایی',
  'discount-code': 'کد تخفیف',
};
export const rewardEligibilityLabels: Readonly<Record<RewardEligibility, string>> = {
  any: 'همهٔ اعضا',
  student: 'دانش‌آموزان تأییدشده',
  teacher: 'معلمان تأییدشده',
};
export const rewardStatusLabels: Readonly<Record<RewardStatus, string>> = {
  draft: 'پیش‌نویس',
  published: 'منتشرشده',
  retired: 'بایگانی‌شده',
};

/** The column titles of the operators' list, on the screen and in its CSV file alike. */
export const rewardColumnLabels = {
  id: 'شناسه',
  title: 'عنوان',
  category: 'دسته‌بندی',
  kind: 'نوع',
  score: 'قیمت (کلروفیل)',
  stock: 'موجودی',
  codesLeft: 'کدهای باقی‌مانده',
  codesTotal: 'همهٔ کدها',
  validCount: 'سقف دریافت هر عضو',
  availableFrom: 'آغاز دریافت',
  availableTo: 'پایان دریافت',
  eligibility: 'چه کسانی می‌توانند بگیرند',
  status: 'وضعیت',
  hasDraft: 'پیش‌نویس منتظر انتشار',
} as const;

export const catalogueMessages = {
  stale: 'شخص دیگری این جایزه را تغییر داده است؛ صفحه را دوباره بارگذاری کنید تا تغییر او را ببینید.',
  reasonForPrice: 'قیمت این جایزه تغییر کرده است؛ لطفاً دلیل تغییر قیمت را بنویسید.',
  reasonForStock: 'لطفاً دلیل تغییر موجودی را بنویسید.',
  windowOrder: 'پایان بازهٔ دریافت باید پس از آغاز آن باشد.',
  noDraft: 'این جایزه پیش‌نویسی برای انتشار ندارد.',
  retired: 'این جایزه بایگانی شده است و تغییر نمی‌کند.',
  poolOnly: 'کد فقط برای جایزه‌های کد تخفیف بارگذاری می‌شود.',
  poolStock: 'موجودی این جایزه را تعداد کدهای بارگذاری‌شده تعیین می‌کند.',
  noCodes: 'فایل هیچ کدی ندارد.',
  tooManyCodes: `در هر بارگذاری حداکثر ${CODE_UPLOAD_MAX.toLocaleString('fa-IR')} کد پذیرفته می‌شود.`,
  emptyCode: 'این سطر خالی است.',
  longCode: `کد نباید بیش از ${CODE_MAX_LENGTH.toLocaleString('fa-IR')} نویسه باشد.`,
  badCode: 'کد فقط می‌تواند حروف و رقم لاتین، خط تیره و زیرخط داشته باشد.',
  repeatedCode: (line: number) => `این کد در سطر ${line.toLocaleString('fa-IR')} هم آمده است.`,
  existingCode: 'این کد پیش‌تر بارگذاری یا به عضوی داده شده است.',
  notPublished: 'این نسخه دیگر نسخهٔ منتشرشده نیست؛ بازگرداندن آن ممکن نیست.',
  noPrevious: 'نسخهٔ منتشرشدهٔ پیشینی برای بازگرداندن وجود ندارد.',
  badImage: 'تصویر باید PNG، JPEG یا WebP و حداکثر ۳۰۰ کیلوبایت باشد.',
} as const;

// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/;
const text = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, fa.required)
    .max(max, fa.tooLong)
    .refine((value) => !CONTROL.test(value), controlCharactersMessage);
const reasonSchema = z.string().trim().max(500, fa.tooLong);
const editVersionSchema = z.number({ error: fa.invalidValue }).int().positive();
/** A file served by `GET /api/images/{file}`: the seed's pictures and operators' uploads. */
export const imageFileSchema = z.string().regex(/^[\w.-]{1,80}\.(webp|png|jpe?g)$/, fa.invalidValue);

const rewardFieldShape = {
  title: text(120),
  subTitle: text(200, 0),
  /** HTML: sanitised by the API before it is stored. */
  description: z.string().max(12_000, fa.tooLong),
  image: imageFileSchema,
  category: rewardCategorySchema,
  /** Price in clorofil. */
  score: z.number({ error: fa.numeric }).int(fa.numeric).nonnegative(fa.invalidValue).max(1_000_000, fa.invalidValue),
  /** How many times one member may receive it. */
  validCount: z.number({ error: fa.numeric }).int(fa.numeric).positive(fa.invalidValue).max(1000, fa.invalidValue),
  availableFrom: isoDateTimeSchema.nullable(),
  availableTo: isoDateTimeSchema.nullable(),
  eligibility: rewardEligibilitySchema,
  /** Days a received code stays valid; `null` when it never lapses. */
  codeValidDays: z.number({ error: fa.numeric }).int(fa.numeric).positive(fa.invalidValue).max(3650).nullable(),
};

const windowInOrder = (fields: { availableFrom: string | null; availableTo: string | null }) =>
  fields.availableFrom === null ||
  fields.availableTo === null ||
  Date.parse(fields.availableFrom) < Date.parse(fields.availableTo);
const windowRefinement = [
  windowInOrder,
  { message: catalogueMessages.windowOrder, path: ['availableTo'] as PropertyKey[] },
] as const;

export const rewardFieldsSchema = z.strictObject(rewardFieldShape).refine(...windowRefinement);
export type RewardFields = z.infer<typeof rewardFieldsSchema>;

export const createRewardRequestSchema = z
  .strictObject({
    ...rewardFieldShape,
    kind: rewardKindSchema,
    /** Units of a prize; `null` when unlimited. A discount-code reward's stock is its pool. */
    stock: z.number({ error: fa.numeric }).int(fa.numeric).nonnegative(fa.invalidValue).max(1_000_000).nullable(),
  })
  .refine(...windowRefinement);
export const saveRewardDraftRequestSchema = z
  .strictObject({ ...rewardFieldShape, editVersion: editVersionSchema })
  .refine(...windowRefinement);
export const publishRewardRequestSchema = z.strictObject({
  editVersion: editVersionSchema,
  /** Required when the price changes (catalogueMessages.reasonForPrice). */
  reason: reasonSchema.optional(),
});
export const retireRewardRequestSchema = z.strictObject({
  editVersion: editVersionSchema,
  reason: reasonSchema.optional(),
});
export const duplicateRewardRequestSchema = z.strictObject({});
export const setRewardStockRequestSchema = z.strictObject({
  stock: z.number({ error: fa.numeric }).int(fa.numeric).nonnegative(fa.invalidValue).max(1_000_000).nullable(),
  reason: z.string().trim().min(1, catalogueMessages.reasonForStock).max(500, fa.tooLong),
});
/** CSV text: one code per line, or a header row with a `code` column. */
export const uploadRewardCodesRequestSchema = z.strictObject({ text: z.string().max(400_000, fa.bodyTooLarge) });
/** An image as base64 (the API checks the bytes, not the name). */
export const uploadRewardImageRequestSchema = z.strictObject({
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  data: z.string().max(410_000, catalogueMessages.badImage),
});

export const rewardVersionSchema = z.object({
  ...rewardFieldShape,
  title: z.string(),
  subTitle: z.string(),
  image: z.string(),
  version: z.number().int().positive(),
  /** Absolute URL of `image`, for the preview. */
  imageUrl: z.string(),
  createdAt: isoDateTimeSchema,
  /** Mobile of the operator who wrote it; `null` for the seed's rewards. */
  createdBy: z.string().nullable(),
  publishedAt: isoDateTimeSchema.nullable(),
});
export type RewardVersion = z.infer<typeof rewardVersionSchema>;

export const codePoolSchema = z.object({ total: z.number().int().nonnegative(), left: z.number().int().nonnegative() });
export type CodePool = z.infer<typeof codePoolSchema>;

export const staffRewardSchema = z.object({
  id: z.number().int(),
  kind: rewardKindSchema,
  status: rewardStatusSchema,
  /** A draft waits beside the published version. */
  hasDraft: z.boolean(),
  title: z.string(),
  category: rewardCategorySchema,
  score: z.number().int().nonnegative(),
  /** `null`: unlimited. */
  stock: z.number().int().nonnegative().nullable(),
  codes: codePoolSchema.nullable(),
  /** How many times one member may receive it. */
  validCount: z.number().int().positive(),
  availableFrom: isoDateTimeSchema.nullable(),
  availableTo: isoDateTimeSchema.nullable(),
  eligibility: rewardEligibilitySchema,
  imageUrl: z.string(),
  editVersion: z.number().int().positive(),
});
export type StaffReward = z.infer<typeof staffRewardSchema>;
export const staffRewardListSchema = z.array(staffRewardSchema);

export const staffRewardDetailSchema = z.object({
  id: z.number().int(),
  kind: rewardKindSchema,
  status: rewardStatusSchema,
  editVersion: z.number().int().positive(),
  stock: z.number().int().nonnegative().nullable(),
  codes: codePoolSchema.nullable(),
  published: rewardVersionSchema.nullable(),
  draft: rewardVersionSchema.nullable(),
  retiredAt: isoDateTimeSchema.nullable(),
});
export type StaffRewardDetail = z.infer<typeof staffRewardDetailSchema>;

export const uploadedImageSchema = z.object({ file: imageFileSchema, url: z.string() });
export const uploadedCodesSchema = z.object({ added: z.number().int().nonnegative(), codes: codePoolSchema });
export type UploadedCodes = z.infer<typeof uploadedCodesSchema>;

/** The operators' list filters; every one kept in the address. */
export interface StaffRewardFilter {
  category?: string | undefined;
  kind?: RewardKind | undefined;
  status?: RewardStatus | undefined;
  /** Members can buy it now: published, not retired, inside its window, in stock. */
  active?: boolean | undefined;
  outOfStock?: boolean | undefined;
  endingSoon?: boolean | undefined;
}

const flag = z
  .enum(['true', 'false'], { error: fa.invalidValue })
  .transform((value) => value === 'true')
  .optional();
/** The list's filters in the query string (text, as the address carries them). */
export const staffRewardQuerySchema = z.strictObject({
  category: rewardCategorySchema.optional(),
  kind: rewardKindSchema.optional(),
  status: rewardStatusSchema.optional(),
  active: flag,
  outOfStock: flag,
  endingSoon: flag,
});
export type StaffRewardQuery = z.input<typeof staffRewardQuerySchema>;

const DAY_MS = 86_400_000;

export const isOutOfStock = (reward: Pick<StaffReward, 'stock'>) => reward.stock !== null && reward.stock <= 0;
export function isEndingSoon(reward: Pick<StaffReward, 'availableTo'>, now: Date): boolean {
  if (reward.availableTo === null) return false;
  const left = Date.parse(reward.availableTo) - now.getTime();
  return left > 0 && left <= ENDING_SOON_DAYS * DAY_MS;
}
export function isActive(reward: StaffReward, now: Date): boolean {
  const t = now.getTime();
  return (
    reward.status === 'published' &&
    !isOutOfStock(reward) &&
    (reward.availableFrom === null || Date.parse(reward.availableFrom) <= t) &&
    (reward.availableTo === null || Date.parse(reward.availableTo) > t)
  );
}

/** One predicate for the API's list and the console's table, so both agree on every filter. */
export function matchesStaffRewardFilter(reward: StaffReward, filter: StaffRewardFilter, now: Date): boolean {
  if (filter.category !== undefined && reward.category !== filter.category) return false;
  if (filter.kind !== undefined && reward.kind !== filter.kind) return false;
  if (filter.status !== undefined && reward.status !== filter.status) return false;
  if (filter.active !== undefined && isActive(reward, now) !== filter.active) return false;
  if (filter.outOfStock !== undefined && isOutOfStock(reward) !== filter.outOfStock) return false;
  if (filter.endingSoon !== undefined && isEndingSoon(reward, now) !== filter.endingSoon) return false;
  return true;
}

const staff = { auth: 'staff', permission: 'catalogue' } as const;

/** The operators' rewards catalogue: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const rewardCatalogueEndpoints = {
  listStaffRewards: {
    method: 'GET',
    path: '/api/staff/Rewards',
    ...staff,
    query: staffRewardQuerySchema,
    response: staffRewardListSchema,
  },
  /** The list with its filters, as a CSV file. */
  exportStaffRewards: {
    method: 'GET',
    path: '/api/staff/Rewards.csv',
    ...staff,
    query: staffRewardQuerySchema,
    response: z.unknown(),
    responseType: 'csv',
  },
  getStaffReward: {
    method: 'GET',
    path: '/api/staff/Rewards/{id}',
    ...staff,
    params: idParamSchema,
    response: staffRewardDetailSchema,
  },
  createReward: {
    method: 'POST',
    path: '/api/staff/Rewards',
    ...staff,
    body: createRewardRequestSchema,
    response: staffRewardDetailSchema,
  },
  saveRewardDraft: {
    method: 'PUT',
    path: '/api/staff/Rewards/{id}/Draft',
    ...staff,
    params: idParamSchema,
    body: saveRewardDraftRequestSchema,
    response: staffRewardDetailSchema,
  },
  publishReward: {
    method: 'POST',
    path: '/api/staff/Rewards/{id}/Publish',
    ...staff,
    params: idParamSchema,
    body: publishRewardRequestSchema,
    response: staffRewardDetailSchema,
  },
  duplicateReward: {
    method: 'POST',
    path: '/api/staff/Rewards/{id}/Duplicate',
    ...staff,
    params: idParamSchema,
    body: duplicateRewardRequestSchema,
    response: staffRewardDetailSchema,
  },
  retireReward: {
    method: 'POST',
    path: '/api/staff/Rewards/{id}/Retire',
    ...staff,
    params: idParamSchema,
    body: retireRewardRequestSchema,
    response: staffRewardDetailSchema,
  },
  setRewardStock: {
    method: 'PUT',
    path: '/api/staff/Rewards/{id}/Stock',
    ...staff,
    params: idParamSchema,
    body: setRewardStockRequestSchema,
    response: staffRewardDetailSchema,
  },
  uploadRewardCodes: {
    method: 'POST',
    path: '/api/staff/Rewards/{id}/Codes',
    ...staff,
    params: idParamSchema,
    body: uploadRewardCodesRequestSchema,
    response: uploadedCodesSchema,
  },
  uploadRewardImage: {
    method: 'POST',
    path: '/api/staff/Rewards/Images',
    ...staff,
    body: uploadRewardImageRequestSchema,
    response: uploadedImageSchema,
  },
} as const satisfies Record<string, EndpointDef>;
