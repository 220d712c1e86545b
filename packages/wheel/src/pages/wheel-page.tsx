import { Box, Container, Skeleton, SkeletonCircle, Stack, Text } from '@chakra-ui/react';
import { apiQueries } from '@clorofil/api-client';
import { MessageView, PageHeader } from '@clorofil/ui-rtl';
import { useQuery } from '@tanstack/react-query';
import { TimerOff } from 'lucide-react';
import { WheelGame } from '../components/wheel-game/wheel-game';
import { wheelTexts } from '../texts';

function WheelSkeleton() {
  return (
    <Stack
      align="center"
      gap="5"
      role="status"
      aria-busy="true"
      aria-label="در حال بارگذاری گردونه…"
      data-testid="wheel-loading"
    >
      <SkeletonCircle size={{ base: '19rem', md: '37.5rem' }} maxWidth="full" />
      <Skeleton height="12" width="full" maxWidth="md" borderRadius="full" />
    </Stack>
  );
}

/** «گردونه شانس» (SPEC §2): public — visitors see the prizes; spinning needs sign-in. */
export function WheelPage() {
  const prizes = useQuery(apiQueries.wheelPrizes());
  const wheel = prizes.data;

  let body;
  if (prizes.isPending) body = <WheelSkeleton />;
  else if (!wheel || wheel.prizes.length === 0)
    body = <MessageView icon="error" message={wheelTexts.loadFailed} showHomeButton />;
  else if (!wheel.isActive)
    body = (
      <MessageView
        icon={<TimerOff size={56} strokeWidth={1.4} aria-hidden="true" />}
        message={wheelTexts.inactive}
        subMessage={wheelTexts.inactiveSub}
        showHomeButton
      />
    );
  else body = <WheelGame wheel={wheel} />;

  return (
    <Container maxWidth="6xl" paddingBlock={{ base: '4', md: '8' }} paddingInline={{ base: '4', md: '6' }}>
      <title>{`${wheelTexts.title} | باشگاه مشتریان`}</title>
      <PageHeader title={wheelTexts.title} />
      <Text
        color="accent.700"
        fontWeight="bold"
        fontSize={{ base: 'md', md: 'lg' }}
        marginBlockStart="-2"
        marginBlockEnd="6"
      >
        {wheelTexts.tagline}
      </Text>
      <Box>{body}</Box>
    </Container>
  );
}
