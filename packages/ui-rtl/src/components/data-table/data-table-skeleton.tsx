import { Box, Skeleton, Table } from '@chakra-ui/react';
import type { DataTableColumn } from './types';

type DataTableSkeletonProps<T> = { columns: readonly DataTableColumn<T>[]; caption: string };

/** The table's own shape while its rows are on their way, so nothing moves when they arrive. */
export function DataTableSkeleton<T>({ columns, caption }: DataTableSkeletonProps<T>) {
  return (
    // Clipped, not scrolled: a skeleton has nothing a keyboard could scroll to.
    <Box overflow="hidden" borderWidth="1px" borderRadius="l3" bg="bg.card" role="status" aria-busy="true">
      <Table.Root size="md">
        <Table.Caption srOnly>{`${caption}: در حال بارگذاری…`}</Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.muted">
            {columns.map((column) => (
              <Table.ColumnHeader key={column.key} scope="col" fontWeight="bold" whiteSpace="nowrap">
                {column.header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body aria-hidden="true">
          {Array.from({ length: 5 }, (_, row) => (
            <Table.Row key={row}>
              {columns.map((column) => (
                <Table.Cell key={column.key}>
                  <Skeleton height="5" minWidth="16" borderRadius="l2" />
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
