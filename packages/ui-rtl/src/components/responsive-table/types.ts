import type { ReactNode } from 'react';

export type ColumnAlign = 'start' | 'center' | 'end';

export type Column<T> = {
  key: string;
  header: ReactNode;
  /** Defaults to `row[key]`; numbers are shown with Persian digits and grouping. */
  render?: (row: T, index: number) => ReactNode;
  align?: ColumnAlign;
  /** Aligns to the end and keeps the value in an LTR-safe isolate. */
  isNumeric?: boolean;
  /** Leave out of the mobile card (e.g. a row number the card layout does not need). */
  hideOnMobile?: boolean;
};

export type TotalRow = {
  label: ReactNode;
  /** Values by column key; missing keys leave the cell empty. */
  values: Partial<Record<string, ReactNode>>;
};

export type ResponsiveTableProps<T> = {
  columns: Column<T>[];
  rows: readonly T[];
  getRowKey: (row: T, index: number) => string | number;
  /** Names the table for screen readers (visually hidden). */
  caption: string;
  total?: TotalRow;
  /** Button or link at the bottom of each mobile card, e.g. 'مشاهده جزئیات'. */
  cardAction?: (row: T, index: number) => ReactNode;
  /** Row click on desktop, e.g. open the detail page. */
  onRowClick?: (row: T, index: number) => void;
  /** Added to the row index passed to `render` so row numbers continue across pages. */
  indexOffset?: number;
  loading?: boolean;
  /** When set, the table shows this failure instead of rows. */
  error?: ReactNode;
  /** Shown when there are no rows: defaults to 'گزارشی برای نمایش وجود ندارد'. */
  emptyMessage?: ReactNode;
};
