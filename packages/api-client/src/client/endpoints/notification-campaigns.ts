import type { BodyOf, QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

/** Operators' notifications to members (permission `content`). */
export function listCampaigns(query: QueryOf<'listCampaigns'> = {}, options?: RequestOptions) {
  return callEndpoint('listCampaigns', { query }, options);
}

/** Every campaign the list's filters, search and order match, as a CSV file. */
export function exportCampaigns(query: QueryOf<'exportCampaigns'> = {}) {
  return downloadEndpoint('exportCampaigns', { query });
}

export function getCampaign(id: number, options?: RequestOptions) {
  return callEndpoint('getCampaign', { params: { id } }, options);
}

export function createCampaign(body: BodyOf<'createCampaign'>, options?: RequestOptions) {
  return callEndpoint('createCampaign', { body }, options);
}

/** Only a campaign that has not started yet is edited. */
export function updateCampaign(id: number, body: BodyOf<'updateCampaign'>, options?: RequestOptions) {
  return callEndpoint('updateCampaign', { params: { id }, body }, options);
}

export function withdrawCampaign(id: number, body: BodyOf<'withdrawCampaign'>, options?: RequestOptions) {
  return callEndpoint('withdrawCampaign', { params: { id }, body }, options);
}

/** How many members an audience reaches now; a list's entries that are not members, by entry. */
export function countCampaignAudience(body: BodyOf<'countCampaignAudience'>, options?: RequestOptions) {
  return callEndpoint('countCampaignAudience', { body }, options);
}
