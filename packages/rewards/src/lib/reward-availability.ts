import type { Reward } from '@clorofil/api-client';

/**
 * Whether the member may receive a reward now, and if not the one reason to show. The button
 * appears only for `receivable` (SPEC §5: score ≥ reward score; and stock must remain). When
 * several reasons apply, the one the member can do nothing about comes first.
 */
export type RewardAvailability =
  | { kind: 'receivable' }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'sold-out' }
  | { kind: 'short'; missing: number };

export function rewardAvailability(reward: Reward, score: number, now: Date): RewardAvailability {
  if (reward.recivedCount >= reward.validCount) return { kind: 'used' };
  if (reward.validityDate && Date.parse(reward.validityDate) < now.getTime()) return { kind: 'expired' };
  if (!reward.inStock) return { kind: 'sold-out' };
  if (score < reward.score) return { kind: 'short', missing: reward.score - score };
  return { kind: 'receivable' };
}
