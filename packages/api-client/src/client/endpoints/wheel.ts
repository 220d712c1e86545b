import { callEndpoint, type RequestOptions } from '../request.js';

/** The wheel and its segments; public, so visitors see it too. */
export function getWheelPrizes(options?: RequestOptions) {
  return callEndpoint('getWheelPrizes', {}, options);
}

export function getSpinnable(wheelId: number, options?: RequestOptions) {
  return callEndpoint('getSpinnable', { params: { wheelId } }, options);
}

/** Today's spin. Idempotent like `buyReward`: a retried spin replays the same result. */
export function spin(wheelId: number, options?: RequestOptions) {
  return callEndpoint('spin', { params: { wheelId } }, options);
}
