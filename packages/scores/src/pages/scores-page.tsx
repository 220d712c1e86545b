import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { ScoresSummary } from '../components/scores-summary/scores-summary';

/** «کلروفیل‌های من» in the profile layout. */
export function ScoresPage() {
  return (
    <Stack gap="5">
      <title>کلروفیل‌های من | باشگاه مشتریان</title>
      <PageHeader title="کلروفیل‌های من" />
      <ScoresSummary />
    </Stack>
  );
}
