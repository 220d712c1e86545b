import { defineFeature } from '@clorofil/app-kit';
import { Sprout } from 'lucide-react';
import { scoresPaths } from './paths';
import { scoresRoutes } from './routes';

/** «کلروفیل‌های من»: the shell mounts its route and lists it in the side menu, home menu and bottom bar. */
export const scoresFeature = defineFeature({
  id: 'scores',
  routes: scoresRoutes,
  menu: [
    {
      key: 'scores',
      label: 'کلروفیل‌های من',
      icon: Sprout,
      path: scoresPaths.home,
      order: 40,
      placements: ['side', 'home-menu', 'bottom-nav'],
    },
  ],
  paths: scoresPaths,
});
