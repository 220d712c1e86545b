import { defineFeature } from '@clorofil/ui-rtl';
import { Sparkles } from 'lucide-react';
import { scoresPaths } from './paths';
import { scoresRoutes } from './routes';

/** «کلروفیل‌های من»: the shell mounts its routes and lists its menu entry (see apps/web/src/features.ts). */
export const scoresFeature = defineFeature({
  id: 'scores',
  routes: scoresRoutes,
  menu: [
    {
      key: 'scores',
      label: 'کلروفیل‌های من',
      icon: Sparkles,
      path: scoresPaths.home,
      order: 100,
      placements: ['side'],
    },
  ],
  paths: scoresPaths,
});
