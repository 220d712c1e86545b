import { Stack } from '@chakra-ui/react';
import { useMember } from '@clorofil/auth';
import { PageHeader, SkeletonList } from '@clorofil/ui-rtl';
import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useRewards } from '../api/use-rewards';
import { BalanceChip } from '../components/balance-chip/balance-chip';
import { RewardFilters } from '../components/reward-filters/reward-filters';
import { REWARD_GRID_COLUMNS } from '../components/reward-list/reward-grid';
import { RewardList } from '../components/reward-list/reward-list';
import { RetryError } from '../components/states/retry-error';
import {
  FILTER_PARAM,
  REWARD_FILTERS,
  filterRewards,
  parseRewardFilter,
  type RewardFilter,
} from '../lib/reward-filter';

/** «جایزه‌ها» (SPEC §2): the catalogue with the filter chips; the filter lives in the address. */
export function RewardsPage() {
  const [params, setParams] = useSearchParams();
  const filter = parseRewardFilter(params.get(FILTER_PARAM));
  const rewards = useRewards();
  const member = useMember();
  const now = useMemo(() => new Date(), []);

  const setFilter = (next: RewardFilter) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete(FILTER_PARAM);
        else updated.set(FILTER_PARAM, next);
        return updated;
      },
      { replace: true },
    );

  // The catalogue's first render (every card) is the page's biggest piece of work, and an answer
  // from the cache re-renders synchronously, in one long task. Deferred, React renders the cards
  // in a transition, in slices of a few milliseconds, right after the update that brought them
  // (bench/web/profile.mjs: one 110–150 ms task at 4× CPU before).
  const list = useDeferredValue(rewards.status === 'success' ? rewards.data : null);
  const score = useDeferredValue(member.score);
  const counts =
    list && score !== null
      ? (Object.fromEntries(REWARD_FILTERS.map((key) => [key, filterRewards(list, key, score, now).length])) as Record<
          RewardFilter,
          number
        >)
      : undefined;
  const failed = rewards.status === 'error' || member.status === 'error';

  return (
    <Stack gap="4">
      <title>جایزه‌ها | باشگاه مشتریان</title>
      <PageHeader title="جایزه‌ها" actions={<BalanceChip />} />
      <RewardFilters value={filter} onChange={setFilter} {...(counts ? { counts } : {})} />
      {failed ? (
        <RetryError
          message="خطایی در دریافت جایزه‌ها رخ داد"
          onRetry={() => {
            if (rewards.status === 'error') void rewards.refetch();
            if (member.status === 'error') member.reload();
          }}
        />
      ) : !list || score === null ? (
        <SkeletonList count={5} label="در حال بارگذاری جایزه‌ها…" columns={REWARD_GRID_COLUMNS} />
      ) : (
        <RewardList
          rewards={filterRewards(list, filter, score, now)}
          total={list.length}
          filter={filter}
          score={score}
          now={now}
          onShowAll={() => setFilter('all')}
        />
      )}
    </Stack>
  );
}
