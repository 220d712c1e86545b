import { defineFeature } from '@clorofil/app-kit';
import { ChartColumn, Landmark, ShieldAlert, Sprout, Target } from 'lucide-react';
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
  // The operators' missions in the console (list with the earning settings, new mission, one
  // mission) and, for finance, the points liability the ledger adds up to and the fraud signals.
  staff: {
    routes: [
      {
        path: scoresPaths.missions,
        permission: 'missions',
        page: () => import('./staff/pages/missions-page').then((m) => m.MissionsPage),
      },
      {
        path: scoresPaths.newMission,
        permission: 'missions',
        page: () => import('./staff/pages/mission-page').then((m) => m.NewMissionPage),
      },
      {
        path: scoresPaths.missionPattern,
        permission: 'missions',
        page: () => import('./staff/pages/mission-page').then((m) => m.MissionPage),
      },
      {
        path: scoresPaths.liability,
        permission: 'reports',
        page: () => import('./staff/pages/liability-page').then((m) => m.LiabilityPage),
      },
      {
        path: scoresPaths.signals,
        permission: 'reports',
        page: () => import('./staff/pages/signals-page').then((m) => m.SignalsPage),
      },
      {
        path: scoresPaths.activity,
        permission: 'reports',
        page: () => import('./staff/pages/activity-page').then((m) => m.ActivityPage),
      },
    ],
    menu: [
      {
        key: 'missions',
        label: 'مأموریت‌ها',
        icon: Target,
        path: scoresPaths.missions,
        order: 30,
        permission: 'missions',
      },
      // The club's numbers come after the roles (90): an admin's console opens on the roles.
      {
        key: 'liability',
        label: 'بدهی امتیازی',
        icon: Landmark,
        path: scoresPaths.liability,
        order: 91,
        permission: 'reports',
      },
      {
        key: 'signals',
        label: 'نشانه‌های تقلب',
        icon: ShieldAlert,
        path: scoresPaths.signals,
        order: 93,
        permission: 'reports',
      },
      {
        key: 'activity',
        label: 'نمودار فعالیت',
        icon: ChartColumn,
        path: scoresPaths.activity,
        order: 92,
        permission: 'reports',
      },
    ],
  },
  paths: scoresPaths,
});
