import { Button, Stack, Text } from '@chakra-ui/react';
import { apiQueries, exportPendingReviews } from '@clorofil/api-client';
import {
  DownloadButton,
  MessageView,
  PageHeader,
  Pagination,
  SkeletonList,
  formatNumber,
  usePagination,
} from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useMemo } from 'react';
import { useOptionLists } from '../../api/use-option-lists';
import { ReviewCard } from '../components/review/review-card';

const TITLE = 'بررسی درخواست‌ها';

/** /review: pending type requests, oldest first, a page at a time, for reviewers only (the route's guard). */
export function ReviewPage() {
  const pending = useQuery(apiQueries.pendingReviews());
  const student = useOptionLists('student');
  const teacher = useOptionLists('teacher');
  const lists = student.lists && teacher.lists ? { ...student.lists, ...teacher.lists } : undefined;
  const sorted = useMemo(
    () => [...(pending.data ?? [])].sort((a, b) => a.submittedAt.localeCompare(b.submittedAt)),
    [pending.data],
  );
  const page = usePagination(sorted);
  // One clock per render, so every card's waiting time is measured from the same moment.
  const now = new Date(pending.dataUpdatedAt || Date.now());

  let body;
  if (pending.isError) {
    body = (
      <MessageView icon="error" message="فهرست درخواست‌ها دریافت نشد" subMessage="لطفاً دوباره تلاش کنید.">
        <Button variant="outline" colorPalette="brand" onClick={() => void pending.refetch()}>
          <RotateCcw size={18} aria-hidden="true" />
          تلاش دوباره
        </Button>
      </MessageView>
    );
  } else if (pending.isPending) {
    body = <SkeletonList count={3} />;
  } else if (sorted.length === 0) {
    body = (
      <MessageView
        icon="empty"
        message="درخواستی در انتظار بررسی نیست"
        subMessage="درخواست‌های تازه اینجا نمایش داده می‌شوند."
      />
    );
  } else {
    body = (
      <Stack gap="4">
        <Text color="fg.secondary">{formatNumber(sorted.length)} درخواست در انتظار بررسی، قدیمی‌ترین در ابتدا</Text>
        {page.pageItems.map((review) => (
          <ReviewCard key={review.mobile} review={review} lists={lists} now={now} />
        ))}
        <Pagination page={page.page} pageCount={page.pageCount} onPageChange={page.goTo} label="صفحه‌بندی درخواست‌ها" />
      </Stack>
    );
  }

  return (
    <Stack gap="2">
      <title>{`${TITLE} | باشگاه مشتریان`}</title>
      <PageHeader
        title={TITLE}
        showBack
        actions={
          // The whole queue, not only the page of cards on screen; nothing to offer when none waits.
          sorted.length > 0 ? (
            <DownloadButton download={exportPendingReviews}>دریافت فهرست (CSV)</DownloadButton>
          ) : undefined
        }
      />
      {body}
    </Stack>
  );
}
