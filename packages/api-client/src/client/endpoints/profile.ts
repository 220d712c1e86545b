import type { BodyOf, ProfileItemListName } from '../../contract/index.js';
import { callEndpoint, type RequestOptions } from '../request.js';

/** The signed-in member's profile (balance included). */
export function getProfile(options?: RequestOptions) {
  return callEndpoint('getProfile', {}, options);
}

/** Saves the profile form; answers the saved profile. */
export function updateProfile(body: BodyOf<'updateProfile'>, options?: RequestOptions) {
  return callEndpoint('updateProfile', { body }, options);
}

/** «I noticed» on the Accepted/Rejected banner. */
export function seeSelfExpressionResult(options?: RequestOptions) {
  return callEndpoint('seeSelfExpressionResult', {}, options);
}

export function getUserTypes(options?: RequestOptions) {
  return callEndpoint('getUserTypes', {}, options);
}

export function getSchoolTypes(options?: RequestOptions) {
  return callEndpoint('getSchoolTypes', {}, options);
}

/** One of the school lists (levels, grades, lessons, education year, field). */
export function getProfileItems(list: ProfileItemListName, options?: RequestOptions) {
  return callEndpoint('getProfileItems', { params: { list } }, options);
}

/** Provinces with their cities; public. */
export function getProvinces(options?: RequestOptions) {
  return callEndpoint('getProvinces', {}, options);
}

/** Notices for the member; the server marks them delivered, so show each once. */
export function getNotifications(options?: RequestOptions) {
  return callEndpoint('getNotifications', {}, options);
}
