import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIsMobile } from '../../hooks/use-is-mobile';
import { MessageView } from '../message-view/message-view';
import { CardListView } from './card-list-view';
import { TableView } from './table-view';
import type { ResponsiveTableProps } from './types';

function TableSkeleton({ rows, isMobile }: { rows: number; isMobile: boolean }) {
  return (
    <Box role="status" aria-busy="true">
      <Text srOnly>در حال بارگذاری…</Text>
      <Stack gap="3" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <Skeleton key={index} height={isMobile ? '28' : '10'} borderRadius="l3" />
        ))}
      </Stack>
    </Box>
  );
}

/**
 * A table from 768px up and a list of cards below it (SPEC §2), with the loading, error and
 * empty states every report screen needs. Paging is the caller's: pass one page of rows.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const isMobile = useIsMobile();
  const { loading, error, rows, emptyMessage = 'گزارشی برای نمایش وجود ندارد' } = props;
  if (loading) return <TableSkeleton rows={isMobile ? 3 : 6} isMobile={isMobile} />;
  if (error) return <MessageView icon="error" message={error} />;
  if (rows.length === 0) return <MessageView icon="empty" message={emptyMessage} />;
  return isMobile ? <CardListView {...props} /> : <TableView {...props} />;
}
