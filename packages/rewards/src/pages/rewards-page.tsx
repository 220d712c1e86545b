import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { RewardsSummary } from '../components/rewards-summary/rewards-summary';

/** «جایزه‌ها» in the profile layout. */
export function RewardsPage() {
  return (
    <Stack gap="5">
      <title>جایزه‌ها | باشگاه مشتریان</title>
      <PageHeader title="جایزه‌ها" />
      <RewardsSummary />
    </Stack>
  );
}
