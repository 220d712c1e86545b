import { Box, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { WheelPrize } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import { useId } from 'react';
import { segmentColor } from '../../wheel/palette';
import { wheelTexts } from '../../texts';

export type PrizeOddsProps = { prizes: readonly WheelPrize[] };

/** Each prize with its published odds, so members can see the draw is fair. */
export function PrizeOdds({ prizes }: PrizeOddsProps) {
  const titleId = useId();
  return (
    <Stack as="section" aria-labelledby={titleId} gap="3" bg="bg.card" borderWidth="1px" borderRadius="l3" padding="5">
      <Heading as="h2" id={titleId} size="md">
        {wheelTexts.oddsTitle}
      </Heading>
      <List.Root as="ul" listStyle="none" gap="2" margin="0" padding="0">
        {prizes.map((prize, index) => (
          <List.Item key={prize.id}>
            <HStack justify="space-between" gap="3">
              <HStack gap="2" minWidth="0">
                <Box
                  boxSize="3"
                  borderRadius="full"
                  flexShrink="0"
                  bg={segmentColor(index, prize.color)}
                  aria-hidden="true"
                />
                <Text truncate>{prize.title}</Text>
              </HStack>
              <Text fontWeight="bold" flexShrink="0">
                {formatNumber(prize.chancePercent)}٪
              </Text>
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <Text fontSize="xs" color="fg.muted">
        {wheelTexts.oddsNote}
      </Text>
    </Stack>
  );
}
