import type { ReactNode } from 'react';
import { formatNumber } from '../../format';
import type { Column } from './types';

/** What a column shows for a row: its renderer, or the raw field with Persian numbers. */
export function cellValue<T>(column: Column<T>, row: T, index: number): ReactNode {
  if (column.render) return column.render(row, index);
  const raw = (row as Record<string, unknown>)[column.key];
  if (typeof raw === 'number' || typeof raw === 'bigint') return formatNumber(raw);
  if (raw === null || raw === undefined) return '—';
  return String(raw);
}

/** Text alignment for a column in logical terms, numeric columns at the end. */
export function cellAlign<T>(column: Column<T>): 'start' | 'center' | 'end' {
  return column.align ?? (column.isNumeric ? 'end' : 'start');
}
