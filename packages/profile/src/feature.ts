import { defineFeature } from '@clorofil/ui-rtl';
import { Sparkles } from 'lucide-react';
import { profilePaths } from './paths';
import { profileRoutes } from './routes';

/** «اطلاعات کاربری»: the shell mounts its routes and lists its menu entry (see apps/web/src/features.ts). */
export const profileFeature = defineFeature({
  id: 'profile',
  routes: profileRoutes,
  menu: [
    {
      key: 'profile',
      label: 'اطلاعات کاربری',
      icon: Sparkles,
      path: profilePaths.home,
      order: 100,
      placements: ['side'],
    },
  ],
  paths: profilePaths,
});
