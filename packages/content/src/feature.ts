import { defineFeature, paths } from '@clorofil/app-kit';
import { FileText, Megaphone, Menu, MessageCircleQuestion } from 'lucide-react';
import { contentNavItems } from './nav-items';
import { contentPaths } from './paths';
import { contentRoutes } from './routes';

/** Home, the public content pages and the FAQ, in the public layout, open to everyone. */
export const contentFeature = defineFeature({
  id: 'content',
  routes: contentRoutes,
  menu: contentNavItems,
  paths: contentPaths,
  // The operators' pages, FAQ, menus and notifications in the console (staff screens only: never in
  // a public bundle).
  staff: {
    routes: [
      {
        path: paths.operator.pages,
        permission: 'content',
        page: () => import('./staff/pages-list-page').then((m) => m.PagesListPage),
      },
      {
        path: paths.patterns.operatorPage,
        permission: 'content',
        page: () => import('./staff/page-editor-page').then((m) => m.PageEditorPage),
      },
      {
        path: paths.operator.faq,
        permission: 'content',
        page: () => import('./staff/faq-staff-page').then((m) => m.FaqStaffPage),
      },
      {
        path: paths.operator.menus,
        permission: 'content',
        page: () => import('./staff/menus-page').then((m) => m.MenusPage),
      },
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
      { key: 'pages', label: 'صفحه‌ها', icon: FileText, path: paths.operator.pages, order: 30, permission: 'content' },
      {
        key: 'faq',
        label: 'پرسش‌های متداول',
        icon: MessageCircleQuestion,
        path: paths.operator.faq,
        order: 31,
        permission: 'content',
      },
      { key: 'menus', label: 'منوها', icon: Menu, path: paths.operator.menus, order: 32, permission: 'content' },
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
