import type { BodyOf, QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

// Member care (permission `members`), the approval of large adjustments (`approvals`) and a
// partner's bank details in full (`payouts`).

export function findMembers(q: string, options?: RequestOptions) {
  return callEndpoint('findMembers', { query: { q } }, options);
}

/** The members a search finds (the members screen's results), as a CSV file. */
export function exportMemberSearch(q: string) {
  return downloadEndpoint('exportMemberSearch', { query: { q } });
}

export function getMemberCare(id: number, options?: RequestOptions) {
  return callEndpoint('getMemberCare', { params: { id } }, options);
}

const pageQuery = (page: number) => (page > 1 ? { page: String(page) } : {});

export function getMemberLedger(id: number, page: number, options?: RequestOptions) {
  return callEndpoint('getMemberLedger', { params: { id }, query: pageQuery(page) }, options);
}

export function getMemberSpins(id: number, page: number, options?: RequestOptions) {
  return callEndpoint('getMemberSpins', { params: { id }, query: pageQuery(page) }, options);
}

export function getMemberNotifications(id: number, page: number, options?: RequestOptions) {
  return callEndpoint('getMemberNotifications', { params: { id }, query: pageQuery(page) }, options);
}

/** All of the member's discount codes, newest first, as a CSV file. */
export function exportMemberCodes(id: number) {
  return downloadEndpoint('exportMemberCodes', { params: { id } });
}

/** Every wheel spin of the member, newest first, as a CSV file. */
export function exportMemberSpins(id: number) {
  return downloadEndpoint('exportMemberSpins', { params: { id } });
}

/** Every notification sent to the member, newest first, as a CSV file. */
export function exportMemberNotifications(id: number) {
  return downloadEndpoint('exportMemberNotifications', { params: { id } });
}

/** Every order the shop reported for the member, newest delivery first, as a CSV file. */
export function exportMemberOrders(id: number) {
  return downloadEndpoint('exportMemberOrders', { params: { id } });
}

/** A partner's bank details in full (finance): the API writes each reading to the audit trail. */
export function viewBankInformation(id: number, options?: RequestOptions) {
  return callEndpoint('viewBankInformation', { params: { id } }, options);
}

/** Why an order of the member earned what it earned, by the API's earning rule. */
export function explainOrder(id: number, orderId: string, options?: RequestOptions) {
  return callEndpoint('explainOrder', { params: { id, orderId } }, options);
}

export function getMemberSessions(id: number, options?: RequestOptions) {
  return callEndpoint('getMemberSessions', { params: { id } }, options);
}

export function endMemberSessions(id: number, body: BodyOf<'endMemberSessions'>, options?: RequestOptions) {
  return callEndpoint('endMemberSessions', { params: { id }, body }, options);
}

/** Up to the threshold the adjustment is applied at once; above it, it waits for a finance approval. */
export function requestAdjustment(id: number, body: BodyOf<'requestAdjustment'>, options?: RequestOptions) {
  return callEndpoint('requestAdjustment', { params: { id }, body }, options);
}

export function listAdjustments(query: QueryOf<'listAdjustments'> = {}, options?: RequestOptions) {
  return callEndpoint('listAdjustments', { query }, options);
}

/** Every adjustment in the approvals queue's state (pending by default), newest first, as a CSV file. */
export function exportAdjustments(query: QueryOf<'exportAdjustments'> = {}) {
  return downloadEndpoint('exportAdjustments', { query });
}

export function approveAdjustment(id: number, body: BodyOf<'approveAdjustment'>, options?: RequestOptions) {
  return callEndpoint('approveAdjustment', { params: { id }, body }, options);
}

export function rejectAdjustment(id: number, body: BodyOf<'rejectAdjustment'>, options?: RequestOptions) {
  return callEndpoint('rejectAdjustment', { params: { id }, body }, options);
}

/** The code's text, texted to the member again. */
export function resendCode(id: number, codeId: number, options?: RequestOptions) {
  return callEndpoint('resendCode', { params: { id, codeId } }, options);
}

/** Marks the code faulty and gives back the points it cost, in one step. */
export function markCodeFaulty(id: number, codeId: number, body: BodyOf<'markCodeFaulty'>, options?: RequestOptions) {
  return callEndpoint('markCodeFaulty', { params: { id, codeId }, body }, options);
}
