import type { BodyOf, QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

// The operators' missions (permission `missions`). Edits and the early end carry the
// `editVersion` the screen was built from: a stale one gets 409.

export function listStaffMissions(query: QueryOf<'listStaffMissions'> = {}, options?: RequestOptions) {
  return callEndpoint('listStaffMissions', { query }, options);
}

/** Every mission the state filter leaves, in the list's order, as a CSV file. */
export function exportStaffMissions(query: QueryOf<'exportStaffMissions'> = {}) {
  return downloadEndpoint('exportStaffMissions', { query });
}

export function getStaffMission(id: number, options?: RequestOptions) {
  return callEndpoint('getStaffMission', { params: { id } }, options);
}

export function createMission(body: BodyOf<'createMission'>, options?: RequestOptions) {
  return callEndpoint('createMission', { body }, options);
}

export function updateMission(id: number, body: BodyOf<'updateMission'>, options?: RequestOptions) {
  return callEndpoint('updateMission', { params: { id }, body }, options);
}

export function endMission(id: number, body: BodyOf<'endMission'>, options?: RequestOptions) {
  return callEndpoint('endMission', { params: { id }, body }, options);
}

/** The earning rules of SPEC as the API applies them, each with where it is written. */
export function getEarningSettings(options?: RequestOptions) {
  return callEndpoint('getEarningSettings', {}, options);
}
