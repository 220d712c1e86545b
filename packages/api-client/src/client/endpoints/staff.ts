import type { BodyOf, QueryOf, StaffRole } from '../../contract/index.js';
import { callEndpoint, downloadEndpoint, type RequestOptions } from '../request.js';

/** The signed-in staff member: roles and the permissions they grant (403 for a member without a role). */
export function getStaffMe(options?: RequestOptions) {
  return callEndpoint('getStaffMe', {}, options);
}

/** Every member holding a role (permission `roles`). */
export function getRoleHolders(options?: RequestOptions) {
  return callEndpoint('getRoleHolders', {}, options);
}

/** Every role held, one line each, with when and by whom it was granted, as a CSV file. */
export function exportRoleHolders() {
  return downloadEndpoint('exportRoleHolders');
}

export function grantRole(mobile: string, role: StaffRole, body?: BodyOf<'grantRole'>, options?: RequestOptions) {
  return callEndpoint('grantRole', { params: { mobile, role }, ...(body ? { body } : {}) }, options);
}

export function revokeRole(mobile: string, role: StaffRole, body?: BodyOf<'revokeRole'>, options?: RequestOptions) {
  return callEndpoint('revokeRole', { params: { mobile, role }, ...(body ? { body } : {}) }, options);
}

/** One page of the audit trail, newest first; empty filters are left out of the address. */
export function getAuditTrail(query: QueryOf<'getAuditTrail'> = {}, options?: RequestOptions) {
  return callEndpoint('getAuditTrail', { query }, options);
}

/** Every entry the audit screen's filters match, newest first, as a CSV file. */
export function exportAuditTrail(query: QueryOf<'exportAuditTrail'> = {}) {
  return downloadEndpoint('exportAuditTrail', { query });
}

/** Republishes the version before audit entry `id` (permission `audit`). */
export function rollbackAudit(id: number, body?: BodyOf<'rollbackAudit'>, options?: RequestOptions) {
  return callEndpoint('rollbackAudit', { params: { id }, ...(body ? { body } : {}) }, options);
}
