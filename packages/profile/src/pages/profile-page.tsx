import { Stack } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { ProfileSummary } from '../components/profile-summary/profile-summary';

/** «اطلاعات کاربری» in the profile layout. */
export function ProfilePage() {
  return (
    <Stack gap="5">
      <title>اطلاعات کاربری | باشگاه مشتریان</title>
      <PageHeader title="اطلاعات کاربری" />
      <ProfileSummary />
    </Stack>
  );
}
