import { staffRoles, type Permission, type StaffRole } from '@clorofil/api-client/contract';
import { rolePermissions } from '../../auth/permissions.js';

/** The seeded demo staff: one member per role, holding that role only. */
export const DEMO_STAFF: Readonly<Record<StaffRole, string>> = {
  operator: '09120000010',
  reviewer: '09129999999',
  support: '09120000014',
  finance: '09120000013',
  admin: '09120000012',
};

/** A demo staff member whose role grants `permission` (any role when none is named). */
export function staffMobileFor(permission: Permission | undefined): string {
  const role = staffRoles.find((candidate) => !permission || rolePermissions[candidate].includes(permission));
  if (!role) throw new Error(`no role grants ${permission}`);
  return DEMO_STAFF[role];
}
