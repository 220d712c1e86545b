import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readView, tableParams, type TableView } from './table-address';
import type { DataTableColumn, DataTableSelectFilter } from './types';

export type DataTableViewOptions = {
  columns: readonly Pick<DataTableColumn<never>, 'key' | 'sortable'>[];
  selectFilters?: readonly DataTableSelectFilter[] | undefined;
  defaultSort?: string | undefined;
  param?: string | undefined;
};

/**
 * The table's view (sort, text filter, select filters, page) as the address holds it. The table
 * reads it with this hook, and so does a page whose API sorts, filters and pages the list
 * (`DataTable`'s `remote`), with the same columns and filters, so both ask for one view.
 */
export function useDataTableView({ columns, selectFilters, defaultSort, param }: DataTableViewOptions): TableView {
  const [search] = useSearchParams();
  const params = useMemo(() => tableParams(param), [param]);
  return readView(search, params, {
    sortable: new Set(columns.filter((column) => column.sortable).map((column) => column.key)),
    filters: new Map(
      (selectFilters ?? []).map((filter) => [filter.column, new Set(filter.options.map((o) => String(o.value)))]),
    ),
    defaultSort,
  });
}
