import { Button, HStack, Stack } from '@chakra-ui/react';
import { exportMembers, exportPointsLiability, type LiabilityMonth } from '@clorofil/api-client';
import {
  DataTable,
  DownloadButton,
  formatJalaliMonth,
  MessageView,
  PageHeader,
  SkeletonList,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportQueries } from '../api/use-liability';
import { LiabilityDayForm } from '../components/liability-day-form';
import { LiabilitySummary } from '../components/liability-summary';

const columns: DataTableColumn<LiabilityMonth>[] = [
  { key: 'month', header: 'ماه', value: (row) => row.month, cell: (row) => formatJalaliMonth(row.month) },
  { key: 'issued', header: 'صادرشده', value: (row) => row.issued, isNumeric: true },
  { key: 'spent', header: 'خرج‌شده', value: (row) => row.spent, isNumeric: true },
  { key: 'expired', header: 'منقضی‌شده', value: (row) => row.expired, isNumeric: true },
  { key: 'closing', header: 'مانده پایان ماه', value: (row) => row.closing, isNumeric: true },
];

/** /operator/reports/liability — the points the club owes on a day, month by month, and its exports. */
export function LiabilityPage() {
  const [params, setParams] = useSearchParams();
  const on = params.get('on') ?? '';
  const report = useQuery(reportQueries.liability(on));
  const data = report.data;
  return (
    <Stack gap="5">
      <title>بدهی امتیازی | کنسول باشگاه</title>
      <PageHeader
        title="بدهی امتیازی باشگاه"
        actions={
          <HStack gap="2" wrap="wrap">
            <DownloadButton download={() => exportPointsLiability(on ? { on } : {})}>دریافت گزارش (CSV)</DownloadButton>
            <DownloadButton download={() => exportMembers()}>فهرست اعضا (CSV)</DownloadButton>
          </HStack>
        }
      />
      <LiabilityDayForm on={on} onApply={(day) => setParams(day ? { on: day } : {})} />
      {report.isPending && <SkeletonList count={2} />}
      {report.isError && (
        <MessageView icon="error" message="گزارش بدهی امتیازی دریافت نشد">
          <Button minHeight="11" onClick={() => void report.refetch()}>
            تلاش دوباره
          </Button>
        </MessageView>
      )}
      {data && data.months.length === 0 && data.pending === 0 && (
        <MessageView icon="empty" message={`تا پایان ${toPersianDigits(data.on)} هنوز امتیازی صادر نشده است.`} />
      )}
      {data && (data.months.length > 0 || data.pending > 0) && (
        <Stack gap="4" aria-busy={report.isFetching}>
          <LiabilitySummary report={data} />
          <DataTable
            caption={`صادرشده و خرج‌شده در هر ماه تا پایان ${toPersianDigits(data.on)}`}
            columns={columns}
            rows={[...data.months].reverse()}
            getRowId={(row) => row.month}
            emptyMessage="ماهی با گردش امتیاز نیست."
          />
        </Stack>
      )}
    </Stack>
  );
}
