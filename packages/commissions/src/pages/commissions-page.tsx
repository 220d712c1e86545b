import { Stack, Tabs } from '@chakra-ui/react';
import { PageHeader } from '@clorofil/ui-rtl';
import { CreditCard, TicketPercent } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { CommissionCodesReport } from '../components/commission-codes/commission-codes-report';
import { PaymentsReport } from '../components/payments/payments-report';

type Tab = 'codes' | 'payments';

const tabOf = (value: string | null): Tab => (value === 'payments' ? 'payments' : 'codes');

/**
 * «کمیسیون‌ها» with its two tabs (SPEC §2). The tab is in the address (`?tab=payments`) so reload
 * and back keep it; switching tabs starts the other report at its first page.
 */
export function CommissionsPage() {
  const [search, setSearch] = useSearchParams();
  const tab = tabOf(search.get('tab'));

  function select(next: string) {
    setSearch(next === 'payments' ? { tab: 'payments' } : {});
  }

  return (
    <Stack gap="5">
      <title>کمیسیون‌ها | باشگاه مشتریان</title>
      <PageHeader title="کمیسیون‌ها" />
      <Tabs.Root
        value={tab}
        onValueChange={(details) => select(details.value)}
        variant="line"
        colorPalette="brand"
        lazyMount
      >
        <Tabs.List marginBlockEnd="4">
          <Tabs.Trigger value="codes">
            <TicketPercent size={18} aria-hidden="true" />
            کدهای تخفیف
          </Tabs.Trigger>
          <Tabs.Trigger value="payments">
            <CreditCard size={18} aria-hidden="true" />
            پرداخت‌ها
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="codes">
          <CommissionCodesReport />
        </Tabs.Content>
        <Tabs.Content value="payments">
          <PaymentsReport />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
