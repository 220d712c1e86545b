import { defineFeature } from '@clorofil/ui-rtl';
import { Sparkles } from 'lucide-react';
import { wheelPaths } from './paths';
import { wheelRoutes } from './routes';

/** «گردونه شانس»: the shell mounts its routes and lists its menu entry (see apps/web/src/features.ts). */
export const wheelFeature = defineFeature({
  id: 'wheel',
  routes: wheelRoutes,
  menu: [
    { key: 'wheel', label: 'گردونه شانس', icon: Sparkles, path: wheelPaths.home, order: 100, placements: ['side'] },
  ],
  paths: wheelPaths,
});
