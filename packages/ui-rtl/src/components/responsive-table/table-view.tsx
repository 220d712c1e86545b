import { Table } from '@chakra-ui/react';
import { cellAlign, cellValue } from './cell-value';
import type { ResponsiveTableProps } from './types';

type TableViewProps<T> = Omit<ResponsiveTableProps<T>, 'loading' | 'error' | 'emptyMessage' | 'cardAction'>;

/** The desktop layout: a real table with a caption, headers and an optional total row. */
export function TableView<T>({
  columns,
  rows,
  getRowKey,
  caption,
  total,
  onRowClick,
  indexOffset = 0,
}: TableViewProps<T>) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="l3" bg="bg.card">
      <Table.Root size="md" interactive={Boolean(onRowClick)}>
        <Table.Caption srOnly>{caption}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" textAlign={cellAlign(column)} fontWeight="bold">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {rows.map((row, index) => (
            <Table.Row
              key={getRowKey(row, index)}
              cursor={onRowClick ? 'pointer' : undefined}
              onClick={onRowClick ? () => onRowClick(row, index + indexOffset) : undefined}
            >
              {columns.map((column) => (
                <Table.Cell key={column.key} textAlign={cellAlign(column)}>
                  {column.isNumeric ? (
                    <bdi>{cellValue(column, row, index + indexOffset)}</bdi>
                  ) : (
                    cellValue(column, row, index + indexOffset)
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
        {total && (
          <Table.Footer>
            <Table.Row bg="brand.subtle" fontWeight="bold">
              {columns.map((column, position) => (
                <Table.Cell key={column.key} textAlign={cellAlign(column)}>
                  {position === 0 ? total.label : <bdi>{total.values[column.key]}</bdi>}
                </Table.Cell>
              ))}
            </Table.Row>
          </Table.Footer>
        )}
      </Table.Root>
    </Table.ScrollArea>
  );
}
