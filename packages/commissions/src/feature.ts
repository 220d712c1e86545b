import { defineFeature } from '@clorofil/ui-rtl';
import { Sparkles } from 'lucide-react';
import { commissionsPaths } from './paths';
import { commissionsRoutes } from './routes';

/** «کمیسیون‌ها»: the shell mounts its routes and lists its menu entry (see apps/web/src/features.ts). */
export const commissionsFeature = defineFeature({
  id: 'commissions',
  routes: commissionsRoutes,
  menu: [
    {
      key: 'commissions',
      label: 'کمیسیون‌ها',
      icon: Sparkles,
      path: commissionsPaths.home,
      order: 100,
      placements: ['side'],
    },
  ],
  paths: commissionsPaths,
});
