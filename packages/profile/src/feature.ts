import { defineFeature } from '@clorofil/app-kit';
import { ClipboardCheck, UserRound } from 'lucide-react';
import { profilePaths } from './paths';
import { profileRoutes, profileStaffRoutes } from './routes';

/** «اطلاعات کاربری», and for staff the console's «بررسی درخواست‌ها»; the shell mounts the routes and menus. */
export const profileFeature = defineFeature({
  id: 'profile',
  routes: profileRoutes,
  menu: [
    {
      key: 'account',
      label: 'اطلاعات کاربری',
      icon: UserRound,
      path: profilePaths.home,
      order: 10,
      placements: ['side'],
    },
  ],
  staff: {
    routes: profileStaffRoutes,
    menu: [
      {
        key: 'review',
        label: 'بررسی درخواست‌ها',
        icon: ClipboardCheck,
        path: profilePaths.review,
        order: 10,
        permission: 'review',
      },
    ],
  },
  paths: profilePaths,
});
