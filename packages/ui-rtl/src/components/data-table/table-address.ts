import { normalizeDigits } from '@clorofil/rules';

/** The table's view as the address holds it: `?sort=-at&q=0912&kind=role.grant&page=2`. */
export type TableView = {
  sort: { id: string; desc: boolean } | undefined;
  query: string;
  filters: Record<string, string>;
  page: number;
};

export type TableParams = { sort: string; query: string; page: string; filter: (column: string) => string };

export function tableParams(prefix = ''): TableParams {
  return {
    sort: `${prefix}sort`,
    query: `${prefix}q`,
    page: `${prefix}page`,
    filter: (column) => `${prefix}${column}`,
  };
}

function parseSort(value: string | null, columns: ReadonlySet<string>): TableView['sort'] {
  if (!value) return undefined;
  const desc = value.startsWith('-');
  const id = desc ? value.slice(1) : value;
  return columns.has(id) ? { id, desc } : undefined;
}

/**
 * Reads the view from the address. Anything the table does not know (a column that was renamed, a
 * filter option that is gone, `?page=x`) is ignored, so an old shared link still opens.
 */
export function readView(
  search: URLSearchParams,
  params: TableParams,
  options: {
    sortable: ReadonlySet<string>;
    filters: ReadonlyMap<string, ReadonlySet<string>>;
    defaultSort?: string;
  },
): TableView {
  const sort =
    parseSort(search.get(params.sort), options.sortable) ?? parseSort(options.defaultSort ?? null, options.sortable);
  const filters: Record<string, string> = {};
  for (const [column, allowed] of options.filters) {
    const value = search.get(params.filter(column));
    if (value !== null && allowed.has(value)) filters[column] = value;
  }
  const page = Number(normalizeDigits(search.get(params.page) ?? ''));
  return {
    sort,
    query: search.get(params.query) ?? '',
    filters,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The address after a change of view; any change but paging starts again at page 1. */
export function writeView(
  current: URLSearchParams,
  params: TableParams,
  change: Partial<TableView>,
  defaultSort?: string,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
  if ('sort' in change) {
    const written = change.sort ? `${change.sort.desc ? '-' : ''}${change.sort.id}` : undefined;
    // The default order leaves the address clean.
    set(params.sort, written === defaultSort ? undefined : written);
  }
  if ('query' in change) set(params.query, change.query?.trim() ? change.query : undefined);
  if (change.filters) for (const [column, value] of Object.entries(change.filters)) set(params.filter(column), value);
  const page = 'page' in change ? change.page : 1;
  set(params.page, page && page > 1 ? String(page) : undefined);
  return next;
}
