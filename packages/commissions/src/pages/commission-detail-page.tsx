import { Button, Stack } from '@chakra-ui/react';
import { apiQueries, isApiError } from '@clorofil/api-client';
import { MessageView, PageHeader } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { CommissionOrders } from '../components/commission-detail/commission-orders';
import { CommissionSummary } from '../components/commission-detail/commission-summary';
import { ReportStatus } from '../components/report-status/report-status';
import { useFinancialPaths } from '../lib/use-financial-paths';

const DETAIL_ERROR = 'هنگام دریافت جزئیات خطایی رخ داد';
const NOT_FOUND = 'متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.';

const TITLE = 'جزئیات کمیسیون کد تخفیف';

function idOf(param: string | undefined): number | undefined {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * «جزئیات کمیسیون کد تخفیف» (SPEC §2). The API answers 404 for a code that is not the member's,
 * exactly as for one that does not exist, and this page shows not-found for both; an address
 * that is not an id at all is not-found without asking the API.
 */
export function CommissionDetailPage() {
  const id = idOf(useParams().id);
  const financial = useFinancialPaths();
  const navigate = useNavigate();
  const query = useQuery({ ...apiQueries.commissionDetail(id ?? 0), enabled: id !== undefined });
  const notFound = id === undefined || (isApiError(query.error) && query.error.status === 404);

  return (
    <Stack gap="5">
      <title>{`${TITLE} | باشگاه مشتریان`}</title>
      <PageHeader title={TITLE} showBack onBack={() => navigate(financial.commissions)} />
      {notFound ? (
        <MessageView icon="empty" message={NOT_FOUND} subMessage="این کد تخفیف در فهرست کمیسیون‌های شما نیست.">
          <Button asChild colorPalette="brand">
            <Link to={financial.commissions}>بازگشت به کمیسیون‌ها</Link>
          </Button>
        </MessageView>
      ) : (
        <ReportStatus
          loading={query.isPending}
          error={query.isError ? DETAIL_ERROR : undefined}
          onRetry={() => void query.refetch()}
          empty={false}
        >
          {query.data && (
            <>
              <CommissionSummary detail={query.data} />
              <CommissionOrders orders={query.data.items} />
            </>
          )}
        </ReportStatus>
      )}
    </Stack>
  );
}
