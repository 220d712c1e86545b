import type { StaffRoute } from '@clorofil/app-kit';
import { memberCarePaths } from './paths';

/** Member care's screens in the operator console, each its own chunk, each behind its permission. */
export const memberCareStaffRoutes: readonly StaffRoute[] = [
  {
    path: memberCarePaths.members,
    permission: 'members',
    page: () => import('./pages/members-page').then((m) => m.MembersPage),
  },
  {
    path: memberCarePaths.memberPattern,
    permission: 'members',
    page: () => import('./pages/member-page').then((m) => m.MemberPage),
  },
  {
    path: memberCarePaths.approvals,
    permission: 'approvals',
    page: () => import('./pages/approvals-page').then((m) => m.ApprovalsPage),
  },
];
