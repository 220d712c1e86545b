import type { z } from 'zod';
import type { Permission } from './staff.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT';
/**
 * `member`: access token with scope `api1`; `staff`: a member holding a role that grants the
 * endpoint's `permission` (any role when it names none); `shop`: client-credentials token with
 * scope `shop.events`; `none`: public.
 */
export type AuthKind = 'member' | 'none' | 'shop' | 'staff';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, casing exactly as the product's calls. */
  readonly path: string;
  readonly auth: AuthKind;
  /** `staff` endpoints: the area a role must grant; without one, any role passes. */
  readonly permission?: Permission;
  /** Path parameters as the server receives them (text); screens pass strings or numbers. */
  readonly params?: z.ZodType;
  /** Query-string parameters as the server receives them (text); screens pass strings or numbers. */
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of the 2xx body; errors use `errorBodySchema`. */
  readonly response: z.ZodType;
  /** `binary` responses (images) are not JSON; `csv` ones are streamed spreadsheets (exports). */
  readonly responseType?: 'json' | 'binary' | 'csv';
  /** Accepts an `Idempotency-Key` header (replayed, 409 while in flight, 422 on another body). */
  readonly idempotent?: boolean;
}
