import { Container, Stack } from '@chakra-ui/react';
import { CollectCoins } from '../components/home/collect-coins';
import { PrizeSteps } from '../components/home/prize-steps';
import { WelcomeHero } from '../components/home/welcome-hero';
import { WheelTeaser } from '../components/home/wheel-teaser';
import { RewardsCarousel } from '../components/rewards-carousel/rewards-carousel';

/** The landing page (SPEC §1, §2 Home). */
export function HomePage() {
  return (
    <Container maxWidth="6xl" paddingBlock={{ base: '4', md: '8' }} paddingInline={{ base: '4', md: '6' }}>
      <title>باشگاه مشتریان</title>
      <Stack gap={{ base: '8', md: '12' }}>
        <WelcomeHero />
        <WheelTeaser />
        <RewardsCarousel />
        <PrizeSteps />
        <CollectCoins />
      </Stack>
    </Container>
  );
}
