import { ConsoleSection, DataTable, useDataTableView, type DataTableColumn } from '@clorofil/ui-rtl';
import type { ApiError } from '@clorofil/api-client';
import { useQuery, type UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { memberCareKeys } from '../api/member-care-queries';

type ListPage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

export type MemberListTableProps<Row> = {
  /** The page's query (`memberCareQueries.ledger(id, page)`). */
  query: (
    page: number,
  ) => UseQueryOptions<ListPage<Row>, ApiError, ListPage<Row>, ReturnType<typeof memberCareKeys.list>>;
  title: string;
  anchor: string;
  /** Buttons beside the section's title (the list's export), shown while the list has rows. */
  actions?: ReactNode;
  caption: string;
  /** The table's prefix in the address: its page is `?<param>page=`. */
  param: string;
  columns: readonly DataTableColumn<Row>[];
  getRowId: (row: Row) => string;
  /** Said when the page could not be read. */
  failure: string;
  emptyMessage: string;
};

/**
 * One of the member page's long lists (the ledger, the spins, the notifications sent) in its own
 * section, newest first, a page of the API's at a time; the page is in the address.
 */
export function MemberListTable<Row extends object>({
  query,
  title,
  anchor,
  actions,
  caption,
  param,
  columns,
  getRowId,
  failure,
  emptyMessage,
}: MemberListTableProps<Row>) {
  const view = useDataTableView({ columns, param });
  const page = useQuery(query(view.page));
  const data = page.data;
  return (
    <ConsoleSection title={title} anchor={anchor} actions={data && data.total > 0 ? actions : undefined}>
      <DataTable
        caption={caption}
        param={param}
        columns={columns}
        rows={data?.items}
        remote={{ total: data?.total }}
        pageSize={data?.pageSize ?? 10}
        getRowId={getRowId}
        loading={page.isPending}
        error={page.isError ? failure : undefined}
        onRetry={() => void page.refetch()}
        emptyMessage={emptyMessage}
      />
    </ConsoleSection>
  );
}
