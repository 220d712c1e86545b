import { Button, Heading, HStack, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { apiQueries, OperationType, type ScoreEntry } from '@clorofil/api-client';
import { paths } from '@clorofil/app-kit';
import { DirectionalIcon, formatJalaliDateTime, MessageView, PointsAmount, PointsStatus } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** How many entries the dashboard shows; the full list lives on «کلروفیل‌های من». */
export const LATEST_COUNT = 5;

export function latestEntries(entries: readonly ScoreEntry[], count = LATEST_COUNT): ScoreEntry[] {
  return [...entries].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt)).slice(0, count);
}

/** One line of the list: what happened and when on the start side, the signed score at the end. */
function RowFrame({ children, end }: { children: ReactNode; end: ReactNode }) {
  return (
    <HStack
      as="li"
      justify="space-between"
      gap="3"
      paddingBlock="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0.5" minWidth="0">
        {children}
      </Stack>
      {end}
    </HStack>
  );
}

/**
 * A ledger line: the points in the design system's colours (green only once they are the
 * member's; an order still in its return window reads muted with its «در انتظار…» status, as on
 * «کلروفیل‌های من»), the Tehran date and time in the one Jalali format.
 */
function ActivityRow({ entry }: { entry: ScoreEntry }) {
  const spent = entry.operationType === OperationType.Spent;
  return (
    <RowFrame end={<PointsAmount score={entry.score} spent={spent} state={entry.status} />}>
      <Text fontWeight="medium">{entry.activity}</Text>
      <Text asChild fontSize="sm" color="fg.secondary">
        <time dateTime={entry.createdAt}>{formatJalaliDateTime(entry.createdAt)}</time>
      </Text>
      {entry.status !== 'done' && <PointsStatus spent={spent} state={entry.status} text={entry.statusText} />}
    </RowFrame>
  );
}

/** A row while the list loads, built like ActivityRow (its text hidden under the skeleton). */
function ActivityRowSkeleton() {
  return (
    <RowFrame
      end={
        <Skeleton asChild>
          <Text fontWeight="bold">+۱۰</Text>
        </Skeleton>
      }
    >
      <Skeleton asChild>
        <Text fontWeight="medium">خرید از فروشگاه</Text>
      </Skeleton>
      <Skeleton asChild>
        <Text fontSize="sm">۱۴۰۵/۰۹/۰۴، ساعت ۱۲:۰۰</Text>
      </Skeleton>
    </RowFrame>
  );
}

function Body() {
  const scores = useQuery(apiQueries.scores());
  if (scores.status === 'pending') {
    return (
      <Stack role="status" aria-busy="true" gap="0">
        <Text srOnly>در حال بارگذاری آخرین فعالیت‌ها…</Text>
        <Stack as="ul" gap="0" listStyleType="none" aria-hidden="true">
          {[0, 1, 2].map((index) => (
            <ActivityRowSkeleton key={index} />
          ))}
        </Stack>
      </Stack>
    );
  }
  if (scores.status === 'error') {
    return (
      <MessageView icon="error" message="هنگام دریافت کلروفیل‌های شما خطایی رخ داد.">
        <Button variant="outline" colorPalette="brand" size="sm" onClick={() => void scores.refetch()}>
          تلاش دوباره
        </Button>
      </MessageView>
    );
  }
  const entries = latestEntries(scores.data);
  if (entries.length === 0) {
    return (
      <MessageView
        icon="empty"
        message="هنوز فعالیتی ثبت نشده است."
        subMessage="با هر خرید و هر مأموریت، کلروفیل‌هایتان اینجا دیده می‌شوند."
      />
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none">
      {entries.map((entry) => (
        <ActivityRow key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
}

/** The last few score entries, with the way to the full history. */
export const LatestActivity = memo(function LatestActivity() {
  return (
    <Stack
      as="section"
      aria-labelledby="latest-activity"
      gap="2"
      bg="bg.card"
      borderRadius="l3"
      borderWidth="1px"
      padding={{ base: '4', md: '5' }}
    >
      <HStack justify="space-between">
        <Heading as="h2" id="latest-activity" size="md">
          آخرین فعالیت‌ها
        </Heading>
        <ChakraLink asChild color="brand.700" fontSize="sm" fontWeight="medium">
          <RouterLink to={paths.scores}>
            همهٔ کلروفیل‌ها
            <DirectionalIcon direction="forward" size={16} />
          </RouterLink>
        </ChakraLink>
      </HStack>
      <Body />
    </Stack>
  );
});
