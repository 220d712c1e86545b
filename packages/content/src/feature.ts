import { defineFeature, paths } from '@clorofil/app-kit';
import { Megaphone } from 'lucide-react';
import { contentNavItems } from './nav-items';
import { contentPaths } from './paths';
import { contentRoutes } from './routes';

/** Home, the public content pages and the FAQ, in the public layout, open to everyone. */
export const contentFeature = defineFeature({
  id: 'content',
  routes: contentRoutes,
  menu: contentNavItems,
  paths: contentPaths,
  staff: {
    routes: [
      {
        path: paths.operator.notifications,
        page: () => import('./staff/notifications/notifications-page').then((m) => m.NotificationsPage),
        permission: 'content',
      },
      {
        path: paths.operator.newNotification,
        page: () => import('./staff/notifications/campaign-editor-page').then((m) => m.NewCampaignPage),
        permission: 'content',
      },
      {
        path: paths.patterns.operatorNotification,
        page: () => import('./staff/notifications/campaign-editor-page').then((m) => m.CampaignPage),
        permission: 'content',
      },
    ],
    menu: [
      {
        key: 'notifications',
        label: 'اعلان‌ها',
        icon: Megaphone,
        path: paths.operator.notifications,
        order: 40,
        permission: 'content',
      },
    ],
  },
});
