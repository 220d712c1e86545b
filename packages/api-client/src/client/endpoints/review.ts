import type { BodyOf } from '../../contract/index.js';
import { callEndpoint, type RequestOptions } from '../request.js';

/** Profiles waiting for a reviewer (reviewers only). */
export function getPendingReviews(options?: RequestOptions) {
  return callEndpoint('getPendingReviews', {}, options);
}

export function approveReview(mobile: string, body?: BodyOf<'approveReview'>, options?: RequestOptions) {
  return callEndpoint('approveReview', { params: { mobile }, ...(body ? { body } : {}) }, options);
}

export function rejectReview(mobile: string, body?: BodyOf<'rejectReview'>, options?: RequestOptions) {
  return callEndpoint('rejectReview', { params: { mobile }, ...(body ? { body } : {}) }, options);
}
