import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema } from './common.js';
import { discountCodeSchema } from './discount-codes.js';
import { fa } from './messages.js';
import type { EndpointDef } from './endpoint-def.js';

/** The reward categories of the home page (SPEC §1). */
export const rewardCategorySchema = z.enum([
  'stationery',
  'ebook',
  'mobile-topup',
  'store',
  'toys',
  'travel',
  'supermarket',
]);
export type RewardCategory = z.infer<typeof rewardCategorySchema>;

export const rewardSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Absolute URL of the image (served by `GET /api/images/{file}`); screens fall back on error. */
  image: z.string(),
  subTitle: z.string(),
  /** Persian label of the prize type shown on the detail view, e.g. «کد تخفیف». */
  type: z.string(),
  category: rewardCategorySchema,
  /** Whether receiving this reward issues a discount code (listed in `/api/DiscountCode`). */
  isDiscountCode: z.boolean(),
  /** Until when a received prize stays valid; `null` when it never lapses. */
  validityDate: isoDateTimeSchema.nullable(),
  /** Price in clorofil. */
  score: z.number().int().nonnegative(),
  /** HTML sanitised on the server (SECURITY 20); still render through the sanitising component. */
  description: z.string(),
  /** How many times this member has received it (spelling as in the original API). */
  recivedCount: z.number().int().nonnegative(),
  /** How many times one member may receive it. */
  validCount: z.number().int().positive(),
  /** `recivedCount >= validCount`: the 'used' filter. */
  isUsed: z.boolean(),
  /** False when the shop has run out of it. */
  inStock: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;
export const rewardListSchema = z.array(rewardSchema);

/**
 * A reward as any visitor may see it (the home page's carousel): the catalogue's own fields,
 * nothing about a member, so the answer is the same for everyone and may be cached.
 */
export const publicRewardSchema = rewardSchema.pick({
  id: true,
  title: true,
  image: true,
  subTitle: true,
  type: true,
  category: true,
  isDiscountCode: true,
  validityDate: true,
  score: true,
  inStock: true,
});
export type PublicReward = z.infer<typeof publicRewardSchema>;
export const publicRewardListSchema = z.array(publicRewardSchema);

/**
 * What the member confirmed: the price shown on the confirmation. A purchase whose price is no
 * longer the published one is refused (409, Persian reason) and nothing is spent. A client that
 * sends no body (a build from before this field) pays the published price, as it always has.
 */
export const buyRewardRequestSchema = z
  .strictObject({ score: z.number({ error: fa.numeric }).int(fa.numeric).nonnegative(fa.invalidValue).optional() })
  .optional();
export type BuyRewardRequest = z.infer<typeof buyRewardRequestSchema>;

export const buyRewardResponseSchema = z.object({
  /** Persian success sentence for the toast. */
  message: z.string(),
  /** Balance after the purchase. */
  score: z.number().int().nonnegative(),
  /** The code issued by a discount-code reward, otherwise `null`. */
  discountCode: discountCodeSchema.nullable(),
});
export type BuyRewardResponse = z.infer<typeof buyRewardResponseSchema>;

/** Rewards and buying them: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const rewardEndpoints = {
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
    body: buyRewardRequestSchema,
    response: buyRewardResponseSchema,
    idempotent: true,
  },
} as const satisfies Record<string, EndpointDef>;
