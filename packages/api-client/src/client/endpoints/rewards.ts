import { callEndpoint, type RequestOptions } from '../request.js';

export function getRewards(options?: RequestOptions) {
  return callEndpoint('getRewards', {}, options);
}

/** The catalogue without any member's data: what a visitor may see, no token sent. */
export function getPublicRewards(options?: RequestOptions) {
  return callEndpoint('getPublicRewards', {}, options);
}

/**
 * Spends clorofil on a reward. Sent with an `Idempotency-Key`: pass the key of a failed attempt
 * (`error.idempotencyKey`) when the member retries, so the reward is never paid for twice.
 * `score` is the price the member confirmed: if it is no longer the price, the API refuses (409).
 */
export function buyReward(id: number, options?: RequestOptions, score?: number) {
  return callEndpoint('buyReward', { params: { id }, ...(score === undefined ? {} : { body: { score } }) }, options);
}

export function getScores(options?: RequestOptions) {
  return callEndpoint('getScores', {}, options);
}

export function getDiscountCodes(options?: RequestOptions) {
  return callEndpoint('getDiscountCodes', {}, options);
}
