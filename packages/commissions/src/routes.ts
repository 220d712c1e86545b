import { apiQueries } from '@clorofil/api-client';
import { paths, type FeatureRoute } from '@clorofil/app-kit';

// Every financial address is the partner's alone: the shell shows a loader until the profile is
// known, then /403 for anyone `mayOpenFinancialPages` refuses.
const partnersOnly = { layout: 'profile', guard: 'commission-eligible' } as const;

/**
 * SPEC §2 gives two readings of the financial addresses (`/financial/commission…` and
 * `/commission…`); both open the same lazily loaded pages. `/financial` itself opens the report.
 */
export const commissionsRoutes: readonly FeatureRoute[] = [
  { path: paths.financial, redirectTo: paths.commissions, ...partnersOnly },
  {
    path: paths.commissions,
    aliases: [paths.commissionsShort],
    ...partnersOnly,
    // The report of the tab in the address (commissions-page.tsx).
    reads: ({ searchParams }) => [
      searchParams.get('tab') === 'payments' ? apiQueries.payments() : apiQueries.commissions(),
    ],
    page: () => import('./pages/commissions-page').then((m) => m.CommissionsPage),
  },
  {
    path: paths.patterns.commission,
    aliases: [paths.patterns.commissionShort],
    ...partnersOnly,
    page: () => import('./pages/commission-detail-page').then((m) => m.CommissionDetailPage),
  },
  {
    path: paths.bankInformation,
    aliases: [paths.bankInformationShort],
    ...partnersOnly,
    reads: () => [apiQueries.bankInformation()],
    page: () => import('./pages/bank-information-page').then((m) => m.BankInformationPage),
  },
];
