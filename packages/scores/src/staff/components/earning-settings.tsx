import { Alert, Button, chakra, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { EarningSetting } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { missionConsoleQueries } from '../api/use-mission-console';

function Setting({ label, value, setting }: { label: string; value: string; setting: EarningSetting }) {
  return (
    <Stack gap="1" borderWidth="1px" borderRadius="l2" padding="3">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Stack as="dd" gap="1">
        <Text fontWeight="bold">{value}</Text>
        <Text fontSize="xs" color="fg.muted">
          از کجا می‌آید: {/* A file path and a constant's name: Latin, left to right, broken anywhere on a phone. */}
          <chakra.code dir="ltr" unicodeBidi="isolate" overflowWrap="anywhere" fontSize="xs">
            {setting.source}
          </chakra.code>
        </Text>
      </Stack>
    </Stack>
  );
}

/**
 * The earning rules of SPEC as the API applies them, read from the API (never a copy here), each
 * with the constant it comes from. Read-only: they change with a deploy, not from the console.
 */
export function EarningSettings() {
  const settings = useQuery(missionConsoleQueries.earning());
  const id = useId();
  const data = settings.data;
  return (
    <Stack as="section" gap="3" aria-labelledby={id} borderWidth="1px" borderRadius="l3" padding="4">
      <Heading as="h2" size="md" id={id}>
        قواعد کسب امتیاز
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        فقط برای دیدن؛ این مقدارها در کد سرور تعریف شده‌اند و با انتشار نسخهٔ تازه تغییر می‌کنند.
      </Text>
      {settings.isPending && <Skeleton height="24" borderRadius="l2" />}
      {settings.isError && (
        <Alert.Root status="error" borderRadius="l2">
          <Alert.Indicator />
          <Alert.Title>قواعد کسب امتیاز دریافت نشد.</Alert.Title>
          <Button size="sm" minHeight="11" marginInlineStart="auto" onClick={() => void settings.refetch()}>
            تلاش دوباره
          </Button>
        </Alert.Root>
      )}
      {data && (
        <SimpleGrid as="dl" columns={{ base: 1, lg: 3 }} gap="3">
          <Setting
            label="امتیاز خرید"
            value={`۱ کلروفیل به ازای هر ${formatNumber(data.tomanPerPoint.value)} تومان`}
            setting={data.tomanPerPoint}
          />
          <Setting
            label="امتیاز نظرسنجی"
            value={`${formatNumber(data.surveyPoints.value)} کلروفیل برای هر نظرسنجی تکمیل‌شده`}
            setting={data.surveyPoints}
          />
          <Setting
            label="مهلت مرجوعی"
            value={`${formatNumber(data.returnWindowDays.value)} روز تقویمی تهران؛ امتیاز خرید پس از آن قابل استفاده می‌شود`}
            setting={data.returnWindowDays}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
