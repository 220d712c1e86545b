import { Box, chakra, IconButton, Table } from '@chakra-ui/react';
import type { ReactTable, RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronDown } from 'lucide-react';
import { Fragment, useId, type ReactNode } from 'react';
import { formatNumber, toPersianDigits } from '../../format';
import type { dataTableFeatures } from './table-features';
import type { DataTableColumn, DataTableProps } from './types';

type DataTableViewProps<T extends RowData> = DataTableProps<T> & {
  table: ReactTable<typeof dataTableFeatures, T>;
};

const SortButton = chakra('button');

function defaultCell<T>(column: DataTableColumn<T>, row: T): ReactNode {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number') return formatNumber(value);
  return column.isNumeric ? toPersianDigits(value) : value;
}

const SORT_NAME = { asc: 'صعودی', desc: 'نزولی' } as const;

/** The rows of one page, with sortable headers and rows that open to show their details. */
export function DataTableView<T extends RowData>({
  table,
  columns,
  caption,
  renderDetails,
  detailsLabel,
}: DataTableViewProps<T>) {
  const id = useId();
  const byKey = new Map(columns.map((column) => [column.key, column]));
  const span = columns.length + (renderDetails ? 1 : 0);
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg.card" tabIndex={0} aria-label={caption}>
      <Table.Root size="md">
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {renderDetails && (
              <Table.ColumnHeader width="12" scope="col">
                <Box as="span" srOnly>
                  جزئیات
                </Box>
              </Table.ColumnHeader>
            )}
            {table.getFlatHeaders().map((header) => {
              const column = byKey.get(header.column.id)!;
              const sorted = header.column.getIsSorted();
              const align = column.isNumeric ? 'end' : 'start';
              return (
                <Table.ColumnHeader
                  key={header.id}
                  scope="col"
                  fontWeight="bold"
                  whiteSpace="nowrap"
                  textAlign={align}
                  aria-sort={
                    column.sortable ? (sorted ? (sorted === 'asc' ? 'ascending' : 'descending') : 'none') : undefined
                  }
                >
                  {column.sortable ? (
                    <SortButton
                      type="button"
                      display="inline-flex"
                      alignItems="center"
                      gap="1"
                      minHeight="11"
                      fontWeight="bold"
                      cursor="pointer"
                      borderRadius="l2"
                      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
                      onClick={header.column.getToggleSortingHandler()}
                      title={sorted ? `مرتب‌شده ${SORT_NAME[sorted]}` : 'مرتب کردن'}
                    >
                      {column.header}
                      {sorted === 'asc' ? (
                        <ArrowUp size={16} aria-hidden="true" />
                      ) : sorted === 'desc' ? (
                        <ArrowDown size={16} aria-hidden="true" />
                      ) : (
                        <ArrowUpDown size={16} aria-hidden="true" opacity={0.5} />
                      )}
                    </SortButton>
                  ) : (
                    column.header
                  )}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {table.getRowModel().rows.map((row) => {
            const open = row.getIsExpanded();
            const detailsId = `${id}-${row.id}`;
            return (
              <Fragment key={row.id}>
                <Table.Row data-testid="data-table-row">
                  {renderDetails && (
                    <Table.Cell paddingBlock="1">
                      <IconButton
                        variant="ghost"
                        size="sm"
                        minWidth="11"
                        height="11"
                        aria-expanded={open}
                        aria-controls={open ? detailsId : undefined}
                        aria-label={detailsLabel?.(row.original) ?? 'جزئیات'}
                        onClick={row.getToggleExpandedHandler()}
                      >
                        <Box as="span" display="inline-flex" transform={open ? 'rotate(180deg)' : undefined}>
                          <ChevronDown size={18} aria-hidden="true" />
                        </Box>
                      </IconButton>
                    </Table.Cell>
                  )}
                  {row.getAllCells().map((cell) => {
                    const column = byKey.get(cell.column.id)!;
                    const content = column.cell ? column.cell(row.original) : defaultCell(column, row.original);
                    return (
                      <Table.Cell key={cell.id} textAlign={column.isNumeric ? 'end' : 'start'} whiteSpace="nowrap">
                        {column.isNumeric ? <bdi>{content}</bdi> : content}
                      </Table.Cell>
                    );
                  })}
                </Table.Row>
                {open && renderDetails && (
                  <Table.Row id={detailsId} bg="bg.subtle">
                    <Table.Cell colSpan={span}>{renderDetails(row.original)}</Table.Cell>
                  </Table.Row>
                )}
              </Fragment>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
