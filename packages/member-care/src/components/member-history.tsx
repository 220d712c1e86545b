import { Badge, Text } from '@chakra-ui/react';
import type { MemberNotification, MemberSpin } from '@clorofil/api-client';
import { DataTable, formatJalaliDateTime, type DataTableColumn } from '@clorofil/ui-rtl';
import { Section } from './section';

const spinColumns: DataTableColumn<MemberSpin>[] = [
  { key: 'at', header: 'زمان', value: (row) => row.at, cell: (row) => formatJalaliDateTime(row.at), searchable: false },
  { key: 'prize', header: 'نتیجه', value: (row) => row.prize ?? 'پوچ' },
];

const notificationTypes: Record<MemberNotification['type'], string> = {
  info: 'اطلاع',
  warning: 'هشدار',
  error: 'خطا',
  reward: 'جایزه',
};

const notificationColumns: DataTableColumn<MemberNotification>[] = [
  {
    key: 'createdAt',
    header: 'زمان',
    value: (row) => row.createdAt,
    cell: (row) => formatJalaliDateTime(row.createdAt),
    searchable: false,
  },
  { key: 'type', header: 'نوع', value: (row) => notificationTypes[row.type] },
  {
    key: 'message',
    header: 'متن',
    value: (row) => row.message,
    cell: (row) => <Text minWidth="56">{row.message}</Text>,
  },
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

/** The member's last 50 wheel spins. */
export function MemberSpins({ spins }: { spins: readonly MemberSpin[] }) {
  return (
    <Section title="گردونهٔ شانس" anchor="spins">
      <DataTable
        caption="چرخش‌های گردونهٔ عضو"
        param="s"
        columns={spinColumns}
        rows={spins}
        getRowId={(row) => String(row.id)}
        pageSize={10}
        emptyMessage="این عضو هنوز گردونه را نچرخانده است"
      />
    </Section>
  );
}

/** The last 50 notifications sent to the member, and whether the app has shown each. */
export function MemberNotifications({ notifications }: { notifications: readonly MemberNotification[] }) {
  return (
    <Section title="اعلان‌های فرستاده‌شده" anchor="notifications">
      <DataTable
        caption="اعلان‌های فرستاده‌شده به عضو"
        param="n"
        columns={notificationColumns}
        rows={notifications}
        getRowId={(row) => String(row.id)}
        pageSize={10}
        emptyMessage="اعلانی برای این عضو فرستاده نشده است"
      />
    </Section>
  );
}
