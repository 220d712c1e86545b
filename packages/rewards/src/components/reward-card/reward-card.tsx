import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { apiBaseUrl, type Reward } from '@clorofil/api-client';
import { formatNumber, RewardImage } from '@clorofil/ui-rtl';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import type { RewardAvailability } from '../../lib/reward-availability';
import { rewardsPaths } from '../../paths';
import { AvailabilityBadge } from '../availability-badge/availability-badge';

export type RewardCardProps = {
  /** A member's reward, or the catalogue's public one while the member's list is on its way. */
  reward: Pick<Reward, 'id' | 'title' | 'image' | 'subTitle' | 'score'>;
  /** Null until the member's list and balance are known (a page the server rendered). */
  availability: RewardAvailability | null;
  /**
   * The first row of the list: its picture is the page's largest paint, so it is fetched at once
   * and first rather than lazily after layout (Lighthouse on /rewards: the LCP was a lazy image).
   */
  firstRow?: boolean;
};

/** Where the detail page's back button returns: this list, with its filter. */
export type RewardLinkState = { fromList: string };

/**
 * One reward of the list; the whole card opens its page. Memoised: the page re-renders when the
 * session or the balance arrives, and a card whose reward and state are the same (the catalogue's,
 * all of them) is not rendered again in that update.
 */
export const RewardCard = memo(function RewardCard({ reward, availability, firstRow = false }: RewardCardProps) {
  const location = useLocation();
  const state: RewardLinkState = { fromList: `${location.pathname}${location.search}` };
  const dimmed =
    availability !== null &&
    (availability.kind === 'used' || availability.kind === 'expired' || availability.kind === 'sold-out');
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
            apiBaseUrl={apiBaseUrl()}
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
          {/* Price and state on a line each until the cards are wide enough for both (xl), so a
              card is as tall with a long state («۳٬۷۵۰ کلروفیل کم دارید») as with a short one, or
              with its state still loading: nothing below moves when the states arrive. */}
          <Stack
            direction={{ base: 'column', xl: 'row' }}
            justify="space-between"
            align={{ base: 'flex-start', xl: 'center' }}
            gap={{ base: '1.5', xl: '2' }}
            marginBlockStart="auto"
            paddingBlockStart="1"
          >
            <Text fontSize="sm" fontWeight="bold" color="brand.fg">
              <bdi>{formatNumber(reward.score)}</bdi> کلروفیل
            </Text>
            {availability ? (
              <AvailabilityBadge availability={availability} />
            ) : (
              <Skeleton height="5" width="16" borderRadius="l2" aria-hidden="true" data-testid="availability-loading" />
            )}
          </Stack>
        </Stack>
      </Link>
    </Box>
  );
});
