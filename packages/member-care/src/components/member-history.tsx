import { Badge } from '@chakra-ui/react';
import type { MemberNotification, MemberSpin } from '@clorofil/api-client';
import { formatJalaliDateTime, type DataTableColumn } from '@clorofil/ui-rtl';
import { textColumn, timeColumn } from './columns';
import { memberCareQueries } from '../api/member-care-queries';
import { MemberListTable } from './member-list';

const spinColumns: DataTableColumn<MemberSpin>[] = [
  timeColumn('at', 'زمان', (row) => row.at),
  { key: 'prize', header: 'نتیجه', value: (row) => row.prize ?? 'پوچ' },
];

const notificationTypes: Record<MemberNotification['type'], string> = {
  info: 'اطلاع',
  warning: 'هشدار',
  error: 'خطا',
  reward: 'جایزه',
};

const notificationColumns: DataTableColumn<MemberNotification>[] = [
  timeColumn('createdAt', 'زمان', (row) => row.createdAt),
  { key: 'type', header: 'نوع', value: (row) => notificationTypes[row.type] },
  textColumn('message', 'متن', (row) => row.message),
  {
    key: 'deliveredAt',
    header: 'دیده شد',
    value: (row) => row.deliveredAt,
    cell: (row) =>
      row.deliveredAt ? (
        formatJalaliDateTime(row.deliveredAt)
      ) : (
        <Badge variant="subtle" colorPalette="orange">
          هنوز نه
        </Badge>
      ),
    searchable: false,
  },
];

/** Every wheel spin of the member, newest first. */
export function MemberSpins({ memberId }: { memberId: number }) {
  return (
    <MemberListTable
      query={(page) => memberCareQueries.spins(memberId, page)}
      title="گردونهٔ شانس"
      anchor="spins"
      caption="چرخش‌های گردونهٔ عضو"
      param="w"
      columns={spinColumns}
      getRowId={(row) => String(row.id)}
      failure="چرخش‌های گردونه دریافت نشد"
      emptyMessage="این عضو هنوز گردونه را نچرخانده است"
    />
  );
}

/** Every notification sent to the member, and whether the app has shown it. */
export function MemberNotifications({ memberId }: { memberId: number }) {
  return (
    <MemberListTable
      query={(page) => memberCareQueries.notifications(memberId, page)}
      title="اعلان‌های فرستاده‌شده"
      anchor="notifications"
      caption="اعلان‌های فرستاده‌شده به عضو"
      param="n"
      columns={notificationColumns}
      getRowId={(row) => String(row.id)}
      failure="اعلان‌های فرستاده‌شده دریافت نشد"
      emptyMessage="اعلانی برای این عضو فرستاده نشده است"
    />
  );
}
