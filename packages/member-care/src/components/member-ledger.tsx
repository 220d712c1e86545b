import { Badge, Text } from '@chakra-ui/react';
import { exportMemberLedger, type MemberLedgerLine } from '@clorofil/api-client';
import {
  Code,
  DataTable,
  DownloadButton,
  formatJalaliDateTime,
  Pagination,
  PointsAmount,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { memberCareQueries } from '../api/member-care-queries';
import { causeNames } from '../labels';
import { Section } from './section';

const PARAM = 'ledger';

const columns: DataTableColumn<MemberLedgerLine>[] = [
  { key: 'at', header: 'زمان', value: (row) => row.at, cell: (row) => formatJalaliDateTime(row.at), searchable: false },
  {
    key: 'amount',
    header: 'کلروفیل',
    value: (row) => row.amount,
    cell: (row) => <PointsAmount score={Math.abs(row.amount)} spent={row.amount < 0} state="done" />,
    isNumeric: true,
  },
  {
    key: 'cause',
    header: 'علت',
    value: (row) => causeNames[row.cause],
    cell: (row) => (
      <Badge variant="subtle" colorPalette={row.cause === 'adjustment' || row.cause === 'refund' ? 'orange' : 'gray'}>
        {causeNames[row.cause]}
      </Badge>
    ),
  },
  {
    key: 'activity',
    header: 'شرح',
    value: (row) => row.activity,
    cell: (row) => <Text minWidth="48">{row.activity}</Text>,
  },
  {
    key: 'reference',
    header: 'مرجع',
    value: (row) => row.reference,
    cell: (row) => (row.reference ? <Code>{row.reference}</Code> : '—'),
    isNumeric: true,
  },
];

export type MemberLedgerProps = { memberId: number };

/** The member's whole ledger, newest first, a page of the API's at a time (the page is in the address). */
export function MemberLedger({ memberId }: MemberLedgerProps) {
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get(PARAM)) || 1);
  const ledger = useQuery(memberCareQueries.ledger(memberId, page));
  const pageCount = ledger.data ? Math.max(1, Math.ceil(ledger.data.total / ledger.data.pageSize)) : 1;
  const goTo = (next: number) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next > 1) updated.set(PARAM, String(next));
        else updated.delete(PARAM);
        return updated;
      },
      { preventScrollReset: true },
    );
  return (
    <Section
      title="دفتر امتیازها"
      anchor="ledger"
      actions={
        <DownloadButton size="sm" download={() => exportMemberLedger(memberId)}>
          کل دفتر (CSV)
        </DownloadButton>
      }
    >
      <DataTable
        caption="دفتر امتیازهای عضو"
        param="l"
        columns={columns}
        rows={ledger.data?.items}
        getRowId={(row) => row.id}
        pageSize={ledger.data?.pageSize ?? 20}
        error={ledger.isError ? 'دفتر امتیازها دریافت نشد' : undefined}
        onRetry={() => void ledger.refetch()}
        emptyMessage="هنوز هیچ امتیازی برای این عضو ثبت نشده است"
      />
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={goTo}
        label="صفحه‌های دفتر امتیازها"
      />
    </Section>
  );
}
