import { lazily, normalizeDigits, normalizeText } from '@clorofil/rules';
import {
  columnFilteringFeature,
  constructFilterFn,
  constructSortFn,
  createFilteredRowModel,
  createPaginatedRowModel,
  createSortedRowModel,
  filterFn_equalsString,
  globalFilteringFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  rowSortingFeature,
  sortFn_basic,
  tableFeatures,
} from '@tanstack/react-table';

/** What a search compares: Latin digits, Persian letters for Arabic look-alikes, lower case. */
export function searchable(value: unknown): string {
  return normalizeText(normalizeDigits(String(value ?? ''))).toLowerCase();
}

// Persian's alphabet is not in code-point order (پ چ ژ گ sit after ی), so text sorts with the
// Persian collation; made on first sort, not when the module loads.
const collator = lazily(() => new Intl.Collator('fa', { numeric: true, sensitivity: 'base' }));

const persianText = constructSortFn({
  resolveDataValue: (value) => String(value ?? ''),
  sort: (a: string, b: string) => collator().compare(a, b),
});

const includesSearch = constructFilterFn({
  resolveFilterValue: searchable,
  resolveDataValue: searchable,
  filter: (value: string, query: string) => value.includes(query),
});

/** The table's behaviour: sorting, select and text filters, paging and opening a row. */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnFilteringFeature,
  globalFilteringFeature,
  rowExpandingFeature,
  rowPaginationFeature,
  filteredRowModel: createFilteredRowModel(),
  sortedRowModel: createSortedRowModel(),
  paginatedRowModel: createPaginatedRowModel(),
  sortFns: { persianText, basic: sortFn_basic },
  filterFns: { equalsString: filterFn_equalsString, includesSearch },
});
