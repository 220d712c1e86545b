import { defineFeature } from '@clorofil/app-kit';
import { FerrisWheel } from 'lucide-react';
import { wheelPaths } from './paths';
import { wheelRoutes } from './routes';

/** «گردونه شانس»: the shell mounts its route and lists its side-menu entry (apps/web/src/features.ts). */
export const wheelFeature = defineFeature({
  id: 'wheel',
  routes: wheelRoutes,
  menu: [
    {
      key: 'lucky-wheel',
      label: 'گردونهٔ شانس',
      icon: FerrisWheel,
      path: wheelPaths.home,
      order: 50,
      placements: ['side'],
    },
  ],
  paths: wheelPaths,
});
