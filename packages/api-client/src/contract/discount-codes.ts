import { z } from './zod.js';
import { isoDateTimeSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

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

/** The member's discount codes: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const discountCodeEndpoints = {
  getDiscountCodes: { method: 'GET', path: '/api/DiscountCode', auth: 'member', response: discountCodeListSchema },
} as const satisfies Record<string, EndpointDef>;
