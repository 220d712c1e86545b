import { Badge, Box, Grid, Heading, Stack, Text } from '@chakra-ui/react';
import { apiBaseUrl, type Reward } from '@clorofil/api-client';
import { RewardImage, SafeHtml } from '@clorofil/ui-rtl';
import { BuyPanel } from '../buy-reward/buy-panel';
import { RewardFacts } from './reward-facts';

export type RewardDetailProps = {
  reward: Reward;
  /** `null` while the member's balance loads. */
  score: number | null;
  /** Shown to an operator before publishing: nothing on it can be bought. */
  preview?: boolean;
};

/** A reward's page: picture, facts, the buy action (or why not) and the sanitised description. */
export function RewardDetail({ reward, score, preview = false }: RewardDetailProps) {
  return (
    <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 2fr) minmax(0, 3fr)' }} gap={{ base: '5', md: '8' }}>
      <Box>
        <RewardImage
          src={reward.image}
          title={reward.title}
          apiBaseUrl={apiBaseUrl()}
          borderRadius="l3"
          loading="eager"
        />
      </Box>
      <Stack gap="5" data-testid="reward-detail">
        <Stack gap="2">
          <Badge colorPalette="brand" variant="subtle" alignSelf="start">
            {reward.type}
          </Badge>
          <Text color="fg.muted">{reward.subTitle}</Text>
        </Stack>
        <RewardFacts reward={reward} />
        <BuyPanel reward={reward} score={score} preview={preview} />
        <Stack as="section" gap="2" aria-labelledby="reward-description">
          <Heading as="h2" id="reward-description" size="md">
            توضیحات
          </Heading>
          <SafeHtml html={reward.description} fallback="توضیحی برای این جایزه ثبت نشده است." />
        </Stack>
      </Stack>
    </Grid>
  );
}
