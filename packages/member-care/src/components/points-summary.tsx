import { Grid, List, Stack, Text } from '@chakra-ui/react';
import type { ScoreSummary } from '@clorofil/api-client';
import { ConsoleSection, formatJalaliDate, formatNumber, toPersianDigits } from '@clorofil/ui-rtl';

export type PointsSummaryProps = { points: ScoreSummary };

/** The balance as the member reads it on «کلروفیل‌های من», and the day each pending order's points arrive. */
export function PointsSummary({ points }: PointsSummaryProps) {
  return (
    <ConsoleSection title="امتیازها" anchor="points">
      <Grid templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        <Tile label="موجودی قابل خرج" value={points.balance} testId="balance" />
        <Tile label="در راه (مهلت مرجوعی)" value={points.pending} testId="pending" />
        <Tile label="دریافت‌شده" value={points.received} />
        <Tile label="خرج‌شده" value={points.spent} />
      </Grid>
      {points.pendingItems.length > 0 && (
        <Stack gap="1">
          <Text fontWeight="bold" fontSize="sm">
            امتیازهای در راه
          </Text>
          <List.Root gap="1" paddingInlineStart="5" data-testid="pending-items">
            {points.pendingItems.map((item) => (
              <List.Item key={item.orderId} fontSize="sm">
                {`${formatNumber(item.points)} کلروفیل سفارش ${toPersianDigits(item.orderId)}، قابل خرج از ${formatJalaliDate(item.availableAt, 'long')}`}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
    </ConsoleSection>
  );
}

function Tile({ label, value, testId }: { label: string; value: number; testId?: string }) {
  return (
    <Stack gap="1" padding="3" borderWidth="1px" borderRadius="l2" bg="bg.muted" data-testid={testId}>
      <Text fontSize="xs" color="fg.secondary">
        {label}
      </Text>
      <Text fontSize="lg" fontWeight="bold">
        {`${formatNumber(value)} کلروفیل`}
      </Text>
    </Stack>
  );
}
