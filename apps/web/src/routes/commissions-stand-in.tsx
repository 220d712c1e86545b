import { defineFeature, paths } from '@clorofil/ui-rtl';
import { plannedFeatures } from '../navigation/planned-features';

const planned = plannedFeatures.find((feature) => feature.id === 'commissions')!;

const heading = (text: string) => async () =>
  function StandInPage() {
    return <h1>{text}</h1>;
  };

/**
 * For tests: what the commissions feature will hand the shell — its menu (as planned), its pages
 * under both readings of SPEC §2, behind the commission-eligible guard — with headings for pages.
 */
export const commissionsStandIn = defineFeature({
  id: 'commissions',
  menu: planned.menu,
  routes: [
    ...(planned.routes ?? []),
    {
      path: paths.commissions,
      aliases: [paths.commissionsShort],
      layout: 'profile',
      guard: 'commission-eligible',
      page: heading('گزارش کمیسیون'),
    },
    {
      path: paths.patterns.commission,
      aliases: [paths.patterns.commissionShort],
      layout: 'profile',
      guard: 'commission-eligible',
      page: heading('جزئیات کمیسیون'),
    },
    {
      path: paths.bankInformation,
      aliases: [paths.bankInformationShort],
      layout: 'profile',
      guard: 'commission-eligible',
      page: heading('فرم حساب بانکی'),
    },
  ],
  paths: { commissions: paths.commissions, commission: paths.commission, bankInformation: paths.bankInformation },
});
