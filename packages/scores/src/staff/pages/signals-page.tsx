import { Button, chakra, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { exportFraudSignals, type FraudSignals } from '@clorofil/api-client';
import {
  SIGNAL_DAYS,
  SIGNAL_THRESHOLDS,
  signalColumnLabels as label,
  signalMessages,
  type SignalKind,
} from '@clorofil/api-client/contract';
import {
  ConsoleSection,
  DataTable,
  DownloadButton,
  MessageView,
  PageHeader,
  SelectControl,
  SkeletonList,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { scoresPaths } from '../../paths';
import { signalQueries } from '../api/use-signals';

type Requests = FraudSignals['requests'][number];
type Shared = FraudSignals['sharedAddresses'][number];
type Burst = FraudSignals['bursts'][number];
type SignIn = NonNullable<FraudSignals['signIns']>[number];
interface SignalMember {
  memberId: number | null;
  mobile: string;
  name: string;
}

const TITLE = 'نشانه‌های تقلب';
const windows = [1, 7, 30, 90] as const;
const windowOptions = windows.map((days) => ({ value: days, label: `${toPersianDigits(String(days))} روز گذشته` }));

/** `?days=` from the address: one of the offered windows, the default otherwise. */
function readDays(text: string | null): number {
  const days = Number(text);
  return (windows as readonly number[]).includes(days) ? days : SIGNAL_DAYS.default;
}

function memberColumns<T extends SignalMember>(): DataTableColumn<T>[] {
  return [
    {
      key: 'name',
      header: label.name,
      value: (row) => row.name,
      // A mobile that asked for sign-in codes and never finished signing in belongs to no member yet.
      cell: (row) =>
        row.memberId === null ? (
          <chakra.span color="fg.muted">هنوز عضو نشده</chakra.span>
        ) : (
          <ChakraLink asChild color="brand.fg" textDecoration="underline" fontWeight="bold">
            <Link to={scoresPaths.member(row.memberId)}>{row.name || 'بدون نام'}</Link>
          </ChakraLink>
        ),
    },
    { key: 'mobile', header: label.mobile, value: (row) => row.mobile, cell: (row) => toPersianDigits(row.mobile) },
  ];
}

const requestColumns: DataTableColumn<Requests>[] = [
  ...memberColumns<Requests>(),
  { key: 'hits', header: label.hits, value: (row) => row.hits, isNumeric: true },
  { key: 'endpoints', header: label.endpoints, value: (row) => row.endpoints, isNumeric: true },
];
const signInColumns: DataTableColumn<SignIn>[] = [
  ...memberColumns<SignIn>(),
  { key: 'codes', header: label.codes, value: (row) => row.codes, isNumeric: true },
  { key: 'wrongCodes', header: label.wrongCodes, value: (row) => row.wrongCodes, isNumeric: true },
  { key: 'addresses', header: label.addresses, value: (row) => row.addresses, isNumeric: true },
];
const sharedColumns: DataTableColumn<Shared>[] = [
  { key: 'address', header: label.address, value: (row) => row.address, cell: (row) => <bdi>{row.address}</bdi> },
  { key: 'members', header: label.members, value: (row) => row.members, isNumeric: true },
  ...memberColumns<Shared>(),
  { key: 'spins', header: label.spins, value: (row) => row.spins, isNumeric: true },
];
const burstColumns: DataTableColumn<Burst>[] = [
  ...memberColumns<Burst>(),
  { key: 'earned', header: label.earned, value: (row) => row.earned, isNumeric: true },
  { key: 'usual', header: label.usual, value: (row) => row.usual, isNumeric: true },
  { key: 'ratio', header: label.ratio, value: (row) => row.ratio, isNumeric: true },
];

type SignalListProps<Row extends object> = {
  kind: SignalKind;
  title: string;
  description: string;
  caption: string;
  columns: DataTableColumn<Row>[];
  /** `null`: the list's source did not answer (the sign-ins' identity provider). */
  rows: Row[] | null;
  rowId: (row: Row) => string;
  emptyMessage: string;
  /** The window on screen, which the list's CSV covers too. */
  days: number;
  onRetry?: () => void;
};

/** One list of the signals in its section, with «دریافت فهرست (CSV)» when it has rows. */
function SignalList<Row extends object>({
  kind,
  title,
  description,
  caption,
  columns,
  rows,
  rowId,
  emptyMessage,
  days,
  onRetry,
}: SignalListProps<Row>) {
  return (
    <ConsoleSection
      title={title}
      description={description}
      actions={
        rows && rows.length > 0 ? (
          <DownloadButton size="sm" download={() => exportFraudSignals({ kind, days: String(days) })}>
            دریافت فهرست (CSV)
          </DownloadButton>
        ) : null
      }
    >
      {rows ? (
        <DataTable
          caption={caption}
          param={kind}
          columns={columns}
          rows={rows}
          getRowId={rowId}
          emptyMessage={emptyMessage}
        />
      ) : (
        <MessageView icon="error" message={signalMessages.signInsUnavailable}>
          <Button minHeight="11" onClick={onRetry}>
            تلاش دوباره
          </Button>
        </MessageView>
      )}
    </ConsoleSection>
  );
}

/** /operator/reports/signals — members and addresses that look like abuse, over a window of days. */
export function SignalsPage() {
  const [params, setParams] = useSearchParams();
  const days = readDays(params.get('days'));
  const windowId = useId();
  const report = useQuery(signalQueries.signals(days));
  const data = report.data;
  // Quiet only when every list answered empty: a sign-in list the provider did not give is no «nothing».
  const quiet =
    data &&
    data.signIns !== null &&
    data.requests.length + data.signIns.length + data.sharedAddresses.length + data.bursts.length === 0;
  return (
    <Stack gap="5">
      <title>{`${TITLE} | کنسول باشگاه`}</title>
      <PageHeader title={TITLE} />
      <Stack gap="1" maxWidth="xs">
        <chakra.label htmlFor={windowId} fontSize="sm" fontWeight="bold">
          بازه
        </chakra.label>
        <SelectControl
          id={windowId}
          value={days}
          options={windowOptions}
          onChange={(event) => {
            const next = Number(event.target.value);
            setParams(next === SIGNAL_DAYS.default ? {} : { days: String(next) });
          }}
        />
      </Stack>
      {report.isPending && <SkeletonList count={3} />}
      {report.isError && (
        <MessageView icon="error" message="نشانه‌های تقلب دریافت نشد">
          <Button minHeight="11" onClick={() => void report.refetch()}>
            تلاش دوباره
          </Button>
        </MessageView>
      )}
      {quiet && (
        <MessageView
          icon="empty"
          message={`در ${toPersianDigits(String(data.days))} روز گذشته نشانه‌ای از تقلب دیده نشد.`}
        />
      )}
      {data && !quiet && (
        <Stack gap="6" aria-busy={report.isFetching}>
          <SignalList
            kind="requests"
            title="درخواست‌های پیاپی"
            description={SIGNAL_THRESHOLDS.requests.explanation}
            caption="اعضایی با درخواست‌های پیاپی"
            columns={requestColumns}
            rows={data.requests}
            rowId={(row) => String(row.memberId)}
            emptyMessage="عضوی با درخواست‌های پیاپی نیست."
            days={days}
          />
          <SignalList
            kind="signIns"
            title="ورودهای مشکوک"
            description={SIGNAL_THRESHOLDS.signIns.explanation}
            caption="شماره‌هایی با کدهای ورود پیاپی یا نادرست"
            columns={signInColumns}
            rows={data.signIns}
            rowId={(row) => row.mobile}
            emptyMessage={`در ${toPersianDigits(String(SIGNAL_THRESHOLDS.signIns.hours))} ساعت گذشته ورود مشکوکی دیده نشد.`}
            days={days}
            onRetry={() => void report.refetch()}
          />
          <SignalList
            kind="addresses"
            title="نشانی‌های مشترک"
            description={SIGNAL_THRESHOLDS.sharedAddress.explanation}
            caption="اعضایی که از یک نشانی گردونه را چرخانده‌اند"
            columns={sharedColumns}
            rows={data.sharedAddresses}
            rowId={(row) => `${row.address}:${row.memberId}`}
            emptyMessage="نشانی مشترکی دیده نشد."
            days={days}
          />
          <SignalList
            kind="bursts"
            title="جهش امتیاز"
            description={SIGNAL_THRESHOLDS.burst.explanation}
            caption="اعضایی با جهش امتیاز"
            columns={burstColumns}
            rows={data.bursts}
            rowId={(row) => String(row.memberId)}
            emptyMessage="جهش امتیازی دیده نشد."
            days={days}
          />
        </Stack>
      )}
    </Stack>
  );
}
