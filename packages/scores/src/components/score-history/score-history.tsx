import { Button, Heading, Stack } from '@chakra-ui/react';
import type { ScoreEntry } from '@clorofil/api-client';
import {
  formatNumber,
  MessageView,
  Pagination,
  ResponsiveTable,
  type Column,
  useUrlPagination,
} from '@clorofil/ui-rtl';
import { RotateCcw } from 'lucide-react';
import { memo, useCallback, useDeferredValue, useRef } from 'react';
import { useScoreHistory } from '../../api/use-scores-data';
import { DateCell, ScoreCell, StatusCell } from './score-cells';

const columns: Column<ScoreEntry>[] = [
  { key: 'row', header: 'ردیف', render: (_, index) => formatNumber(index + 1), hideOnMobile: true },
  { key: 'date', header: 'تاریخ', render: (entry) => <DateCell entry={entry} /> },
  { key: 'score', header: 'کلروفیل', render: (entry) => <ScoreCell entry={entry} />, isNumeric: true },
  { key: 'activity', header: 'فعالیت', render: (entry) => entry.activity },
  { key: 'status', header: 'وضعیت', render: (entry) => <StatusCell entry={entry} /> },
];

/** Every line of the member's clorofil, newest first, paged with the page in the address. */
export const ScoreHistory = memo(function ScoreHistory() {
  const history = useScoreHistory();
  const heading = useRef<HTMLHeadingElement>(null);
  // A new page starts at this list's heading, not at the top of the screen above the summary.
  const toTop = useCallback(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    heading.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, []);
  // The rows are rendered in a deferred render (a transition, in slices), not in the synchronous
  // update their answer brings; the skeleton stays until then.
  const entries = useDeferredValue(history.data);
  const paging = useUrlPagination(entries ?? [], { onPageChange: toTop });

  return (
    <Stack as="section" gap="3" aria-labelledby="score-history-heading">
      <Heading as="h2" size="md" id="score-history-heading" ref={heading} scrollMarginTop="20">
        ریز کلروفیل‌ها
      </Heading>
      {history.isError ? (
        <MessageView icon="error" message="در دریافت کلروفیل‌های شما خطایی رخ داد" subMessage="لطفاً دوباره تلاش کنید.">
          <Button variant="outline" colorPalette="brand" onClick={() => void history.refetch()}>
            <RotateCcw size={18} aria-hidden="true" />
            تلاش دوباره
          </Button>
        </MessageView>
      ) : (
        <ResponsiveTable
          caption="ریز کلروفیل‌های من"
          columns={columns}
          rows={paging.pageItems}
          getRowKey={(entry) => entry.id}
          indexOffset={paging.offset}
          loading={entries === undefined}
          emptyMessage="فهرست شما خالی است"
        />
      )}
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        onPageChange={paging.goTo}
        label="صفحه‌بندی ریز کلروفیل‌ها"
      />
    </Stack>
  );
});
