import { z } from './zod.js';
import { discountCodeSchema } from './discount-codes.js';
import type { EndpointDef } from './endpoint-def.js';

export { WheelStatus } from './constants.js';
export const wheelStatusSchema = z.union([z.literal(10), z.literal(0), z.literal(-10), z.literal(-20)]);

export { PrizeType } from './constants.js';
export { wheelSegmentColors } from './constants.js';
export const prizeTypeSchema = z.union([z.literal(0), z.literal(10), z.literal(30)]);

export const wheelPrizeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string().optional(),
  /** CSS colour of the segment; screens fall back on their 12-colour palette. */
  color: z.string().optional(),
  /**
   * The published odds of landing on this prize, in percent (one decimal). The weights behind
   * them stay on the server; members see the same figure the draw uses.
   */
  chancePercent: z.number().min(0).max(100),
});
export type WheelPrize = z.infer<typeof wheelPrizeSchema>;

/** Public; the raw weights stay on the server, only each prize's `chancePercent` is published. */
export const wheelPrizesResponseSchema = z.object({
  wheelId: z.number().int(),
  isActive: z.boolean(),
  prizes: z.array(wheelPrizeSchema),
});
export type WheelPrizesResponse = z.infer<typeof wheelPrizesResponseSchema>;

export const wheelIdParamsSchema = z.strictObject({
  wheelId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
});

/** `status` says why not: `-20` already spun today (Tehran day), `-10` wheel inactive. */
export const spinnableResponseSchema = z.object({
  spinnable: z.boolean(),
  status: wheelStatusSchema.optional(),
});
export type SpinnableResponse = z.infer<typeof spinnableResponseSchema>;

/**
 * Always HTTP 200 for a decided outcome, including the refusals `-20` (limitation) and `-10`
 * (deactive), so the screen shows the matching result modal.
 */
export const spinResultSchema = z.object({
  /** Title of the won prize, `null` for refusals. */
  prize: z.string().nullable(),
  prizeId: z.number().int().nullable(),
  status: wheelStatusSchema,
  prizeType: prizeTypeSchema,
  /** Persian sentence for the result modal. */
  prizeSummary: z.string(),
  /** Clorofil credited by a score prize (already in the balance), else 0. */
  score: z.number().int().nonnegative(),
  discountCode: discountCodeSchema.nullable(),
});
export type SpinResult = z.infer<typeof spinResultSchema>;

/** The lucky wheel: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const wheelEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
