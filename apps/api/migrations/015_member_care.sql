-- Member care (src/domain/member-care.ts, member-adjustments.ts, member-codes.ts): support finds a
-- member, adjusts points under four eyes and refunds a faulty discount code. The ledger stays the
-- one truth of points: an adjustment and a refund are ledger lines, never an edit of a balance.

-- Finding a member. A mobile goes through members' unique index; these serve a national code and
-- the start of a name. text_pattern_ops lets `LIKE 'prefix%'` use the index under any collation.
CREATE INDEX members_national_code_idx ON members (national_code);
CREATE INDEX members_full_name_idx ON members ((first_name || ' ' || last_name) text_pattern_ops);
CREATE INDEX members_last_name_idx ON members (last_name text_pattern_ops);

-- The member page reads the latest notifications sent (the existing index holds the undelivered only).
CREATE INDEX notifications_member_idx ON notifications (member_id, created_at DESC);
-- The receipt a code was bought with: what a faulty code's refund gives back.
CREATE INDEX reward_receipts_discount_code_idx ON reward_receipts (discount_code_id) WHERE discount_code_id IS NOT NULL;

-- Two more causes of a ledger line: a staff adjustment and a faulty code's refund. NOT VALID, then
-- VALIDATE: the old rows are checked without holding writers off the ledger meanwhile.
ALTER TABLE points_ledger DROP CONSTRAINT points_ledger_source_check;
ALTER TABLE points_ledger ADD CONSTRAINT points_ledger_source_check
  CHECK (source IN ('order', 'survey', 'reward', 'wheel', 'mission', 'gift', 'adjustment', 'refund')) NOT VALID;
ALTER TABLE points_ledger VALIDATE CONSTRAINT points_ledger_source_check;
-- One line per adjustment and per refunded code, whatever two approvers or two clicks do at once.
CREATE UNIQUE INDEX points_ledger_care_ref_idx ON points_ledger (source, source_ref)
  WHERE source IN ('adjustment', 'refund');

-- Points adjustments. Up to the threshold (a setting) one applies at once; above it, it waits for a
-- second person with the finance role. Nobody decides their own: the CHECK says it to anyone
-- writing here, the API or hand-written SQL.
CREATE TABLE point_adjustments (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount integer NOT NULL CHECK (amount <> 0),
  category text NOT NULL CHECK (category IN ('goodwill', 'correction', 'fraud_reversal')),
  reason text NOT NULL CHECK (btrim(reason) <> ''),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  needs_approval boolean NOT NULL,
  requested_by integer NOT NULL REFERENCES members (id),
  requested_at timestamptz NOT NULL,
  decided_by integer REFERENCES members (id),
  decided_at timestamptz,
  decision_note text,
  ledger_id bigint REFERENCES points_ledger (id),
  CONSTRAINT point_adjustments_four_eyes CHECK (decided_by IS NULL OR decided_by <> requested_by),
  CONSTRAINT point_adjustments_approved CHECK (NOT needs_approval OR status = 'pending' OR decided_by IS NOT NULL),
  CONSTRAINT point_adjustments_ledger CHECK ((status = 'applied') = (ledger_id IS NOT NULL)),
  CONSTRAINT point_adjustments_decided CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX point_adjustments_member_idx ON point_adjustments (member_id, requested_at DESC);
CREATE INDEX point_adjustments_pending_idx ON point_adjustments (requested_at) WHERE status = 'pending';

-- A code support found faulty: kept (the member's history names it), shown as faulty, refunded once.
ALTER TABLE discount_codes
  ADD COLUMN faulty_at timestamptz,
  ADD COLUMN faulty_by integer REFERENCES members (id),
  ADD COLUMN faulty_reason text,
  ADD CONSTRAINT discount_codes_faulty_reason CHECK ((faulty_at IS NULL) = (faulty_reason IS NULL));
