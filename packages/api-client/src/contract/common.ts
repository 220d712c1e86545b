import { z } from './zod.js';
import { rules } from '@clorofil/rules';
import { fa } from './messages.js';
import { wireField } from './wire-rules.js';
import { UserTypeStatus } from './constants.js';
import type { EndpointDef } from './endpoint-def.js';

export { UserTypeStatus } from './constants.js';
export const userTypeStatusSchema = z.union([
  z.literal(UserTypeStatus.None),
  z.literal(UserTypeStatus.Pending),
  z.literal(UserTypeStatus.Accepted),
  z.literal(UserTypeStatus.Rejected),
]);

/**
 * Every non-2xx JSON body of the API. `Message` is a Persian sentence fit for a toast; `errors`
 * maps a request field (dot path, e.g. `userTypeInfo.schoolName`) to its Persian message;
 * `detail` carries the text the reward-buy screen shows on a 500 (SPEC §8).
 */
export const errorBodySchema = z.object({
  Message: z.string(),
  detail: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** An instant on the wire: ISO 8601 with `Z` or an offset. Screens format it as Jalali in Tehran. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A list's page in a query string (from 1): text on the wire, a number to the server. */
export const pageQuerySchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, fa.invalidValue)
  .transform(Number);

/** One page of a long list: its items, how many the whole list holds, the page (from 1) and its size. */
export function listPageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    /** Items the list (its filters) holds, on every page. */
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}

/** `{ id, text }` — the item shape of every selectable list (user types, school lists). */
export const listItemSchema = z.object({ id: z.number().int(), text: z.string() });
export type ListItem = z.infer<typeof listItemSchema>;

/** A numeric id in a path: the server receives text, the screen passes a number. */
export const idParamSchema = z.strictObject({
  id: z
    .string()
    .regex(/^[1-9]\d{0,9}$/, fa.invalidValue)
    .transform(Number),
});

export const positiveIdSchema = z.number({ error: fa.numeric }).int(fa.numeric).positive(fa.invalidValue);

/** Iranian mobile number in national form (`09…`, Latin digits). */
export const mobileSchema = wireField(rules.mobile);

/** Health probes. */
export const healthSchema = z.object({ status: z.literal('ok') });
export const readySchema = z.object({ status: z.enum(['ok', 'unavailable']), database: z.boolean() });

/** Generic acknowledgement of a state change that has nothing else to say. */
export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** Health probes: this area's endpoints (all of them: `endpoints`, endpoints.ts). */
export const healthEndpoints = {
  healthz: { method: 'GET', path: '/healthz', auth: 'none', response: healthSchema },
  readyz: { method: 'GET', path: '/readyz', auth: 'none', response: readySchema },
} as const satisfies Record<string, EndpointDef>;
