import { paths, type FeatureMenuEntry, type FeatureRoute } from '@clorofil/ui-rtl';
import { Gift, Landmark, Percent, Sprout, TicketPercent, Wallet } from 'lucide-react';

/** An address the shell guards before its feature exists: the layout and guard, no page yet. */
export type ReservedAddress = Pick<FeatureRoute, 'layout' | 'guard' | 'path' | 'aliases'>;

/**
 * A feature whose package has not landed: its menu entries (so the menus read as SPEC §2 says)
 * and, for the financial pages, the guard on its addresses. It steps aside by itself when a
 * feature of the same `id` is listed in `features.ts`; delete its entry here then.
 */
export type PlannedFeature = {
  id: string;
  menu: readonly FeatureMenuEntry[];
  routes?: readonly FeatureRoute[];
  reserved?: readonly ReservedAddress[];
};

const financial: ReservedAddress[] = [
  { path: paths.commissions, aliases: [paths.commissionsShort], layout: 'profile', guard: 'commission-eligible' },
  {
    path: paths.patterns.commission,
    aliases: [paths.patterns.commissionShort],
    layout: 'profile',
    guard: 'commission-eligible',
  },
  {
    path: paths.bankInformation,
    aliases: [paths.bankInformationShort],
    layout: 'profile',
    guard: 'commission-eligible',
  },
];

export const plannedFeatures: readonly PlannedFeature[] = [
  {
    id: 'rewards',
    menu: [
      {
        key: 'rewards',
        label: 'جایزه‌ها',
        icon: Gift,
        path: paths.rewards,
        order: 20,
        placements: ['side', 'home-menu', 'bottom-nav'],
      },
      {
        key: 'discount-codes',
        label: 'کدهای تخفیف من',
        shortLabel: 'کد تخفیف',
        icon: TicketPercent,
        path: paths.discountCodes,
        order: 30,
        placements: ['side', 'home-menu', 'bottom-nav'],
      },
    ],
  },
  {
    id: 'scores',
    menu: [
      {
        key: 'scores',
        label: 'کلروفیل‌های من',
        icon: Sprout,
        path: paths.scores,
        order: 40,
        placements: ['side', 'home-menu', 'bottom-nav'],
      },
    ],
  },
  {
    id: 'commissions',
    menu: [
      {
        key: 'financial',
        label: 'امور مالی',
        icon: Wallet,
        path: paths.financial,
        order: 60,
        placements: ['side'],
        visibleTo: 'commission-eligible',
        children: [
          {
            key: 'commissions',
            label: 'کمیسیون‌ها',
            icon: Percent,
            path: paths.commissions,
            aliases: [paths.commissionsShort],
          },
          {
            key: 'bank-information',
            label: 'اطلاعات حساب بانکی',
            icon: Landmark,
            path: paths.bankInformation,
            aliases: [paths.bankInformationShort],
          },
        ],
      },
    ],
    // SPEC §2: /financial itself opens the first page of the group.
    routes: [{ path: paths.financial, redirectTo: paths.commissions, layout: 'profile', guard: 'commission-eligible' }],
    reserved: financial,
  },
];
