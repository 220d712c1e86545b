import { Badge, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { isApiError } from '@clorofil/api-client';
import { Code, formatJalaliDateTime, notify, type DataTableColumn } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberCarePaths } from '../paths';

// The columns member care's tables share: a moment, a long text, a state with its note, a
// member's name linked to their page, a code or number read left to right.

/** A moment in the Jalali calendar, `—` while there is none; left out of the text filter. */
export function timeColumn<T>(key: string, header: string, at: (row: T) => string | null): DataTableColumn<T> {
  return {
    key,
    header,
    value: at,
    cell: (row) => {
      const value = at(row);
      return value ? formatJalaliDateTime(value) : '—';
    },
    searchable: false,
  };
}

/** Text long enough to wrap: it keeps a readable width when the table scrolls on a phone. */
export function textColumn<T>(key: string, header: string, text: (row: T) => string): DataTableColumn<T> {
  return { key, header, value: text, cell: (row) => <Text minWidth="48">{text(row)}</Text> };
}

/** A state as a coloured badge, with the note that explains it (a refusal, a fault) under it. */
export function stateColumn<T>(
  header: string,
  state: (row: T) => { label: string; color: string; note?: string | null },
): DataTableColumn<T> {
  return {
    key: 'state',
    header,
    value: (row) => state(row).label,
    cell: (row) => {
      const { label, color, note } = state(row);
      return (
        <Stack gap="1" align="flex-start">
          <Badge variant="subtle" colorPalette={color}>
            {label}
          </Badge>
          {note && (
            <Text fontSize="xs" color="fg.secondary">
              {note}
            </Text>
          )}
        </Stack>
      );
    },
  };
}

/** A code, a mobile or a reference: read left to right in its own run, `—` when there is none. */
export function codeColumn<T>(key: string, header: string, code: (row: T) => string | null): DataTableColumn<T> {
  return {
    key,
    header,
    value: code,
    cell: (row) => {
      const value = code(row);
      return value ? <Code>{value}</Code> : '—';
    },
    isNumeric: true,
  };
}

/** A member's name linked to their page. */
export function memberColumn<T>(member: (row: T) => { id: number; name: string }, header = 'عضو'): DataTableColumn<T> {
  return {
    key: 'member',
    header,
    value: (row) => member(row).name,
    cell: (row) => {
      const { id, name } = member(row);
      return (
        <ChakraLink asChild color="brand.fg" textDecoration="underline" fontWeight="bold">
          <Link to={memberCarePaths.member(id)}>{name || 'بدون نام'}</Link>
        </ChakraLink>
      );
    },
  };
}

/** A refused or failed action: the API's Persian message, or the screen's own when there is none. */
export function failed(error: unknown, fallback: string) {
  notify.error(isApiError(error) ? error.message : fallback);
}

/** The row's buttons. */
export function actionsColumn<T>(actions: (row: T) => ReactNode): DataTableColumn<T> {
  return { key: 'actions', header: 'عملیات', value: () => null, searchable: false, cell: actions };
}
