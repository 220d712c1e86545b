import { z } from './zod.js';
import { isoDateTimeSchema } from './common.js';
import type { EndpointDef } from './endpoint-def.js';

export { OperationType } from './constants.js';
export const operationTypeSchema = z.union([z.literal(0), z.literal(1)]);

/**
 * One line of «کلروفیل‌های من». Ledger lines are `done`; points of a delivered order still inside
 * the 7-day return window are listed as `pending` (not in the balance yet) and a returned order's
 * points as `cancelled`.
 */
export const scoreEntrySchema = z.object({
  id: z.string(),
  /** Jalali date and time in Tehran with Persian digits, ready to show. */
  persianCreatedDateTime: z.string(),
  createdAt: isoDateTimeSchema,
  score: z.number().int().nonnegative(),
  activity: z.string(),
  operationType: operationTypeSchema,
  operationTypeText: z.string(),
  status: z.enum(['done', 'pending', 'cancelled']),
  statusText: z.string(),
});
export type ScoreEntry = z.infer<typeof scoreEntrySchema>;
export const scoreListSchema = z.array(scoreEntrySchema);

/** Points of one delivered order still inside its return window. */
export const pendingPointsSchema = z.object({
  orderId: z.string(),
  points: z.number().int().positive(),
  deliveredAt: isoDateTimeSchema,
  /**
   * The instant they become spendable: Tehran midnight after the 7th Tehran calendar day that
   * follows the delivery day (the member may return the order until that day ends).
   */
  availableAt: isoDateTimeSchema,
});
export type PendingPoints = z.infer<typeof pendingPointsSchema>;

/** The top of «کلروفیل‌های من»: where the balance comes from and what is on its way. */
export const scoreSummarySchema = z.object({
  /** Spendable now; equals `received - spent`. */
  balance: z.number().int().nonnegative(),
  received: z.number().int().nonnegative(),
  spent: z.number().int().nonnegative(),
  /** Sum of `pendingItems`, not part of the balance yet. */
  pending: z.number().int().nonnegative(),
  /** Soonest first. */
  pendingItems: z.array(pendingPointsSchema),
});
export type ScoreSummary = z.infer<typeof scoreSummarySchema>;

/** Scores: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const scoreEndpoints = {
  getScores: { method: 'GET', path: '/api/Scores', auth: 'member', response: scoreListSchema },
  /** Balance, received, spent and the points still inside a return window (with their dates). */
  getScoreSummary: { method: 'GET', path: '/api/Scores/Summary', auth: 'member', response: scoreSummarySchema },
} as const satisfies Record<string, EndpointDef>;
