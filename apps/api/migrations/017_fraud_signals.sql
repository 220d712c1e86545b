-- Fraud signals (src/domain/signals.ts): staff with the `reports` permission see members who ask
-- for many codes, addresses many members spin from, and bursts of points, summed in the database.

-- The client address each spin came from. Older spins have none and count under no address.
ALTER TABLE wheel_spins ADD COLUMN address text;
-- Members per address in a window: the window's spins by time, the address read from the index.
CREATE INDEX wheel_spins_address_idx ON wheel_spins (created_at) INCLUDE (address, member_id)
  WHERE address IS NOT NULL;
-- A span of the ledger's lines by time, with what the reports sum beside the key: points earned in a
-- window by every member (src/domain/signals.ts), and points issued per day by cause
-- (src/domain/activity.ts). A span reads only its own lines.
CREATE INDEX points_ledger_created_idx ON points_ledger (created_at) INCLUDE (member_id, amount, source);
