-- The activity report (src/domain/activity.ts) sums the ledger's lines of a span of days by cause
-- and member: by instant, with what it sums beside the key, so a span reads only its own lines.
CREATE INDEX points_ledger_created_idx ON points_ledger (created_at) INCLUDE (member_id, amount, source);
