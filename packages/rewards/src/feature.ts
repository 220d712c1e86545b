import { defineFeature } from '@clorofil/app-kit';
import { Gift, TicketPercent } from 'lucide-react';
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
  paths: rewardsPaths,
});
