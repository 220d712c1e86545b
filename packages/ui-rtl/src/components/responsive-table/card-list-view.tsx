import { Box, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { cellValue } from './cell-value';
import type { Column, ResponsiveTableProps } from './types';

type CardListViewProps<T> = Omit<ResponsiveTableProps<T>, 'loading' | 'error' | 'emptyMessage' | 'onRowClick'>;

function Pairs({ pairs }: { pairs: { key: string; header: ReactNode; value: ReactNode; numeric?: boolean }[] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm">
      {pairs.map(({ key, header, value, numeric }) => (
        <Box key={key} display="contents">
          <Box as="dt" color="fg.secondary">
            {header}
          </Box>
          <Box as="dd" margin="0" textAlign="end" fontWeight="medium">
            {numeric ? <bdi>{value}</bdi> : value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The mobile layout: one card per row listing "header: value", plus an optional action. */
export function CardListView<T>({
  columns,
  rows,
  getRowKey,
  caption,
  total,
  cardAction,
  indexOffset = 0,
}: CardListViewProps<T>) {
  const visible: Column<T>[] = columns.filter((column) => !column.hideOnMobile);
  return (
    <Stack as="ul" aria-label={caption} gap="3" listStyleType="none" padding="0" margin="0">
      {rows.map((row, index) => (
        <Box as="li" key={getRowKey(row, index)} bg="bg.card" borderWidth="1px" borderRadius="l3" padding="4">
          <Pairs
            pairs={visible.map((column) => ({
              key: column.key,
              header: column.header,
              value: cellValue(column, row, index + indexOffset),
              numeric: column.isNumeric,
            }))}
          />
          {cardAction && <Box marginBlockStart="3">{cardAction(row, index + indexOffset)}</Box>}
        </Box>
      ))}
      {total && (
        <Box as="li" bg="brand.subtle" borderRadius="l3" padding="4" fontWeight="bold">
          <Box marginBlockEnd="2">{total.label}</Box>
          <Pairs
            pairs={visible
              .filter((column) => total.values[column.key] !== undefined)
              .map((column) => ({
                key: column.key,
                header: column.header,
                value: total.values[column.key],
                numeric: true,
              }))}
          />
        </Box>
      )}
    </Stack>
  );
}
