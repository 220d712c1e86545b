import type { BodyOf } from '../../contract/index.js';
import { callEndpoint, type RequestOptions } from '../request.js';

export function getCommissions(options?: RequestOptions) {
  return callEndpoint('getCommissions', {}, options);
}

export function getCommissionDetail(id: number, options?: RequestOptions) {
  return callEndpoint('getCommissionDetail', { params: { id } }, options);
}

export function getPayments(options?: RequestOptions) {
  return callEndpoint('getPayments', {}, options);
}

/** The member's own bank details in full, or `{}` when none are saved. */
export function getBankInformation(options?: RequestOptions) {
  return callEndpoint('getBankInformation', {}, options);
}

export function updateBankInformation(body: BodyOf<'updateBankInformation'>, options?: RequestOptions) {
  return callEndpoint('updateBankInformation', { body }, options);
}
