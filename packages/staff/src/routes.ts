import type { StaffRoute } from '@clorofil/app-kit';
import { staffPaths } from './paths';

/** The console's roles and audit screens, each its own chunk, each behind its permission. */
export const staffConsoleRoutes: readonly StaffRoute[] = [
  { path: staffPaths.roles, permission: 'roles', page: () => import('./pages/roles-page').then((m) => m.RolesPage) },
  { path: staffPaths.audit, permission: 'audit', page: () => import('./pages/audit-page').then((m) => m.AuditPage) },
];
