import { z } from './zod.js';
import { isoDateTimeSchema, mobileSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

// Shop → club events (client-credentials token with scope `shop.events`). Each event carries
// the shop's own unique `eventId`; a replayed eventId answers `duplicate` and credits nothing.

const eventId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);
const orderId = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/);

export const orderDeliveredRequestSchema = z.strictObject({
  eventId,
  orderId,
  mobile: mobileSchema,
  amountToman: z.number().int().nonnegative().max(10_000_000_000),
  deliveredAt: isoDateTimeSchema,
  /** Items in the order, for «buy N items» missions; a shop that does not say counts one. */
  itemCount: z.number().int().nonnegative().max(10_000).optional(),
});
export type OrderDeliveredRequest = z.infer<typeof orderDeliveredRequestSchema>;

export const orderReturnedRequestSchema = z.strictObject({ eventId, orderId, returnedAt: isoDateTimeSchema });
export type OrderReturnedRequest = z.infer<typeof orderReturnedRequestSchema>;

export const surveyCompletedRequestSchema = z.strictObject({ eventId, orderId, mobile: mobileSchema });
export type SurveyCompletedRequest = z.infer<typeof surveyCompletedRequestSchema>;

/**
 * `accepted`: recorded now; `duplicate`: this eventId was seen before (nothing changed);
 * `ignored`: valid but no effect (e.g. a return after the window closed, a second survey).
 */
export const integrationResultSchema = z.object({
  eventId: z.string(),
  status: z.enum(['accepted', 'duplicate', 'ignored']),
  /** Points created (pending for deliveries), cancelled (returns) or credited (surveys). */
  points: z.number().int().nonnegative(),
  /** When pending points of a delivery become spendable. */
  availableAt: isoDateTimeSchema.optional(),
  reason: z.string().optional(),
});
export type IntegrationResult = z.infer<typeof integrationResultSchema>;

/** The shop's server-to-server events: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const integrationEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
