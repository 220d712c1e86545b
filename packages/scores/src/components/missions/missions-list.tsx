import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import type { Mission } from '@clorofil/api-client';
import { RotateCcw } from 'lucide-react';
import { memo, useDeferredValue } from 'react';
import { useMissions } from '../../api/use-scores-data';
import { MissionCard } from './mission-card';

/** The missions open now (SPEC §1: points from missions announced in time windows). */
export const MissionsList = memo(function MissionsList() {
  const missions = useMissions();
  const answer: readonly Mission[] | undefined = missions.isSuccess ? missions.data : undefined;
  // The cards take the member's missions in a deferred render (a transition, in slices of a few
  // milliseconds): the answer's own update is synchronous, and in it the cards (memo) stay as shown.
  const status = useDeferredValue(missions.status);
  const list = useDeferredValue(answer);
  return (
    <Stack as="section" gap="3" aria-labelledby="missions-heading">
      <Heading as="h2" size="md" id="missions-heading">
        مأموریت‌های فعال
      </Heading>
      {status === 'pending' && !list ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="status" aria-busy="true">
          <Text srOnly>در حال بارگذاری مأموریت‌ها…</Text>
          {/* Two cards of a mission's height, stacked on a phone: the club runs a few missions at
              a time, and one short bar let the list below jump by a card or two (CLS on /scores). */}
          <Skeleton height={{ base: '52', md: '44' }} borderRadius="l3" />
          <Skeleton height={{ base: '52', md: '44' }} borderRadius="l3" />
        </SimpleGrid>
      ) : status === 'error' ? (
        <HStack role="alert" gap="3" flexWrap="wrap" padding="4" borderRadius="l3" borderWidth="1px" bg="bg.card">
          <Text flex="1">در دریافت مأموریت‌ها خطایی رخ داد.</Text>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void missions.refetch()}>
            <RotateCcw size={16} aria-hidden="true" />
            تلاش دوباره
          </Button>
        </HStack>
      ) : !list || list.length === 0 ? (
        <Text color="fg.muted" padding="4" borderRadius="l3" borderWidth="1px" borderStyle="dashed">
          در حال حاضر مأموریت فعالی نیست؛ مأموریت‌های تازه همین‌جا اعلام می‌شوند.
        </Text>
      ) : (
        <SimpleGrid
          as="ul"
          columns={{ base: 1, md: 2 }}
          gap="3"
          listStyleType="none"
          padding="0"
          margin="0"
          aria-busy={status === 'pending' ? true : undefined}
        >
          {list.map((mission) => (
            <MissionCard key={mission.id} mission={mission} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
});
