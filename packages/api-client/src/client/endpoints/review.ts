import type { BodyOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

/** Profiles waiting for a reviewer (reviewers only). */
export function getPendingReviews(options?: RequestOptions) {
  return callEndpoint('getPendingReviews', {}, options);
}

/** Every profile waiting for a reviewer, oldest first, as a CSV file. */
export function exportPendingReviews() {
  return downloadEndpoint('exportPendingReviews');
}

export function approveReview(mobile: string, body?: BodyOf<'approveReview'>, options?: RequestOptions) {
  return callEndpoint('approveReview', { params: { mobile }, ...(body ? { body } : {}) }, options);
}

export function rejectReview(mobile: string, body?: BodyOf<'rejectReview'>, options?: RequestOptions) {
  return callEndpoint('rejectReview', { params: { mobile }, ...(body ? { body } : {}) }, options);
}
