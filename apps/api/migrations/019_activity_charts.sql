-- The activity report's wheel and reward figures (src/domain/activity.ts), each read for its span only.

-- Spins of a span that landed on one prize: the wheel's odds against what it paid.
CREATE INDEX wheel_spins_prize_day_idx ON wheel_spins (prize_id, tehran_day) WHERE prize_id IS NOT NULL;
-- Rewards bought in a span, by reward.
CREATE INDEX reward_receipts_created_idx ON reward_receipts (created_at) INCLUDE (reward_id);
