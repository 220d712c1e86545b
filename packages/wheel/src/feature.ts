import { defineFeature } from '@clorofil/app-kit';
import { paths } from '@clorofil/app-kit';
import { FerrisWheel, Percent } from 'lucide-react';
import { wheelPaths } from './paths';
import { wheelRoutes } from './routes';

/**
 * «گردونه شانس»: the shell mounts its route and lists its side-menu entry (apps/web/src/features.ts);
 * the operator console mounts the odds table screen.
 */
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
  staff: {
    routes: [
      {
        path: paths.operator.wheel,
        page: () => import('./staff/wheel-tables-page').then((m) => m.WheelTablesPage),
        permission: 'wheel',
      },
    ],
    menu: [
      {
        key: 'wheel-tables',
        label: 'جدول شانس گردونه',
        icon: Percent,
        path: paths.operator.wheel,
        order: 20,
        permission: 'wheel',
      },
    ],
  },
  paths: wheelPaths,
});
