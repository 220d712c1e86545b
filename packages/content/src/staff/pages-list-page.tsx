import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { exportStaffPages, type StaffPage, type StaffPageExportQuery } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import {
  DataTable,
  DownloadButton,
  formatJalaliDateTime,
  PageHeader,
  toPersianDigits,
  useDataTableView,
  type DataTableColumn,
  type DataTableSelectFilter,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contentStaffQueries } from './queries';
import { pagesTexts as t } from './staff-texts';

const stateOf = (page: StaffPage) => (page.hasDraft ? 'draft' : 'published');

export function PageStateBadge({ hasDraft }: { hasDraft: boolean }) {
  return (
    <Badge colorPalette={hasDraft ? 'orange' : 'green'} variant="subtle" size="md">
      {hasDraft ? t.states.draft : t.states.published}
    </Badge>
  );
}

const columns: DataTableColumn<StaffPage>[] = [
  {
    key: 'title',
    header: t.columns.title,
    value: (page) => page.title,
    sortable: true,
    cell: (page) => (
      <ChakraLink asChild color="brand.fg" fontWeight="bold">
        <Link to={paths.operator.page(page.slug)}>{page.title}</Link>
      </ChakraLink>
    ),
  },
  {
    key: 'url',
    header: t.columns.url,
    value: (page) => page.url,
    cell: (page) => (
      <Text as="bdi" dir="ltr" fontSize="sm" color="fg.secondary">
        {page.url}
      </Text>
    ),
  },
  {
    key: 'state',
    header: t.columns.state,
    value: stateOf,
    searchable: false,
    cell: (page) => <PageStateBadge hasDraft={page.hasDraft} />,
  },
  {
    key: 'publishedAt',
    header: t.columns.publishedAt,
    value: (page) => page.publishedAt ?? '',
    sortable: true,
    searchable: false,
    cell: (page) => (page.publishedAt ? formatJalaliDateTime(page.publishedAt) : t.seedText),
  },
  {
    key: 'publishedBy',
    header: t.columns.publishedBy,
    value: (page) => page.publishedBy ?? '',
    searchable: false,
    cell: (page) => (page.publishedBy ? <bdi>{toPersianDigits(page.publishedBy)}</bdi> : t.nobody),
  },
];

const selectFilters: DataTableSelectFilter[] = [
  {
    column: 'state',
    label: t.columns.state,
    options: Object.entries(t.states).map(([value, label]) => ({ value, label })),
    allLabel: 'همهٔ وضعیت‌ها',
  },
];

/** «صفحه‌ها» in the console: every content page, its state and its last publish. */
export function PagesListPage() {
  const list = useQuery(contentStaffQueries.pages());
  // The table's state filter, from the address: the rows it leaves and the file alike.
  const view = useDataTableView({ columns, selectFilters });
  const state = view.filters.state as StaffPageExportQuery['state'];
  const shown = list.data?.filter((page) => !state || stateOf(page) === state);
  return (
    <Stack gap="4">
      <title>{`${t.title} | کنسول باشگاه`}</title>
      <PageHeader
        title={t.title}
        actions={
          // The file follows the state filter, not the words typed in the search box; none for an empty list.
          shown && shown.length > 0 ? (
            <DownloadButton download={() => exportStaffPages(state ? { state } : {})}>{t.download}</DownloadButton>
          ) : undefined
        }
      />
      <DataTable
        caption={t.caption}
        columns={columns}
        rows={list.data}
        getRowId={(page) => page.slug}
        searchLabel={t.search}
        loading={list.isPending}
        error={list.isError ? t.loadFailed : undefined}
        onRetry={() => void list.refetch()}
        emptyMessage={t.empty}
        selectFilters={selectFilters}
      />
    </Stack>
  );
}
