/**
 * A fresh `Idempotency-Key` for one user action (a buy or a spin). Keep it while that action is
 * retried; make a new one for the next action.
 */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}
