import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const discountCodeSchema = z.object({
  code: z.string(),
  title: z.string(),
  subTitle: z.string(),
  /** `null` when the code has no expiry. */
  expirationDate: isoDateTimeSchema.nullable(),
  isExpired: z.boolean(),
  /** Where the code came from: a reward, the lucky wheel or a gift from the club. */
  source: z.enum(['reward', 'wheel', 'gift']),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodeListSchema = z.array(discountCodeSchema);
