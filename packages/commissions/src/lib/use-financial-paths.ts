import { paths } from '@clorofil/app-kit';
import { useLocation } from 'react-router';

/**
 * The financial addresses in the reading the member arrived by (SPEC §2 gives `/financial/…`
 * and the short `/commission…`), so links and back buttons never switch readings under them.
 */
export function useFinancialPaths() {
  const { pathname } = useLocation();
  const short = pathname !== paths.financial && !pathname.startsWith(`${paths.financial}/`);
  return short
    ? { commissions: paths.commissionsShort, commission: paths.commissionShort }
    : { commissions: paths.commissions, commission: paths.commission };
}
