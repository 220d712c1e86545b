import { Button, Group, HStack, Stack } from '@chakra-ui/react';
import { activityDaysRange, exportActivityReport } from '@clorofil/api-client';
import { DownloadButton, MessageView, PageHeader, SkeletonList, toPersianDigits } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { reportQueries } from '../api/use-liability';
import { ActiveMembersChart, IssuedSpentChart } from '../components/activity-charts';
import { ReviewQueueChart, RewardsChart, WheelPrizesCharts } from '../components/activity-breakdowns';

const spans = [7, 30, 90, 180] as const;

/** `?days=` as the page reads it: one of the offered spans, the default otherwise. */
function spanOf(text: string | null): number {
  const days = Number(text);
  return (spans as readonly number[]).includes(days) ? days : activityDaysRange.default;
}

/**
 * /operator/reports/activity — points issued by cause, spent, and members active, day by day; the
 * wheel's prizes against their odds and budgets, rewards bought with stock left, and the review
 * queue's age.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const days = spanOf(params.get('days'));
  const report = useQuery(reportQueries.activity(days));
  const data = report.data;
  const quiet = data?.days.every(
    (day) => day.active === 0 && day.spent === 0 && Object.values(day.issued).every((n) => n === 0),
  );
  return (
    <Stack gap="5">
      <title>نمودار فعالیت | کنسول باشگاه</title>
      <PageHeader
        title="فعالیت باشگاه"
        actions={
          <HStack gap="3" wrap="wrap">
            <Group attached role="group" aria-label="بازهٔ گزارش">
              {spans.map((span) => (
                <Button
                  key={span}
                  size="sm"
                  minHeight="11"
                  variant={span === days ? 'solid' : 'outline'}
                  aria-pressed={span === days}
                  onClick={() => setParams({ days: String(span) })}
                >
                  {toPersianDigits(span)} روز
                </Button>
              ))}
            </Group>
            <DownloadButton download={() => exportActivityReport({ days })}>دریافت روزها (CSV)</DownloadButton>
          </HStack>
        }
      />
      {report.isPending && <SkeletonList count={5} />}
      {report.isError && (
        <MessageView icon="error" message="گزارش فعالیت دریافت نشد">
          <Button minHeight="11" onClick={() => void report.refetch()}>
            تلاش دوباره
          </Button>
        </MessageView>
      )}
      {data && (
        <Stack gap="8" aria-busy={report.isFetching}>
          {quiet ? (
            <MessageView
              icon="empty"
              message={`در ${toPersianDigits(days)} روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.`}
            />
          ) : (
            <>
              <IssuedSpentChart days={data.days} />
              <ActiveMembersChart days={data.days} />
            </>
          )}
          <WheelPrizesCharts wheels={data.wheels} days={days} />
          <RewardsChart rewards={data.rewards} days={days} />
          <ReviewQueueChart queue={data.reviewQueue} days={days} />
        </Stack>
      )}
    </Stack>
  );
}
