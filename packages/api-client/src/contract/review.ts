import { z } from './zod.js';
import { isoDateTimeSchema, mobileSchema, userTypeStatusSchema } from './common.js';
import { fa } from './messages.js';
import { userTypeSchema } from './profile.js';
import type { EndpointDef } from './endpoint-def.js';

export { reviewColumnLabels } from './constants.js';

/** A profile waiting for a reviewer; reviewers see the full national code to verify it. */
export const pendingReviewSchema = z.object({
  mobile: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationalCode: z.string(),
  userType: userTypeSchema.nullable(),
  userTypeInfo: z.string().nullable(),
  submittedAt: isoDateTimeSchema,
});
export type PendingReview = z.infer<typeof pendingReviewSchema>;
export const pendingReviewListSchema = z.array(pendingReviewSchema);

export const reviewParamsSchema = z.strictObject({ mobile: mobileSchema });
/** Optional note sent to the member with the decision. */
export const reviewDecisionRequestSchema = z
  .strictObject({ note: z.string().max(300, fa.tooLong).optional() })
  .optional();
export const reviewDecisionResponseSchema = z.object({
  mobile: z.string(),
  userTypeStatus: userTypeStatusSchema,
});
export type ReviewDecisionResponse = z.infer<typeof reviewDecisionResponseSchema>;

/** Reviewers' decisions on user types: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const reviewEndpoints = {
  getPendingReviews: {
    method: 'GET',
    path: '/api/review/Pending',
    auth: 'staff',
    permission: 'review',
    response: pendingReviewListSchema,
  },
  exportPendingReviews: {
    method: 'GET',
    path: '/api/review/Pending.csv',
    auth: 'staff',
    permission: 'review',
    response: z.unknown(),
    responseType: 'csv',
  },
  approveReview: {
    method: 'POST',
    path: '/api/review/{mobile}/Approve',
    auth: 'staff',
    permission: 'review',
    params: reviewParamsSchema,
    body: reviewDecisionRequestSchema,
    response: reviewDecisionResponseSchema,
  },
  rejectReview: {
    method: 'POST',
    path: '/api/review/{mobile}/Reject',
    auth: 'staff',
    permission: 'review',
    params: reviewParamsSchema,
    body: reviewDecisionRequestSchema,
    response: reviewDecisionResponseSchema,
  },
} as const satisfies Record<string, EndpointDef>;
