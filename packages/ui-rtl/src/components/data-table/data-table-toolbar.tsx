import { Box, Field, Flex, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { SelectControl } from '../select-control/select-control';
import type { TableView } from './table-address';
import type { DataTableSelectFilter } from './types';

type DataTableToolbarProps = {
  searchLabel?: string;
  query: string;
  selectFilters?: readonly DataTableSelectFilter[];
  filters: Record<string, string>;
  onChange: (change: Partial<TableView>) => void;
  /** The page's own filters, laid out with the table's. */
  children?: ReactNode;
};

/** The filters above the table: a row on a wide screen, one under another on a phone. */
export function DataTableToolbar({
  searchLabel,
  query,
  selectFilters = [],
  filters,
  onChange,
  children,
}: DataTableToolbarProps) {
  const id = useId();
  if (!searchLabel && selectFilters.length === 0 && !children) return null;
  return (
    <Flex gap="3" wrap="wrap" align="end" role="search">
      {searchLabel && (
        <Field.Root flex="2 1 16rem" minWidth="0">
          <Field.Label>{searchLabel}</Field.Label>
          <Box position="relative" width="full">
            <Input
              type="search"
              value={query}
              height="11"
              paddingInlineStart="10"
              onChange={(event) => onChange({ query: event.target.value })}
            />
            <Box
              position="absolute"
              insetInlineStart="3"
              top="50%"
              transform="translateY(-50%)"
              color="fg.secondary"
              display="flex"
            >
              <Search size={18} aria-hidden="true" />
            </Box>
          </Box>
        </Field.Root>
      )}
      {selectFilters.map((filter) => (
        <Field.Root key={filter.column} flex="1 1 11rem" minWidth="0">
          <Field.Label htmlFor={`${id}-${filter.column}`}>{filter.label}</Field.Label>
          <SelectControl
            id={`${id}-${filter.column}`}
            value={filters[filter.column] ?? ''}
            options={[{ value: '', label: filter.allLabel }, ...filter.options]}
            onChange={(event) => onChange({ filters: { [filter.column]: event.target.value } })}
          />
        </Field.Root>
      ))}
      {children}
    </Flex>
  );
}
