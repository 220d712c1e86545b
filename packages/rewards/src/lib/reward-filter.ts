import type { Reward } from '@clorofil/api-client';
import { rewardAvailability } from './reward-availability';

/** The chips of SPEC §2; 'all' is the list without `?filter=`. */
export const REWARD_FILTERS = ['all', 'receivable', 'used'] as const;
export type RewardFilter = (typeof REWARD_FILTERS)[number];

export const FILTER_PARAM = 'filter';

export const filterLabels: Record<RewardFilter, string> = {
  all: 'همه',
  receivable: 'قابل دریافت',
  used: 'دریافت‌شده',
};

/** An unknown or missing value reads as 'all', so an old or edited link still opens the list. */
export function parseRewardFilter(value: string | null): RewardFilter {
  return REWARD_FILTERS.find((filter) => filter === value) ?? 'all';
}

/** Used up: this member has received it as many times as one member may (SPEC §3). */
export function isUsedUp(reward: Reward): boolean {
  return reward.recivedCount >= reward.validCount;
}

/**
 * Which rewards a chip shows. 'receivable' is what the member could receive right now: affordable,
 * not used up, and — beyond the SPEC's two conditions — in stock and not past its deadline, so the
 * chip never lists a prize whose page then refuses it.
 */
export function matchesFilter(reward: Reward, filter: RewardFilter, score: number, now: Date): boolean {
  if (filter === 'used') return isUsedUp(reward);
  if (filter === 'receivable') return rewardAvailability(reward, score, now).kind === 'receivable';
  return true;
}

export function filterRewards(rewards: readonly Reward[], filter: RewardFilter, score: number, now: Date): Reward[] {
  return rewards.filter((reward) => matchesFilter(reward, filter, score, now));
}
