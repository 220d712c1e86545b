import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { WheelSummary } from '../components/wheel-summary/wheel-summary';

/** «گردونه شانس» in the profile layout. */
export function WheelPage() {
  return (
    <Stack gap="5">
      <title>گردونه شانس | باشگاه مشتریان</title>
      <PageHeader title="گردونه شانس" />
      <WheelSummary />
    </Stack>
  );
}
