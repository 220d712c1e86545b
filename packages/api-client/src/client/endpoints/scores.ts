import { callEndpoint, type RequestOptions } from '../request.js';

/** Balance, received, spent and the points of orders still inside their return window. */
export function getScoreSummary(options?: RequestOptions) {
  return callEndpoint('getScoreSummary', {}, options);
}

/** The missions open now, with the member's progress. */
export function getMissions(options?: RequestOptions) {
  return callEndpoint('getMissions', {}, options);
}

/** The same missions as anyone sees them: no progress, the same answer for every member. */
export function getPublicMissions(options?: RequestOptions) {
  return callEndpoint('getPublicMissions', {}, options);
}
