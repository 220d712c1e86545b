import { Stack, Text } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { BankInformationPanel } from '../components/bank-information/bank-information-panel';

/** «اطلاعات حساب بانکی»: where the partner's commissions are paid. */
export function BankInformationPage() {
  return (
    <Stack gap="4">
      <title>اطلاعات حساب بانکی | باشگاه مشتریان</title>
      <PageHeader title="اطلاعات حساب بانکی" />
      <Text color="fg.secondary" maxWidth="60ch">
        کمیسیون شما به این حساب واریز می‌شود. کارت، حساب و شبا باید به نام خودتان باشد.
      </Text>
      <BankInformationPanel />
    </Stack>
  );
}
