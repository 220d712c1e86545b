import type { BodyOf, QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

// The operators' rewards catalogue (permission `catalogue`). Every write but the stock and the
// code upload carries the `editVersion` the screen was built from: a stale one gets 409.

export function listStaffRewards(query: QueryOf<'listStaffRewards'> = {}, options?: RequestOptions) {
  return callEndpoint('listStaffRewards', { query }, options);
}

/** The list with its filters, as a CSV file. */
export function exportStaffRewards(query: QueryOf<'exportStaffRewards'> = {}) {
  return downloadEndpoint('exportStaffRewards', { query });
}

export function getStaffReward(id: number, options?: RequestOptions) {
  return callEndpoint('getStaffReward', { params: { id } }, options);
}

export function createReward(body: BodyOf<'createReward'>, options?: RequestOptions) {
  return callEndpoint('createReward', { body }, options);
}

export function saveRewardDraft(id: number, body: BodyOf<'saveRewardDraft'>, options?: RequestOptions) {
  return callEndpoint('saveRewardDraft', { params: { id }, body }, options);
}

export function publishReward(id: number, body: BodyOf<'publishReward'>, options?: RequestOptions) {
  return callEndpoint('publishReward', { params: { id }, body }, options);
}

export function duplicateReward(id: number, options?: RequestOptions) {
  return callEndpoint('duplicateReward', { params: { id }, body: {} }, options);
}

export function retireReward(id: number, body: BodyOf<'retireReward'>, options?: RequestOptions) {
  return callEndpoint('retireReward', { params: { id }, body }, options);
}

export function setRewardStock(id: number, body: BodyOf<'setRewardStock'>, options?: RequestOptions) {
  return callEndpoint('setRewardStock', { params: { id }, body }, options);
}

/** A code file's text (one code per line, or CSV with a `code` column); any bad line refuses all. */
export function uploadRewardCodes(id: number, text: string, options?: RequestOptions) {
  return callEndpoint('uploadRewardCodes', { params: { id }, body: { text } }, options);
}

export function uploadRewardImage(body: BodyOf<'uploadRewardImage'>, options?: RequestOptions) {
  return callEndpoint('uploadRewardImage', { body }, options);
}
