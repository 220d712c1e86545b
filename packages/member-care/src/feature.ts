import { defineFeature } from '@clorofil/app-kit';
import { BadgeCheck, LifeBuoy } from 'lucide-react';
import { memberCarePaths } from './paths';
import { memberCareStaffRoutes } from './routes';

/**
 * «پشتیبانی اعضا»: the support role's screens in the operator console — find a member, their
 * page, explain a balance, adjust points, codes and sessions. Members never see any of it.
 */
export const memberCareFeature = defineFeature({
  id: 'member-care',
  routes: [],
  menu: [],
  staff: {
    routes: memberCareStaffRoutes,
    menu: [
      {
        key: 'members',
        label: 'پشتیبانی اعضا',
        icon: LifeBuoy,
        path: memberCarePaths.members,
        order: 15,
        permission: 'members',
      },
      {
        key: 'approvals',
        label: 'تأیید اصلاح امتیاز',
        icon: BadgeCheck,
        path: memberCarePaths.approvals,
        order: 16,
        permission: 'approvals',
      },
    ],
  },
  paths: memberCarePaths,
});
