import { Button, Heading, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useMissions } from '../../api/use-scores-data';
import { MissionCard } from './mission-card';

/** The missions open now (SPEC §1: points from missions announced in time windows). */
export function MissionsList() {
  const missions = useMissions();
  return (
    <Stack as="section" gap="3" aria-labelledby="missions-heading">
      <Heading as="h2" size="md" id="missions-heading">
        مأموریت‌های فعال
      </Heading>
      {missions.isPending ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3" role="status" aria-busy="true">
          <Text srOnly>در حال بارگذاری مأموریت‌ها…</Text>
          {/* Two cards of a mission's height, stacked on a phone: the club runs a few missions at
              a time, and one short bar let the list below jump by a card or two (CLS on /scores). */}
          <Skeleton height={{ base: '52', md: '44' }} borderRadius="l3" />
          <Skeleton height={{ base: '52', md: '44' }} borderRadius="l3" />
        </SimpleGrid>
      ) : missions.isError ? (
        <HStack role="alert" gap="3" flexWrap="wrap" padding="4" borderRadius="l3" borderWidth="1px" bg="bg.card">
          <Text flex="1">در دریافت مأموریت‌ها خطایی رخ داد.</Text>
          <Button size="sm" variant="outline" colorPalette="brand" onClick={() => void missions.refetch()}>
            <RotateCcw size={16} aria-hidden="true" />
            تلاش دوباره
          </Button>
        </HStack>
      ) : missions.data.length === 0 ? (
        <Text color="fg.muted" padding="4" borderRadius="l3" borderWidth="1px" borderStyle="dashed">
          در حال حاضر مأموریت فعالی نیست؛ مأموریت‌های تازه همین‌جا اعلام می‌شوند.
        </Text>
      ) : (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none" padding="0" margin="0">
          {missions.data.map((mission) => (
            <MissionCard key={mission.id} mission={mission} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
