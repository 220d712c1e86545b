import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { CommissionsSummary } from '../components/commissions-summary/commissions-summary';

/** «کمیسیون‌ها» in the profile layout. */
export function CommissionsPage() {
  return (
    <Stack gap="5">
      <title>کمیسیون‌ها | باشگاه مشتریان</title>
      <PageHeader title="کمیسیون‌ها" />
      <CommissionsSummary />
    </Stack>
  );
}
