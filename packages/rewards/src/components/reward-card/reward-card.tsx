import { Box, HStack, Stack, Text } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { formatNumber } from '@clorofil/ui-rtl';
import { Link, useLocation } from 'react-router';
import type { RewardAvailability } from '../../lib/reward-availability';
import { rewardsPaths } from '../../paths';
import { AvailabilityBadge } from '../availability-badge/availability-badge';
import { RewardImage } from '../reward-image/reward-image';

export type RewardCardProps = {
  reward: Reward;
  availability: RewardAvailability;
  /**
   * The first row of the list: its picture is the page's largest paint, so it is fetched at once
   * and first rather than lazily after layout (Lighthouse on /rewards: the LCP was a lazy image).
   */
  firstRow?: boolean;
};

/** Where the detail page's back button returns: this list, with its filter. */
export type RewardLinkState = { fromList: string };

/** One reward of the list; the whole card opens its page. */
export function RewardCard({ reward, availability, firstRow = false }: RewardCardProps) {
  const location = useLocation();
  const state: RewardLinkState = { fromList: `${location.pathname}${location.search}` };
  const dimmed = availability.kind === 'used' || availability.kind === 'expired' || availability.kind === 'sold-out';
  return (
    <Box
      asChild
      display="flex"
      flexDirection="column"
      height="100%"
      bg="bg.card"
      borderRadius="l3"
      borderWidth="1px"
      overflow="hidden"
      color="fg"
      textDecoration="none"
      transition="box-shadow 0.2s, transform 0.2s"
      _hover={{ boxShadow: 'md' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
      _motionReduce={{ transition: 'none' }}
    >
      <Link to={rewardsPaths.reward(reward.id)} state={state} data-testid="reward-card">
        <Box opacity={dimmed ? 0.6 : 1}>
          <RewardImage
            src={reward.image}
            title={reward.title}
            loading={firstRow ? 'eager' : 'lazy'}
            fetchPriority={firstRow ? 'high' : undefined}
          />
        </Box>
        <Stack gap="1.5" padding="3" flex="1">
          <Text fontWeight="bold" fontSize={{ base: 'sm', md: 'md' }} lineClamp={2}>
            {reward.title}
          </Text>
          <Text fontSize="xs" color="fg.muted" lineClamp={1}>
            {reward.subTitle}
          </Text>
          <HStack
            justify="space-between"
            align="center"
            gap="2"
            marginBlockStart="auto"
            paddingBlockStart="1"
            wrap="wrap"
          >
            <Text fontSize="sm" fontWeight="bold" color="brand.fg">
              <bdi>{formatNumber(reward.score)}</bdi> کلروفیل
            </Text>
            <AvailabilityBadge availability={availability} />
          </HStack>
        </Stack>
      </Link>
    </Box>
  );
}
