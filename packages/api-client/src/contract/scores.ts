import { z } from 'zod';
import { isoDateTimeSchema } from './common.js';

export const OperationType = { Received: 0, Spent: 1 } as const;
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
