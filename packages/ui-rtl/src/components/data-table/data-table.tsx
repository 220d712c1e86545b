import { Button, Stack, Text } from '@chakra-ui/react';
import { functionalUpdate, useTable, type ColumnDef, type ExpandedState, type RowData } from '@tanstack/react-table';
import { RotateCcw } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../../format';
import { MessageView } from '../message-view/message-view';
import { Pagination } from '../pagination/pagination';
import { DataTableSkeleton } from './data-table-skeleton';
import { DataTableToolbar } from './data-table-toolbar';
import { DataTableView } from './data-table-view';
import { dataTableFeatures } from './table-features';
import { tableParams, writeView, type TableView } from './table-address';
import { useDataTableView } from './use-data-table-view';
import type { DataTableColumn, DataTableProps } from './types';

const NO_ROWS: never[] = [];

function columnDefs<T extends RowData>(
  columns: readonly DataTableColumn<T>[],
): ColumnDef<typeof dataTableFeatures, T>[] {
  return columns.map((column) => ({
    id: column.key,
    accessorFn: (row: T) => column.value(row) ?? undefined,
    header: column.header,
    enableSorting: Boolean(column.sortable),
    enableGlobalFilter: column.searchable !== false,
    sortFn: column.isNumeric ? 'basic' : 'persianText',
    filterFn: 'equalsString',
    sortUndefined: 'last',
  }));
}

/**
 * The one table of the operator console (and any long list): sorting, a text filter, select
 * filters and paging, all kept in the address so a reload or a shared link shows the same view,
 * with the loading, error and empty states. On a phone the table scrolls sideways inside its own
 * box rather than turning into cards: one markup for every width, whose column headers (and
 * their sorting) stay where a screen reader and a keyboard expect them.
 */
export function DataTable<T extends RowData>(props: DataTableProps<T>) {
  const { columns, rows, getRowId, defaultSort, pageSize = 20, param, loading, error, onRetry, remote } = props;
  const [, setSearch] = useSearchParams();
  const params = useMemo(() => tableParams(param), [param]);
  const defs = useMemo(() => columnDefs(columns), [columns]);
  const view = useDataTableView({ columns, selectFilters: props.selectFilters, defaultSort, param });
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const change = (next: Partial<TableView>) =>
    // Typing in the filter replaces the entry instead of adding one per letter to the history.
    setSearch((current) => writeView(current, params, next, defaultSort), { replace: 'query' in next });

  const sorting = view.sort ? [view.sort] : [];
  const table = useTable({
    features: dataTableFeatures,
    columns: defs,
    data: (rows as T[] | undefined) ?? (NO_ROWS as T[]),
    getRowId: (row) => getRowId(row),
    getRowCanExpand: () => Boolean(props.renderDetails),
    state: {
      sorting,
      globalFilter: view.query,
      columnFilters: Object.entries(view.filters).map(([id, value]) => ({ id, value })),
      pagination: { pageIndex: view.page - 1, pageSize },
      expanded,
    },
    globalFilterFn: 'includesSearch',
    enableSortingRemoval: false,
    enableMultiSort: false,
    // The first press sorts ascending on every column, numbers too, so a header behaves one way.
    sortDescFirst: false,
    autoResetPageIndex: false,
    // A refetch (a filter applied, a change saved) keeps the rows that were open open.
    autoResetExpanded: false,
    onSortingChange: (updater) => change({ sort: functionalUpdate(updater, sorting)[0] }),
    onExpandedChange: setExpanded,
    // The API has sorted, filtered and cut the page already: the rows are shown as they came.
    ...(remote
      ? { manualSorting: true, manualFiltering: true, manualPagination: true, rowCount: remote.total ?? 0 }
      : {}),
  });
  const matching = remote ? (remote.total ?? 0) : table.getPrePaginatedRowModel().rows.length;
  const pageCount = Math.max(1, Math.ceil(matching / pageSize));
  const known = rows !== undefined && (!remote || remote.total !== undefined);
  const pastTheEnd = known && view.page > pageCount;
  useEffect(() => {
    // A link made when the list was longer opens its last page.
    if (pastTheEnd) setSearch((current) => writeView(current, params, { page: pageCount }), { replace: true });
  }, [pastTheEnd, pageCount, params, setSearch]);

  const filtered = Boolean(view.query || Object.keys(view.filters).length);
  let body;
  if (error) {
    body = (
      <MessageView icon="error" message={error} subMessage="لطفاً دوباره تلاش کنید.">
        {onRetry && (
          <Button variant="outline" colorPalette="brand" onClick={onRetry}>
            <RotateCcw size={18} aria-hidden="true" />
            تلاش دوباره
          </Button>
        )}
      </MessageView>
    );
  } else if (loading || rows === undefined) {
    body = <DataTableSkeleton columns={columns} caption={props.caption} />;
  } else if (rows.length === 0 && !(remote && filtered)) {
    body = <MessageView icon="empty" message={props.emptyMessage ?? 'موردی برای نمایش وجود ندارد'} />;
  } else if (matching === 0) {
    body = (
      <MessageView icon="empty" message="موردی با این فیلترها پیدا نشد">
        <Button
          variant="outline"
          colorPalette="brand"
          onClick={() => change({ query: '', filters: clearFilters(view) })}
        >
          پاک کردن فیلترها
        </Button>
      </MessageView>
    );
  } else {
    body = <DataTableView {...props} table={table} />;
  }

  return (
    <Stack gap="4" minWidth="0">
      <DataTableToolbar
        searchLabel={props.searchLabel}
        query={view.query}
        selectFilters={props.selectFilters}
        filters={view.filters}
        onChange={change}
      >
        {props.toolbar}
      </DataTableToolbar>
      {rows !== undefined && !error && rows.length > 0 && (
        <Text color="fg.secondary" fontSize="sm" aria-live="polite">
          {/* A remote list's total is of the filtered view: the whole list's is not known here. */}
          {filtered && !remote
            ? `${formatNumber(matching)} مورد از ${formatNumber(rows.length)}`
            : `${formatNumber(matching)} مورد`}
        </Text>
      )}
      {body}
      {!error && matching > 0 && (
        <Pagination
          page={Math.min(view.page, pageCount)}
          pageCount={pageCount}
          onPageChange={(page) => change({ page })}
          label={`صفحه‌بندی ${props.caption}`}
        />
      )}
    </Stack>
  );
}

function clearFilters(view: TableView): Record<string, string> {
  return Object.fromEntries(Object.keys(view.filters).map((column) => [column, '']));
}
