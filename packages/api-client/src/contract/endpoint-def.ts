import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT';
/**
 * `member`: access token with scope `api1`; `reviewer`: a member whose database role is reviewer;
 * `shop`: client-credentials token with scope `shop.events`; `none`: public.
 */
export type AuthKind = 'member' | 'none' | 'reviewer' | 'shop';

export interface EndpointDef {
  readonly method: HttpMethod;
  /** Path template with `{name}` placeholders, casing exactly as the product's calls. */
  readonly path: string;
  readonly auth: AuthKind;
  /** Path parameters as the server receives them (text); screens pass strings or numbers. */
  readonly params?: z.ZodType;
  readonly body?: z.ZodType;
  /** Schema of the 2xx body; errors use `errorBodySchema`. */
  readonly response: z.ZodType;
  /** `binary` responses (images) are not JSON. */
  readonly responseType?: 'json' | 'binary';
  /** Accepts an `Idempotency-Key` header (replayed, 409 while in flight, 422 on another body). */
  readonly idempotent?: boolean;
}
