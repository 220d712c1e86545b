import { paths } from '@clorofil/ui-rtl';

/** This feature's addresses. They are written in ui-rtl's `paths`, the one addresses module. */
export const commissionsPaths = {
  financial: paths.financial,
  commissions: paths.commissions,
  commission: paths.commission,
  bankInformation: paths.bankInformation,
} as const;
