import type { QueryOf } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

// The club's numbers (permission `reports`) and the exports.

/** The points liability on a Jalali day (`1405/09/13`), today without one. */
export function getPointsLiability(query: QueryOf<'getPointsLiability'> = {}, options?: RequestOptions) {
  return callEndpoint('getPointsLiability', { query }, options);
}

/** The fraud signals of the last `days` days (7 without). */
export function getFraudSignals(query: QueryOf<'getFraudSignals'> = {}, options?: RequestOptions) {
  return callEndpoint('getFraudSignals', { query }, options);
}

/**
 * Points issued by cause, spent, and members active, per Tehran day over the last `days` (30 by
 * default); the wheels' prizes and the rewards bought over them; the review queue's age.
 */
export function getActivityReport(query: QueryOf<'getActivityReport'> = {}, options?: RequestOptions) {
  return callEndpoint('getActivityReport', { query }, options);
}

/** The activity report's days (points issued by cause, spent, members active), as a CSV file. */
export function exportActivityReport(query: QueryOf<'exportActivityReport'> = {}) {
  return downloadEndpoint('exportActivityReport', { query });
}

/** The liability month by month, as a CSV file. */
export function exportPointsLiability(query: QueryOf<'exportPointsLiability'> = {}) {
  return downloadEndpoint('exportPointsLiability', { query });
}

/** One list of the fraud signals (`kind`) of the last `days` days, as a CSV file. */
export function exportFraudSignals(query: QueryOf<'exportFraudSignals'>) {
  return downloadEndpoint('exportFraudSignals', { query });
}

/** Every member with their balance, as a CSV file. */
export function exportMembers() {
  return downloadEndpoint('exportMembers');
}

/** A member's whole ledger, newest first, as a CSV file. */
export function exportMemberLedger(id: number) {
  return downloadEndpoint('exportMemberLedger', { params: { id } });
}
