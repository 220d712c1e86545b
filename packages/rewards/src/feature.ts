import { defineFeature } from '@clorofil/ui-rtl';
import { Sparkles } from 'lucide-react';
import { rewardsPaths } from './paths';
import { rewardsRoutes } from './routes';

/** «جایزه‌ها»: the shell mounts its routes and lists its menu entry (see apps/web/src/features.ts). */
export const rewardsFeature = defineFeature({
  id: 'rewards',
  routes: rewardsRoutes,
  menu: [
    { key: 'rewards', label: 'جایزه‌ها', icon: Sparkles, path: rewardsPaths.home, order: 100, placements: ['side'] },
  ],
  paths: rewardsPaths,
});
