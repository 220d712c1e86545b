import { paths } from '@clorofil/app-kit';

/** This feature's addresses. They are written in app-kit's `paths`, the one addresses module. */
export const commissionsPaths = {
  financial: paths.financial,
  commissions: paths.commissions,
  commission: paths.commission,
  bankInformation: paths.bankInformation,
} as const;
