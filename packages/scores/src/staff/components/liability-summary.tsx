import { Grid, Stack, Text } from '@chakra-ui/react';
import type { PointsLiability } from '@clorofil/api-client';
import { formatNumber, formatToman } from '@clorofil/ui-rtl';

export type LiabilitySummaryProps = { report: PointsLiability };

/** What the club owes on the day: points spendable and pending, and what they are worth in toman. */
export function LiabilitySummary({ report }: LiabilitySummaryProps) {
  return (
    <Stack gap="2">
      <Grid as="dl" templateColumns={{ base: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="3">
        <Tile label="قابل خرج" value={`${formatNumber(report.spendable)} کلروفیل`} />
        <Tile label="در راه (مهلت مرجوعی)" value={`${formatNumber(report.pending)} کلروفیل`} />
        <Tile label="جمع بدهی امتیازی" value={`${formatNumber(report.spendable + report.pending)} کلروفیل`} />
        <Tile label="ارزش ریالی" value={formatToman(report.valueToman)} />
      </Grid>
      <Text fontSize="sm" color="fg.secondary">
        {`هر کلروفیل ${formatToman(report.pointValueToman)} حساب شده است؛ امتیازها منقضی نمی‌شوند.`}
      </Text>
    </Stack>
  );
}

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap="1" padding="3" borderWidth="1px" borderRadius="l2" bg="bg.muted">
      <Text as="dt" fontSize="xs" color="fg.secondary">
        {label}
      </Text>
      <Text as="dd" fontSize="lg" fontWeight="bold">
        {value}
      </Text>
    </Stack>
  );
}
