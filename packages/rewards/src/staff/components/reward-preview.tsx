import { Box, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { Reward, RewardKind, RewardVersion } from '@clorofil/api-client';
import { rewardCategoryLabels } from '@clorofil/api-client/contract';
import { PreviewFrame, PreviewWidthToggle, type ViewportName } from '@clorofil/ui-rtl';
import { useId, useState } from 'react';
import { RewardCard } from '../../components/reward-card/reward-card';
import { REWARD_GRID_COLUMNS } from '../../components/reward-list/reward-grid';
import { RewardDetail } from '../../components/reward-detail/reward-detail';

export type RewardPreviewProps = {
  rewardId: number;
  version: RewardVersion;
  kind: RewardKind;
  stock: number | null;
};

/** The member's view of a version: what their list and the reward's page would receive. */
export function memberRewardOf({ rewardId, version, kind, stock }: RewardPreviewProps): Reward {
  return {
    id: rewardId,
    title: version.title,
    image: version.imageUrl,
    subTitle: version.subTitle,
    type: rewardCategoryLabels[version.category],
    category: version.category,
    isDiscountCode: kind === 'discount-code',
    validityDate: version.availableTo,
    score: version.score,
    description: version.description,
    recivedCount: 0,
    validCount: version.validCount,
    isUsed: false,
    inStock: stock === null || stock > 0,
  };
}

/**
 * The reward card and page exactly as a member will see them, drawn by the members' own
 * components in a frame as wide as a phone or a desktop (so the page's layout is that width's).
 * The balance shown affords the reward, so the page shows its button as members who can buy it
 * will see it; the button buys nothing here.
 */
export function RewardPreview(props: RewardPreviewProps) {
  const [viewport, setViewport] = useState<ViewportName>('mobile');
  const headingId = useId();
  const reward = memberRewardOf(props);
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId} data-testid="reward-preview">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Heading as="h2" size="md" id={headingId}>
          پیش‌نمایش برای اعضا
        </Heading>
        <PreviewWidthToggle value={viewport} onChange={setViewport} />
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        دکمه‌های پیش‌نمایش کاری انجام نمی‌دهند؛ اعضا این جایزه را پس از انتشار می‌بینند.
      </Text>
      <Box borderWidth="1px" borderRadius="l3" bg="bg.canvas" overflow="hidden">
        <PreviewFrame viewport={viewport}>
          <Stack gap="6">
            <Grid templateColumns={REWARD_GRID_COLUMNS} gap="3" maxWidth={viewport === 'mobile' ? 'full' : '3xl'}>
              <RewardCard reward={reward} availability={{ kind: 'receivable' }} firstRow />
            </Grid>
            <RewardDetail reward={reward} score={reward.score} preview />
          </Stack>
        </PreviewFrame>
      </Box>
    </Stack>
  );
}
