import { defineFeature } from '@clorofil/app-kit';
import { Gift, PackageOpen, TicketPercent } from 'lucide-react';
import { rewardsPaths } from './paths';
import { rewardsRoutes } from './routes';

/**
 * «جایزه‌ها» and «کدهای تخفیف من» (SPEC §2): in the side menu, the public header's profile
 * dropdown and the phone's bottom bar, where the planned entries had them.
 */
export const rewardsFeature = defineFeature({
  id: 'rewards',
  routes: rewardsRoutes,
  menu: [
    {
      key: 'rewards',
      label: 'جایزه‌ها',
      icon: Gift,
      path: rewardsPaths.home,
      order: 20,
      placements: ['side', 'home-menu', 'bottom-nav'],
    },
    {
      key: 'discount-codes',
      label: 'کدهای تخفیف من',
      shortLabel: 'کد تخفیف',
      icon: TicketPercent,
      path: rewardsPaths.discountCodes,
      order: 30,
      placements: ['side', 'home-menu', 'bottom-nav'],
    },
  ],
  // The operators' catalogue in the console: list, new reward, one reward's editor.
  staff: {
    routes: [
      {
        path: rewardsPaths.catalogue,
        permission: 'catalogue',
        page: () => import('./staff/pages/catalogue-page').then((m) => m.CataloguePage),
      },
      {
        path: rewardsPaths.newReward,
        permission: 'catalogue',
        page: () => import('./staff/pages/reward-editor-page').then((m) => m.NewRewardPage),
      },
      {
        path: rewardsPaths.editRewardPattern,
        permission: 'catalogue',
        page: () => import('./staff/pages/reward-editor-page').then((m) => m.RewardEditorPage),
      },
    ],
    menu: [
      {
        key: 'catalogue',
        label: 'جایزه‌ها',
        icon: PackageOpen,
        path: rewardsPaths.catalogue,
        order: 10,
        permission: 'catalogue',
      },
    ],
  },
  paths: rewardsPaths,
});
