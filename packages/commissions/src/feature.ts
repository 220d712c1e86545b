import { defineFeature, paths } from '@clorofil/app-kit';
import { Landmark, Percent, Wallet } from 'lucide-react';
import { commissionsPaths } from './paths';
import { commissionsRoutes } from './routes';

/**
 * «امور مالی»: commissions, payments and bank information for commission partners. The side
 * menu shows the group only to members `mayOpenFinancialPages` lets in (`visibleTo`).
 */
export const commissionsFeature = defineFeature({
  id: 'commissions',
  routes: commissionsRoutes,
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
  paths: commissionsPaths,
});
