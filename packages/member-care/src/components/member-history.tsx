import { Badge } from '@chakra-ui/react';
import {
  exportMemberNotifications,
  exportMemberSpins,
  memberNotificationColumnLabels as notificationLabel,
  memberSpinColumnLabels as spinLabel,
  type MemberNotification,
  type MemberSpin,
} from '@clorofil/api-client';
import { notificationTypeLabels } from '@clorofil/api-client/contract';
import { DownloadButton, formatJalaliDateTime, type DataTableColumn } from '@clorofil/ui-rtl';
import { textColumn, timeColumn } from './columns';
import { memberCareQueries } from '../api/member-care-queries';
import { MemberListTable } from './member-list';

const spinColumns: DataTableColumn<MemberSpin>[] = [
  timeColumn('at', spinLabel.at, (row) => row.at),
  { key: 'prize', header: spinLabel.prize, value: (row) => row.prize ?? spinLabel.miss },
];

const notificationColumns: DataTableColumn<MemberNotification>[] = [
  timeColumn('createdAt', notificationLabel.createdAt, (row) => row.createdAt),
  { key: 'type', header: notificationLabel.type, value: (row) => notificationTypeLabels[row.type] },
  textColumn('message', notificationLabel.message, (row) => row.message),
  {
    key: 'deliveredAt',
    header: notificationLabel.deliveredAt,
    value: (row) => row.deliveredAt,
    cell: (row) =>
      row.deliveredAt ? (
        formatJalaliDateTime(row.deliveredAt)
      ) : (
        <Badge variant="subtle" colorPalette="orange">
          {notificationLabel.notSeen}
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
      actions={
        <DownloadButton size="sm" download={() => exportMemberSpins(memberId)}>
          همهٔ چرخش‌ها (CSV)
        </DownloadButton>
      }
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
      actions={
        <DownloadButton size="sm" download={() => exportMemberNotifications(memberId)}>
          همهٔ اعلان‌ها (CSV)
        </DownloadButton>
      }
      caption="اعلان‌های فرستاده‌شده به عضو"
      param="n"
      columns={notificationColumns}
      getRowId={(row) => String(row.id)}
      failure="اعلان‌های فرستاده‌شده دریافت نشد"
      emptyMessage="اعلانی برای این عضو فرستاده نشده است"
    />
  );
}
