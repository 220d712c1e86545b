import { Badge } from '@chakra-ui/react';
import { exportMemberLedger, type MemberLedgerLine } from '@clorofil/api-client';
import { DownloadButton, PointsAmount, type DataTableColumn } from '@clorofil/ui-rtl';
import { causeNames } from '../labels';
import { codeColumn, textColumn, timeColumn } from './columns';
import { memberCareQueries } from '../api/member-care-queries';
import { MemberListTable } from './member-list';

const columns: DataTableColumn<MemberLedgerLine>[] = [
  timeColumn('at', 'زمان', (row) => row.at),
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
  textColumn('activity', 'شرح', (row) => row.activity),
  codeColumn('reference', 'مرجع', (row) => row.reference),
];

/** The member's whole ledger, newest first, each line with its cause. */
export function MemberLedger({ memberId }: { memberId: number }) {
  return (
    <MemberListTable
      query={(page) => memberCareQueries.ledger(memberId, page)}
      title="دفتر امتیازها"
      anchor="ledger"
      actions={
        <DownloadButton size="sm" download={() => exportMemberLedger(memberId)}>
          کل دفتر (CSV)
        </DownloadButton>
      }
      caption="دفتر امتیازهای عضو"
      param="l"
      columns={columns}
      getRowId={(row) => row.id}
      failure="دفتر امتیازها دریافت نشد"
      emptyMessage="هنوز هیچ امتیازی برای این عضو ثبت نشده است"
    />
  );
}
