import { z } from './zod.js';
import { idParamSchema, isoDateTimeSchema, UserTypeStatus } from './common.js';
import type { UserTypeValue } from './profile.js';
import type { EndpointDef } from './endpoint-def.js';

/** What the API knows about a member when it decides whether the financial pages are theirs. */
export type CommissionEligibilityFacts = {
  userType: UserTypeValue | null;
  userTypeStatus: number;
  /** The shop has given the member at least one commission discount code. */
  hasCommissionCodes: boolean;
};

/**
 * The one rule for the financial pages (SPEC §4/§6): never a student; anyone the shop has given
 * commission codes (their report must stay readable while a later profile edit is reviewed);
 * otherwise a teacher whose type is not under review or rejected (status None or Accepted). The
 * API applies it to every financial call and publishes the verdict as `profile.isCommissionEligible`.
 */
export function isCommissionEligible(facts: CommissionEligibilityFacts): boolean {
  if (facts.userType === 'student') return false;
  if (facts.hasCommissionCodes) return true;
  return (
    facts.userType === 'teacher' &&
    (facts.userTypeStatus === UserTypeStatus.None || facts.userTypeStatus === UserTypeStatus.Accepted)
  );
}

export { mayOpenFinancialPages } from './constants.js';

/** One commission discount code of a partner; money in rial. */
export const commissionRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Discount the code gives buyers, percent. */
  percentage: z.number(),
  validityDate: isoDateTimeSchema.nullable(),
  /** Number of orders that used the code. */
  usage: z.number().int().nonnegative(),
  commissionPercentage: z.number(),
  /** Commission earned on the code, rial. */
  commission: z.number().int().nonnegative(),
});
export type CommissionRow = z.infer<typeof commissionRowSchema>;
export const commissionListSchema = z.array(commissionRowSchema);

export const commissionOrderSchema = z.object({
  /** Buyer as the partner may see it: first name and last-name initial. */
  customerName: z.string(),
  orderDate: isoDateTimeSchema,
  commission: z.number().int().nonnegative(),
  orderItems: z.array(z.object({ title: z.string(), quantity: z.number().int().positive() })),
});
export type CommissionOrder = z.infer<typeof commissionOrderSchema>;

export const commissionDetailSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  usage: z.number().int().nonnegative(),
  percentage: z.number(),
  commissionPercentage: z.number(),
  /** Sum of the orders' amounts, rial (the summary's «total amount»). */
  totalAmount: z.number().int().nonnegative(),
  commission: z.number().int().nonnegative(),
  items: z.array(commissionOrderSchema),
});
export type CommissionDetail = z.infer<typeof commissionDetailSchema>;

export const paymentSchema = z.object({
  id: z.number().int(),
  payDate: isoDateTimeSchema,
  /** Rial. */
  price: z.number().int().nonnegative(),
  /** Destination account, masked (spelling as in the original API). */
  distination: z.string(),
  trackingCode: z.string(),
  description: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);

/** A commission partner's commissions and payments: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const commissionEndpoints = {
  getCommissions: { method: 'GET', path: '/api/profile/Commission', auth: 'member', response: commissionListSchema },
  getCommissionDetail: {
    method: 'GET',
    path: '/api/profile/Commission/{id}',
    auth: 'member',
    params: idParamSchema,
    response: commissionDetailSchema,
  },
  getPayments: { method: 'GET', path: '/api/profile/Payment', auth: 'member', response: paymentListSchema },
} as const satisfies Record<string, EndpointDef>;
