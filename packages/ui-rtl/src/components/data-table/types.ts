import type { ReactNode } from 'react';
import type { SelectOption } from '../select-control/select-control';

/** A value a column sorts and filters by: what the row holds, never the markup it shows. */
export type DataTableValue = string | number | null | undefined;

export type DataTableColumn<T> = {
  /** Unique in the table: the column's id and its name in the address (`?sort=-createdAt`). */
  key: string;
  header: string;
  /** What the column sorts, filters and (without `cell`) shows. */
  value: (row: T) => DataTableValue;
  /** The cell's content; defaults to the value, numbers with Persian digits. */
  cell?: (row: T) => ReactNode;
  /** A header that sorts the rows when pressed. */
  sortable?: boolean;
  /** Left out of the text filter (ids, dates, actions). */
  searchable?: boolean;
  /** Aligned to the end and isolated as a left-to-right run (numbers, mobiles, codes). */
  isNumeric?: boolean;
};

/** A select above the table that keeps only the rows whose column equals the chosen option. */
export type DataTableSelectFilter = {
  /** The column it filters; its name in the address too. */
  column: string;
  label: string;
  options: readonly SelectOption[];
  /** The option that keeps every row, e.g. «همهٔ نقش‌ها». */
  allLabel: string;
};

export type DataTableProps<T> = {
  columns: readonly DataTableColumn<T>[];
  /** Undefined while the first answer is on its way. */
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Names the table for screen readers (shown to them as its caption). */
  caption: string;
  /** A text box filtering every searchable column; its label. Without it, no text filter. */
  searchLabel?: string;
  selectFilters?: readonly DataTableSelectFilter[];
  /** Sort used while the address names none: a column key, `-key` for descending. */
  defaultSort?: string;
  /** Rows per page (default 20). */
  pageSize?: number;
  /** Prefix of the table's parameters in the address, for a page with two tables. */
  param?: string;
  loading?: boolean;
  /** Shown in place of the rows when the list could not be read. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when nothing was read at all (default «موردی برای نمایش وجود ندارد»). */
  emptyMessage?: ReactNode;
  /** Details shown under a row when it is opened; without it rows do not open. */
  renderDetails?: (row: T) => ReactNode;
  /** The name of a row's open/close button, e.g. «جزئیات ثبت ۱۲». */
  detailsLabel?: (row: T) => string;
  /** More controls in the filter bar (filters the page sends to the API). */
  toolbar?: ReactNode;
  /**
   * A list too long to send at once: the API sorts, filters and pages it. `rows` is the page it
   * answered for the address's view (the page reads that view with `useDataTableView`, given the
   * same columns, filters and default sort), `total` how many rows the view holds in all, unknown
   * until the first answer. `pageSize` is the API's.
   */
  remote?: { total: number | undefined };
};
