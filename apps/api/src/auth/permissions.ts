import { permissions, staffRoles, type Permission, type StaffRole } from '@clorofil/api-client/contract';

/**
 * What each staff role may do: the areas (permissions) a staff endpoint names in the contract.
 * The API checks a request against this table (http/auth.ts); the console learns a member's
 * permissions from `GET /api/staff/Me` and never decides them itself.
 */
export const rolePermissions: Readonly<Record<StaffRole, readonly Permission[]>> = {
  operator: ['catalogue', 'wheel', 'content', 'missions', 'audit'],
  reviewer: ['review'],
  support: ['members'],
  finance: ['members', 'approvals', 'payouts', 'reports', 'audit'],
  admin: ['roles', 'vitals', 'reports', 'audit'],
};

export function isStaffRole(role: string): role is StaffRole {
  return (staffRoles as readonly string[]).includes(role);
}

/** The staff roles among a member's stored roles, in the contract's order (unknown ones ignored). */
export function staffRolesOf(roles: readonly string[]): StaffRole[] {
  return staffRoles.filter((role) => roles.includes(role));
}

/** Every permission the roles grant, in the contract's order. */
export function permissionsOf(roles: readonly string[]): Permission[] {
  const granted = new Set(staffRolesOf(roles).flatMap((role) => rolePermissions[role]));
  return permissions.filter((permission) => granted.has(permission));
}

/** Whether the roles let a member through: any role when no permission is named. */
export function mayAct(roles: readonly string[], permission: Permission | undefined): boolean {
  return permission === undefined ? staffRolesOf(roles).length > 0 : permissionsOf(roles).includes(permission);
}

/** An authenticated staff request's member (`request.staff`, set by http/auth.ts). */
export interface Staff {
  memberId: number;
  mobile: string;
  roles: StaffRole[];
  permissions: Permission[];
}

export function staffOf(member: { id: number; mobile: string; roles: readonly string[] }): Staff {
  return {
    memberId: member.id,
    mobile: member.mobile,
    roles: staffRolesOf(member.roles),
    permissions: permissionsOf(member.roles),
  };
}
