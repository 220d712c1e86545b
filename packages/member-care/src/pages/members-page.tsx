import { Badge, Stack, Text } from '@chakra-ui/react';
import {
  exportMemberSearch,
  isApiError,
  memberSearchColumnLabels as label,
  type MemberSummary,
} from '@clorofil/api-client';
import { DataTable, DownloadButton, formatNumber, PageHeader, type DataTableColumn } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { memberCareQueries } from '../api/member-care-queries';
import { codeColumn, memberColumn } from '../components/columns';
import { MemberSearchForm } from '../components/member-search-form';
import { typeStatusName } from '../labels';

const TITLE = 'پشتیبانی اعضا';

const columns: DataTableColumn<MemberSummary>[] = [
  memberColumn((row) => ({ id: row.id, name: row.name }), label.member),
  codeColumn('mobile', label.mobile, (row) => row.mobile),
  codeColumn('nationalCode', label.nationalCode, (row) => row.nationalCode || null),
  {
    key: 'type',
    header: label.userType,
    value: (row) => row.userType?.text ?? '',
    cell: (row) => (
      <Stack gap="1" align="flex-start">
        <Text>{row.userType?.text ?? '—'}</Text>
        <Badge size="sm" variant="subtle">
          {typeStatusName(row.userTypeStatus)}
        </Badge>
      </Stack>
    ),
  },
  {
    key: 'balance',
    header: label.balance,
    value: (row) => row.balance,
    cell: (row) => formatNumber(row.balance),
    isNumeric: true,
  },
];

/** /operator/members: support finds a member by whatever the caller says; the search lives in the address. */
export function MembersPage() {
  const [search, setSearch] = useSearchParams();
  const q = search.get('q')?.trim() ?? '';
  const found = useQuery(memberCareQueries.search(q));
  const refused = found.isError && isApiError(found.error) && found.error.status === 400;
  const refusal = refused && isApiError(found.error) ? (found.error.fieldErrors?.q ?? found.error.message) : undefined;

  return (
    <Stack gap="5">
      <title>{`${TITLE} | کنسول مدیریت`}</title>
      <PageHeader
        title={TITLE}
        actions={
          // The results on screen, for the search in the address; nothing to offer when none were found.
          found.data && found.data.items.length > 0 ? (
            <DownloadButton download={() => exportMemberSearch(q)}>دریافت فهرست (CSV)</DownloadButton>
          ) : undefined
        }
      />
      <MemberSearchForm key={q} initial={q} error={refusal} onSearch={(text) => setSearch({ q: text })} />
      {q === '' ? (
        <Text color="fg.secondary">برای دیدن صفحهٔ یک عضو، او را با موبایل، کد ملی یا نامش پیدا کنید.</Text>
      ) : refused ? null : (
        <DataTable
          caption="اعضای پیداشده"
          columns={columns}
          rows={found.data?.items}
          loading={found.isFetching && !found.data}
          getRowId={(row) => String(row.id)}
          error={found.isError ? 'جستجو انجام نشد' : undefined}
          onRetry={() => void found.refetch()}
          emptyMessage="عضوی با این مشخصات پیدا نشد"
        />
      )}
    </Stack>
  );
}
