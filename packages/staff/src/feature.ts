import { defineFeature } from '@clorofil/app-kit';
import { History, UserCog } from 'lucide-react';
import { staffPaths } from './paths';
import { staffConsoleRoutes } from './routes';

/** The console's own screens: who holds which role, and the audit trail of every staff change. */
export const staffFeature = defineFeature({
  id: 'staff',
  routes: [],
  menu: [],
  staff: {
    routes: staffConsoleRoutes,
    menu: [
      {
        key: 'roles',
        label: 'نقش‌ها و دسترسی‌ها',
        icon: UserCog,
        path: staffPaths.roles,
        order: 90,
        permission: 'roles',
      },
      { key: 'audit', label: 'گزارش تغییرات', icon: History, path: staffPaths.audit, order: 95, permission: 'audit' },
    ],
  },
  paths: staffPaths,
});
