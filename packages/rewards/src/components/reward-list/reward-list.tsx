import { Button, Grid } from '@chakra-ui/react';
import type { Reward } from '@clorofil/api-client';
import { MessageView } from '@clorofil/ui-rtl';
import type { RewardFilter } from '../../lib/reward-filter';
import { rewardAvailability } from '../../lib/reward-availability';
import { RewardCard } from '../reward-card/reward-card';
import { REWARD_GRID_COLUMNS, REWARD_GRID_WIDEST } from './reward-grid';

export type RewardListProps = {
  rewards: readonly Reward[];
  /** How many rewards there are before filtering: 0 is the empty catalogue, not a filter's. */
  total: number;
  filter: RewardFilter;
  score: number | null;
  now: Date;
  onShowAll: () => void;
};

const filteredEmpty: Record<Exclude<RewardFilter, 'all'>, { message: string; subMessage: string }> = {
  receivable: {
    message: 'فعلاً جایزه‌ای نیست که بتوانید دریافت کنید',
    subMessage: 'با هر خرید کلروفیل جمع می‌شود؛ هر وقت امتیازتان کافی شد، جایزه‌ها اینجا نمایش داده می‌شوند.',
  },
  used: {
    message: 'هنوز جایزه‌ای دریافت نکرده‌اید',
    subMessage: 'جایزه‌هایی که به تعداد مجاز دریافت کنید، اینجا نمایش داده می‌شوند.',
  },
};

/** The cards, or why there are none: an empty catalogue, or nothing under the chosen chip. */
export function RewardList({ rewards, total, filter, score, now, onShowAll }: RewardListProps) {
  if (total === 0) {
    return (
      <MessageView
        icon="empty"
        message="در حال حاضر جایزه‌ای نداریم"
        subMessage="به‌زودی جایزه‌های تازه اضافه می‌شود؛ کمی بعد دوباره سر بزنید."
      />
    );
  }
  const cards = rewards.map((reward) => ({
    reward,
    availability: score === null ? null : rewardAvailability(reward, score, now),
  }));
  if (cards.length === 0 && filter !== 'all') {
    return (
      <MessageView icon="empty" {...filteredEmpty[filter]}>
        <Button variant="outline" colorPalette="brand" onClick={onShowAll}>
          نمایش همهٔ جایزه‌ها
        </Button>
      </MessageView>
    );
  }
  return (
    <Grid as="ul" listStyleType="none" templateColumns={REWARD_GRID_COLUMNS} gap={{ base: '3', md: '4' }}>
      {cards.map(({ reward, availability }, index) => (
        <li key={reward.id}>
          <RewardCard reward={reward} availability={availability} firstRow={index < REWARD_GRID_WIDEST} />
        </li>
      ))}
    </Grid>
  );
}
