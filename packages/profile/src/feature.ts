import { defineFeature } from '@clorofil/app-kit';
import { ClipboardCheck, UserRound } from 'lucide-react';
import { profilePaths } from './paths';
import { profileRoutes } from './routes';

/** «اطلاعات کاربری» and the reviewers' «بررسی درخواست‌ها»; the shell mounts the routes and menus. */
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
    {
      key: 'review',
      label: 'بررسی درخواست‌ها',
      icon: ClipboardCheck,
      path: profilePaths.review,
      order: 70,
      placements: ['side'],
      visibleTo: 'reviewer',
    },
  ],
  paths: profilePaths,
});
