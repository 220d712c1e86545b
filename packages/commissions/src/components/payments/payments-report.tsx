import { Box } from '@chakra-ui/react';
import { apiQueries, type Payment } from '@clorofil/api-client';
import {
  Code,
  formatJalaliDate,
  formatNumber,
  LtrRuns,
  Pagination,
  ResponsiveTable,
  type Column,
  useUrlPagination,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Money } from '../money/money';
import { ReportStatus } from '../report-status/report-status';

const PAYMENTS_ERROR = 'هنگام دریافت فهرست پرداخت‌ها خطایی رخ داد';

const columns: Column<Payment>[] = [
  { key: 'row', header: 'ردیف', render: (_row, index) => formatNumber(index + 1) },
  { key: 'payDate', header: 'تاریخ پرداخت', render: (row) => formatJalaliDate(row.payDate) },
  { key: 'price', header: 'مبلغ', render: (row) => <Money rial={row.price} />, align: 'end' },
  { key: 'distination', header: 'حساب مقصد', render: (row) => <Code>{row.distination}</Code> },
  { key: 'trackingCode', header: 'کد پیگیری', render: (row) => <Code>{row.trackingCode}</Code> },
  {
    key: 'description',
    header: 'توضیحات',
    // Settlement notes can be long; they wrap so the table fits without sideways scrolling.
    render: (row) => (
      <Box as="span" display="block" minWidth="10rem" maxWidth="16rem" whiteSpace="normal">
        {row.description ? <LtrRuns>{row.description}</LtrRuns> : '—'}
      </Box>
    ),
  },
];

/** The «پرداخت‌ها» tab: settlements paid to the partner, newest first, paged in the address. */
export function PaymentsReport() {
  const query = useQuery(apiQueries.payments());
  // Rendered in a deferred render (a transition, in slices), as the codes' table is.
  const data = useDeferredValue(query.data);
  const rows = data ?? [];
  const pages = useUrlPagination(rows);

  return (
    <ReportStatus
      loading={!query.isError && data === undefined}
      error={query.isError ? PAYMENTS_ERROR : undefined}
      onRetry={() => void query.refetch()}
      empty={rows.length === 0}
      emptyHint="هنوز پرداختی به حساب شما انجام نشده است."
    >
      <ResponsiveTable
        caption="پرداخت‌های کمیسیون"
        columns={columns}
        rows={pages.pageItems}
        indexOffset={pages.offset}
        getRowKey={(row) => row.id}
      />
      <Pagination page={pages.page} pageCount={pages.pageCount} onPageChange={pages.goTo} label="صفحه‌بندی پرداخت‌ها" />
    </ReportStatus>
  );
}
