import { Button, Stack, Text } from '@chakra-ui/react';
import { isApiError, type MemberSession } from '@clorofil/api-client';
import { ConsoleSection, DataTable, notify, ReasonDialog, type DataTableColumn } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { memberCareQueries, useEndSessions } from '../api/member-care-queries';
import { failed, timeColumn } from './columns';

const clientNames: Record<string, string> = { 'clorofil-web': 'وب‌سایت باشگاه' };

const columns: DataTableColumn<MemberSession>[] = [
  timeColumn('signedInAt', 'ورود', (row) => row.signedInAt),
  {
    key: 'clients',
    header: 'برنامه',
    value: (row) => row.clients.map((client) => clientNames[client] ?? client).join('، '),
  },
  timeColumn('expiresAt', 'پایان خودکار', (row) => row.expiresAt),
];

export type MemberSessionsProps = { memberId: number; name: string };

/**
 * The member's sign-ins at the identity provider. «پایان همهٔ نشست‌ها» signs them out
 * everywhere, as a sign-out does: the API refuses their tokens within seconds.
 */
export function MemberSessions({ memberId, name }: MemberSessionsProps) {
  const sessions = useQuery(memberCareQueries.sessions(memberId));
  const end = useEndSessions(memberId);
  const [asking, setAsking] = useState(false);
  const live = sessions.data?.sessions ?? [];

  function confirm(reason: string) {
    end.mutate(
      { reason },
      {
        onSuccess: (result) => {
          setAsking(false);
          notify.success(result.message);
        },
        onError: (error) => failed(error, 'نشست‌ها پایان نیافت؛ دوباره تلاش کنید.'),
      },
    );
  }

  return (
    <ConsoleSection
      title="نشست‌های ورود"
      anchor="sessions"
      actions={
        <Button
          size="sm"
          minHeight="11"
          variant="outline"
          colorPalette="red"
          disabled={live.length === 0}
          onClick={() => setAsking(true)}
        >
          <LogOut size={16} aria-hidden="true" />
          پایان همه‌ی نشست‌ها
        </Button>
      }
    >
      <Stack gap="2">
        <DataTable
          caption="نشست‌های ورود عضو"
          param="ss"
          columns={columns}
          rows={sessions.data?.sessions}
          getRowId={(row) => row.id}
          error={
            sessions.isError ? (isApiError(sessions.error) ? sessions.error.message : 'نشست‌ها دریافت نشد') : undefined
          }
          onRetry={() => void sessions.refetch()}
          emptyMessage="عضو اکنون در هیچ دستگاهی وارد نیست"
        />
        <Text fontSize="xs" color="fg.secondary">
          پایان نشست‌ها عضو را از همهٔ دستگاه‌ها خارج می‌کند؛ برای ورود دوباره کد یک‌بارمصرف تازه لازم دارد.
        </Text>
      </Stack>
      <ReasonDialog
        open={asking}
        title={`پایان همه‌ی نشست‌های ${name}`}
        description="عضو از همهٔ دستگاه‌ها خارج می‌شود و دسترسی‌اش تا چند ثانیهٔ دیگر قطع می‌شود."
        label="دلیل"
        confirmLabel="پایان همه‌ی نشست‌ها"
        pendingLabel="در حال پایان دادن…"
        pending={end.isPending}
        tone="red"
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      />
    </ConsoleSection>
  );
}
