import { Box, Heading, Text } from '@chakra-ui/react';
import type { PublicReward, Reward } from '@clorofil/api-client';
import { SkeletonList, useIsMobile } from '@clorofil/ui-rtl';
import { useId } from 'react';
import { useHomeRewards } from '../../api/use-home-rewards';
import { Carousel, type CarouselSlide } from '../carousel/carousel';
import { useMemberGate } from '../member-link/use-member-gate';
import { CategorySlide } from './category-slide';
import { REWARD_CATEGORIES } from './reward-categories';
import { RewardSlide } from './reward-slide';

/** Rewards still on offer: a used-up or out-of-stock prize is no invitation. */
function available(rewards: ReadonlyArray<Reward | PublicReward>): Array<Reward | PublicReward> {
  return rewards.filter((reward) => reward.inStock && !('isUsed' in reward && reward.isUsed));
}

function categorySlides(): CarouselSlide[] {
  return REWARD_CATEGORIES.map((category) => ({
    key: `category-${category.key}`,
    content: <CategorySlide category={category} />,
  }));
}

/**
 * The home page's rewards (SPEC §2 Home): a member's catalogue, or for a visitor the public one.
 * When the catalogue is empty or failed to load, the seven reward categories stand in, so the
 * section always invites rather than showing an error on the landing page.
 */
export function RewardsCarousel() {
  const headingId = useId();
  const isMobile = useIsMobile();
  const { isAuthenticated } = useMemberGate();
  const rewards = useHomeRewards(isAuthenticated);
  const heading = (
    <Box>
      <Heading as="h2" id={headingId} size={{ base: 'md', md: 'lg' }}>
        جایزه‌های باشگاه
      </Heading>
      <Text color="fg.secondary" fontSize="sm" marginBlockStart="1">
        کلروفیل‌هایتان را با جایزه‌ای که دوست دارید عوض کنید.
      </Text>
    </Box>
  );

  if (rewards.status === 'pending') {
    return (
      <Box as="section" aria-labelledby={headingId}>
        <Box marginBlockEnd="4">{heading}</Box>
        <SkeletonList
          count={isMobile ? 2 : 5}
          label="در حال بارگذاری جایزه‌ها…"
          columns={isMobile ? 'repeat(2, 1fr)' : 'repeat(5, 1fr)'}
        />
      </Box>
    );
  }

  const rewardList = rewards.status === 'success' ? available(rewards.data) : [];
  const slides: CarouselSlide[] = rewardList.length
    ? rewardList.map((reward) => ({ key: `reward-${reward.id}`, content: <RewardSlide reward={reward} /> }))
    : categorySlides();
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Carousel
        heading={heading}
        headingId={headingId}
        slides={slides}
        previousLabel="جایزه‌های قبلی"
        nextLabel="جایزه‌های بعدی"
      />
    </Box>
  );
}
