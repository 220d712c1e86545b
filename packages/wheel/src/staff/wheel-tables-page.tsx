import { Box, Button, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { exportWheelTables, isApiError, type WheelTable, type WheelTablesResponse } from '@clorofil/api-client';
import { formatJalaliDateTime } from '@clorofil/rules';
import {
  DataTable,
  DownloadButton,
  notify,
  ReasonField,
  StaffEditorFrame,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Form, Formik, useField } from 'formik';
import { CalendarClock, Rocket, Save } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { OddsTable } from './odds-table';
import { useWheelTableWrite, wheelTablesQuery, type GoLive } from './queries';
import { jalaliDayLabel, ScheduleDayField } from './schedule-day-field';
import { staffTexts } from './staff-texts';
import { checkTable, formValues, reasonMessage, tableRows, type TableFormValues } from './table-form';
import { WheelPreview } from './wheel-preview';

const version = (table: Pick<WheelTable, 'version'>) => toPersianDigits(table.version);
const since = (table: WheelTable) =>
  table.effectiveFrom && new Date(table.effectiveFrom).getTime() > 0
    ? staffTexts.since(formatJalaliDateTime(table.effectiveFrom, 'long'))
    : staffTexts.sinceEver;
/** The table the next draft starts from: the last one scheduled, else the one in effect. */
function latestTable(tables: WheelTablesResponse): WheelTable | null {
  return tables.scheduled.at(-1) ?? tables.inEffect;
}

function Status({ tables }: { tables: WheelTablesResponse }) {
  return (
    <Stack gap="1" bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4">
      {tables.inEffect && (
        <Text fontWeight="bold">{staffTexts.inEffect(version(tables.inEffect), since(tables.inEffect))}</Text>
      )}
      {tables.scheduled.map((table) => (
        <HStack key={table.id} gap="2" color="accent.800">
          <CalendarClock size={18} aria-hidden="true" />
          <Text>{staffTexts.scheduled(version(table), jalaliDayLabel(scheduledDay(table)))}</Text>
        </HStack>
      ))}
    </Stack>
  );
}

/** The Tehran day a scheduled table starts: its start is that day's 00:00 in Tehran (20:30 UTC the day before). */
function scheduledDay(table: WheelTable): string {
  const start = new Date(table.effectiveFrom ?? 0);
  return new Date(start.getTime() + 12 * 3_600_000).toISOString().slice(0, 10);
}

/** The reason for the change; `missing` once going live was tried without one. */
function WheelReasonField({ missing, box }: { missing: boolean; box: RefObject<HTMLTextAreaElement | null> }) {
  const [field, , helpers] = useField<string>('reason');
  return (
    <ReasonField
      ref={box}
      label={staffTexts.reason}
      value={field.value}
      onChange={(value) => void helpers.setValue(value)}
      hint={staffTexts.reasonHint}
      error={missing && field.value.trim() === '' ? reasonMessage : null}
    />
  );
}

function Editor({ tables }: { tables: WheelTablesResponse }) {
  const write = useWheelTableWrite(tables);
  const blockedId = useId();
  const [reasonMissing, setReasonMissing] = useState(false);
  const reasonBox = useRef<HTMLTextAreaElement>(null);
  const base = tables.draft ?? latestTable(tables);
  const initial = formValues(base?.rows ?? [], tables.earliestDay);

  return (
    <Formik<TableFormValues>
      initialValues={initial}
      validate={(values) => checkTable(values).errors}
      onSubmit={() => undefined}
    >
      {(form) => {
        const check = checkTable(form.values);
        const rows = tableRows(form.values);
        const run = (go: GoLive) => {
          if (go.action !== 'save' && form.values.reason.trim() === '') {
            setReasonMissing(true);
            reasonBox.current?.focus();
            return;
          }
          write.mutate(
            { rows, go },
            {
              onSuccess: () =>
                notify.success(
                  go.action === 'save'
                    ? staffTexts.saved
                    : go.action === 'schedule'
                      ? staffTexts.scheduledDone(jalaliDayLabel(go.day))
                      : staffTexts.published,
                ),
              onError: (error) => {
                if (isApiError(error) && error.fieldErrors) form.setErrors({ ...form.errors, ...error.fieldErrors });
                notify.error(error.message);
              },
            },
          );
        };
        const reason = form.values.reason.trim();
        return (
          <Form noValidate>
            <Grid
              templateColumns={{ base: 'minmax(0, 1fr)', '2xl': 'minmax(0, 1fr) 22rem' }}
              gap="6"
              alignItems="start"
            >
              <Stack gap="5" minWidth="0">
                <Heading as="h2" size="md">
                  {tables.draft ? staffTexts.draftOf(version(tables.draft)) : staffTexts.newDraft}
                </Heading>
                <OddsTable check={check} />
                <Stack
                  as="section"
                  aria-label={staffTexts.publishTitle}
                  gap="4"
                  bg="bg.card"
                  borderWidth="1px"
                  borderRadius="l3"
                  padding="4"
                >
                  <WheelReasonField box={reasonBox} missing={reasonMissing} />
                  <ScheduleDayField name="day" earliestDay={tables.earliestDay} />
                  {!check.ready && (
                    <Text id={blockedId} color="fg.error" fontSize="sm" data-testid="publish-blocked">
                      {staffTexts.blocked}
                    </Text>
                  )}
                  <HStack gap="3" flexWrap="wrap">
                    <Button
                      variant="outline"
                      colorPalette="brand"
                      minHeight="11"
                      loading={write.isPending}
                      onClick={() => run({ action: 'save', ...(reason ? { reason } : {}) })}
                    >
                      <Save aria-hidden="true" />
                      {staffTexts.save}
                    </Button>
                    <Button
                      colorPalette="brand"
                      minHeight="11"
                      disabled={!check.ready || write.isPending}
                      aria-describedby={check.ready ? undefined : blockedId}
                      onClick={() => run({ action: 'schedule', reason, day: form.values.day })}
                    >
                      <CalendarClock aria-hidden="true" />
                      {`${staffTexts.schedule}: ${jalaliDayLabel(form.values.day)}`}
                    </Button>
                    <Button
                      colorPalette="accent"
                      minHeight="11"
                      disabled={!check.ready || write.isPending}
                      aria-describedby={check.ready ? undefined : blockedId}
                      onClick={() => run({ action: 'publish', reason })}
                    >
                      <Rocket aria-hidden="true" />
                      {staffTexts.publish}
                    </Button>
                  </HStack>
                </Stack>
              </Stack>
              <Box bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4" minWidth="0">
                <WheelPreview rows={rows} />
              </Box>
            </Grid>
          </Form>
        );
      }}
    </Formik>
  );
}

const historyColumns: DataTableColumn<WheelTable>[] = [
  {
    key: 'version',
    header: staffTexts.historyColumns.version,
    value: (table) => table.version,
    sortable: true,
    isNumeric: true,
  },
  {
    key: 'state',
    header: staffTexts.historyColumns.state,
    value: (table) => staffTexts.states[table.state],
  },
  {
    key: 'from',
    header: staffTexts.historyColumns.from,
    value: (table) => table.effectiveFrom,
    cell: (table) =>
      table.effectiveFrom && new Date(table.effectiveFrom).getTime() > 0
        ? formatJalaliDateTime(table.effectiveFrom, 'long')
        : staffTexts.sinceEver,
    sortable: true,
    searchable: false,
  },
  {
    key: 'by',
    header: staffTexts.historyColumns.by,
    value: (table) => table.decidedBy ?? '—',
    cell: (table) => (table.decidedBy ? toPersianDigits(table.decidedBy) : '—'),
    isNumeric: true,
  },
];

function History({ tables }: { tables: WheelTablesResponse }) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3">
      <Heading as="h2" id={titleId} size="md">
        {staffTexts.history}
      </Heading>
      <DataTable
        columns={historyColumns}
        rows={tables.history}
        getRowId={(table) => String(table.id)}
        caption={staffTexts.history}
        defaultSort="-version"
        param="history"
        emptyMessage={staffTexts.noHistory}
        pageSize={10}
      />
    </Stack>
  );
}

/** «جدول شانس گردونه»: the operator edits the prizes and odds, previews, schedules or publishes. */
export function WheelTablesPage() {
  // Never refetched behind the operator's back: a refetch would reset the table being edited.
  const query = useQuery({ ...wheelTablesQuery(), refetchOnWindowFocus: false });
  return (
    <StaffEditorFrame
      title={staffTexts.title}
      actions={
        // The history's tables, each prize a line; nothing to offer before a table has been replaced.
        query.data && query.data.history.length > 0 ? (
          <DownloadButton download={exportWheelTables}>{staffTexts.historyFile}</DownloadButton>
        ) : undefined
      }
      intro={staffTexts.intro}
      query={query}
      loadFailed={staffTexts.loadFailed}
      skeletonFields={6}
    >
      {(tables) => {
        // A new draft, revision, or table in effect is a new form: what it shows is what the API has.
        const key = [
          tables.draft?.id,
          tables.draft?.revision,
          tables.inEffect?.id,
          ...tables.scheduled.map((t) => t.id),
        ].join(':');
        return (
          <Stack gap="6">
            <Status tables={tables} />
            <Editor key={key} tables={tables} />
            <History tables={tables} />
          </Stack>
        );
      }}
    </StaffEditorFrame>
  );
}
