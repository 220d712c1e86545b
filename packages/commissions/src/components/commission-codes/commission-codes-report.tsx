import { Button } from '@chakra-ui/react';
import { apiQueries } from '@clorofil/api-client';
import { formatNumber, ResponsiveTable } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Eye } from 'lucide-react';
import { useDeferredValue, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { commissionTotals } from '../../lib/report-math';
import { useFinancialPaths } from '../../lib/use-financial-paths';
import { Money } from '../money/money';
import { ReportStatus } from '../report-status/report-status';
import { commissionCodeColumns } from './commission-code-columns';

const COMMISSIONS_ERROR = 'هنگام دریافت کمیسیون‌ها خطایی رخ داد';

/**
 * The «کدهای تخفیف» tab: each of the partner's codes with its uses and commission, a total row,
 * and the way to each code's orders (a row click or link on desktop, «مشاهدهٔ جزئیات» on phones).
 */
export function CommissionCodesReport() {
  const query = useQuery(apiQueries.commissions());
  const financial = useFinancialPaths();
  const navigate = useNavigate();
  // Read once per visit, as a member's discount codes are: a code does not expire under the reader.
  const now = useMemo(() => new Date(), []);
  // The table is rendered in a deferred render (a transition, in slices), not in the synchronous
  // update the answer brings; the skeleton stays until then.
  const data = useDeferredValue(query.data);
  const rows = data ?? [];
  const totals = commissionTotals(rows);

  return (
    <ReportStatus
      loading={!query.isError && data === undefined}
      error={query.isError ? COMMISSIONS_ERROR : undefined}
      onRetry={() => void query.refetch()}
      empty={rows.length === 0}
      emptyHint="وقتی کد تخفیفی برای شما ساخته شود، گزارش آن اینجا دیده می‌شود."
    >
      <ResponsiveTable
        caption="کمیسیون کدهای تخفیف"
        columns={commissionCodeColumns(financial.commission, now)}
        rows={rows}
        getRowKey={(row) => row.id}
        onRowClick={(row) => navigate(financial.commission(row.id))}
        total={{
          label: 'جمع کل',
          values: { usage: formatNumber(totals.usage), commission: <Money rial={totals.commission} /> },
        }}
        cardAction={(row) => (
          <Button asChild variant="outline" colorPalette="brand" size="sm" width="full">
            <Link to={financial.commission(row.id)}>
              <Eye size={16} aria-hidden="true" />
              مشاهدهٔ جزئیات
            </Link>
          </Button>
        )}
      />
    </ReportStatus>
  );
}
