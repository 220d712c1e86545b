import { Button, Stack, Text } from '@chakra-ui/react';
import { checkJalaliDate, jalaliToIsoDate, parseJalaliBirthDate } from '@clorofil/rules';
import {
  apiQueries,
  auditColumnLabels as label,
  exportAuditTrail,
  useRollbackAudit,
  type AuditEntry,
} from '@clorofil/api-client';
import {
  DataTable,
  DownloadButton,
  PageHeader,
  Pagination,
  formatJalaliDateTime,
  notify,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { AuditDiff } from '../components/audit-diff';
import { AuditFilters, type AuditFilterValues } from '../components/audit-filters';
import { RollbackDialog } from '../components/rollback-dialog';
import { kindName } from '../role-names';

/** A Jalali day of the address as the API's calendar date; anything else is no bound. */
function isoDay(text: string): string | undefined {
  const check = checkJalaliDate(text);
  const day = check.valid ? parseJalaliBirthDate(check.value) : undefined;
  return day ? jalaliToIsoDate(day) : undefined;
}

const TITLE = 'گزارش تغییرات';

const columns: DataTableColumn<AuditEntry>[] = [
  {
    key: 'at',
    header: label.at,
    value: (row) => row.at,
    cell: (row) => formatJalaliDateTime(row.at),
    sortable: true,
    searchable: false,
  },
  { key: 'actor', header: label.actor, value: (row) => row.actor, isNumeric: true },
  { key: 'kind', header: label.kind, value: (row) => kindName(row.kind), sortable: true },
  { key: 'subject', header: label.subject, value: (row) => row.subject, isNumeric: true },
  { key: 'reason', header: label.reason, value: (row) => row.reason ?? '' },
  { key: 'address', header: label.address, value: (row) => row.address, isNumeric: true, searchable: false },
];

/** /operator/audit: every staff change, newest first, filtered by person and kind; a change opens to its diff. */
export function AuditPage() {
  const [search, setSearch] = useSearchParams();
  const filters: AuditFilterValues = {
    actor: search.get('actor') ?? '',
    kind: search.get('kind') ?? '',
    from: search.get('from') ?? '',
    to: search.get('to') ?? '',
  };
  const page = Math.max(1, Number(search.get('page')) || 1);
  const filter = {
    actor: filters.actor || undefined,
    kind: filters.kind || undefined,
    from: isoDay(filters.from),
    to: isoDay(filters.to),
  };
  const query = { ...filter, page: page > 1 ? String(page) : undefined };
  const trail = useQuery({ ...apiQueries.auditTrail(query), placeholderData: keepPreviousData });
  const rollback = useRollbackAudit();
  const [target, setTarget] = useState<AuditEntry | null>(null);

  const write = (next: Partial<AuditFilterValues> & { page?: number }) =>
    setSearch((current) => {
      const updated = new URLSearchParams(current);
      for (const [name, value] of Object.entries(next)) {
        if (value && !(name === 'page' && value === 1)) updated.set(name, String(value));
        else updated.delete(name);
      }
      if (!('page' in next)) updated.delete('page');
      return updated;
    });

  async function confirmRollback(reason: string) {
    if (!target) return;
    try {
      const result = await rollback.mutateAsync({ id: target.id, reason });
      notify.success(result.message);
    } catch (error) {
      notify.error(error instanceof Error ? error.message : 'بازگرداندن انجام نشد؛ لطفاً دوباره تلاش کنید.');
    } finally {
      setTarget(null);
    }
  }

  const pageCount = trail.data ? Math.max(1, Math.ceil(trail.data.total / trail.data.pageSize)) : 1;
  return (
    <Stack gap="4">
      <title>{`${TITLE} | کنسول مدیریت`}</title>
      <PageHeader
        title={TITLE}
        actions={
          // Every page of what the filters match, not only the one on screen; nothing to offer when none match.
          trail.data && trail.data.total > 0 ? (
            <DownloadButton download={() => exportAuditTrail(filter)}>دریافت فهرست (CSV)</DownloadButton>
          ) : undefined
        }
      />
      <AuditFilters key={Object.values(filters).join('|')} values={filters} onApply={(values) => write(values)} />
      <DataTable
        caption="گزارش تغییرات"
        param="t"
        columns={columns}
        rows={trail.data?.items}
        getRowId={(row) => String(row.id)}
        pageSize={trail.data?.pageSize ?? 50}
        searchLabel="جستجو در این صفحه"
        error={trail.isError ? 'گزارش تغییرات دریافت نشد' : undefined}
        onRetry={() => void trail.refetch()}
        emptyMessage="تغییری با این فیلترها ثبت نشده است"
        detailsLabel={(row) => `جزئیات تغییر ${toPersianDigits(row.id)}`}
        renderDetails={(row) => (
          <Stack gap="3">
            <AuditDiff before={row.before} after={row.after} />
            {row.canRollBack ? (
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                alignSelf="flex-start"
                onClick={() => setTarget(row)}
              >
                <Undo2 size={16} aria-hidden="true" />
                بازگرداندن
              </Button>
            ) : (
              <Text fontSize="sm" color="fg.secondary">
                این تغییر بازگرداندنی نیست (یا تغییر تازه‌تری روی همین مورد ثبت شده است).
              </Text>
            )}
          </Stack>
        )}
      />
      <Pagination
        page={Math.min(page, pageCount)}
        pageCount={pageCount}
        onPageChange={(next) => write({ page: next })}
        label="صفحه‌های گزارش تغییرات"
      />
      <RollbackDialog
        target={target && { id: target.id, what: `${kindName(target.kind)} ${toPersianDigits(target.subject)}` }}
        rollingBack={rollback.isPending}
        onRollback={(reason) => void confirmRollback(reason)}
        onCancel={() => setTarget(null)}
      />
    </Stack>
  );
}
