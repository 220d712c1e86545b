-- Versioned odds tables of the lucky wheel (src/domain/wheel-tables.ts).
--
-- A wheel's prizes come in tables: a draft (its rows kept as JSON while staff edit it, so a
-- half-written draft never touches the live prizes), then a scheduled or published version whose
-- rows are `wheel_prizes` rows that never change again (past spins reference them). The table in
-- effect at an instant is the scheduled or published one with the latest `effective_from` at or
-- before it; a scheduled table takes effect at its Tehran midnight without any write. A withdrawn
-- table (rolled back from the audit screen) is never in effect again.
CREATE TABLE wheel_tables (
  id serial PRIMARY KEY,
  wheel_id integer NOT NULL REFERENCES wheels (id),
  version integer NOT NULL CHECK (version >= 1),
  status text NOT NULL CHECK (status IN ('draft', 'scheduled', 'published', 'withdrawn')),
  -- A Tehran midnight for a scheduled table, the publishing instant for one published at once.
  effective_from timestamptz,
  -- The draft's rows (the contract's wheelTableRow), NULL once they are prizes.
  draft jsonb,
  -- Moved by every save of the draft: a save based on an older revision is refused.
  revision integer NOT NULL DEFAULT 1,
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  updated_by integer REFERENCES members (id),
  updated_at timestamptz NOT NULL,
  decided_by integer REFERENCES members (id),
  decided_at timestamptz,
  CONSTRAINT wheel_tables_version_once UNIQUE (wheel_id, version),
  CONSTRAINT wheel_tables_draft_shape CHECK (
    (status = 'draft') = (draft IS NOT NULL) AND (status = 'draft') = (effective_from IS NULL))
);
CREATE UNIQUE INDEX wheel_tables_one_draft ON wheel_tables (wheel_id) WHERE status = 'draft';
CREATE INDEX wheel_tables_in_effect ON wheel_tables (wheel_id, effective_from DESC, version DESC)
  WHERE status IN ('scheduled', 'published');

-- `weight` is from now on the prize's odds in basis points (hundredths of a percent): the rows of
-- a scheduled or published table sum to exactly 10,000.
ALTER TABLE wheel_prizes
  ADD COLUMN table_id integer REFERENCES wheel_tables (id),
  ADD COLUMN daily_budget integer CHECK (daily_budget IS NULL OR daily_budget >= 1),
  ADD COLUMN is_fallback boolean NOT NULL DEFAULT false;

-- Today's prizes become version 1 of their wheel, published and in effect since the epoch.
INSERT INTO wheel_tables (wheel_id, version, status, effective_from, created_at, updated_at, decided_at)
SELECT id, 1, 'published', 'epoch', now(), now(), now() FROM wheels;
UPDATE wheel_prizes p SET table_id = t.id FROM wheel_tables t WHERE t.wheel_id = p.wheel_id;

-- The fallback of each table: its likeliest miss, else its likeliest prize (the first in order).
UPDATE wheel_prizes p SET is_fallback = true
FROM (
  SELECT DISTINCT ON (table_id) id FROM wheel_prizes
  ORDER BY table_id, (prize_type = 0) DESC, weight DESC, sort, id
) f WHERE p.id = f.id;

-- Weights become basis points of their total, the remainder of the rounding on the fallback, so
-- every prize keeps its odds (to the hundredth of a percent) and the draw its order.
WITH totals AS (
  SELECT table_id, sum(weight) AS total FROM wheel_prizes GROUP BY table_id HAVING sum(weight) > 0
),
scaled AS (
  SELECT p.id, p.table_id, p.is_fallback, (p.weight::bigint * 10000 / t.total)::int AS bp
  FROM wheel_prizes p JOIN totals t ON t.table_id = p.table_id
),
remainders AS (SELECT table_id, 10000 - sum(bp) AS rest FROM scaled GROUP BY table_id)
UPDATE wheel_prizes p
SET weight = s.bp + CASE WHEN s.is_fallback THEN r.rest ELSE 0 END
FROM scaled s JOIN remainders r ON r.table_id = s.table_id
WHERE p.id = s.id;

ALTER TABLE wheel_prizes ALTER COLUMN table_id SET NOT NULL;
CREATE INDEX wheel_prizes_table_idx ON wheel_prizes (table_id, sort, id);

-- What a table change means for the draw: publishing, scheduling or withdrawing moves the wheel's
-- draw version (and so notifies the read caches, 004), in the same transaction as the change. A
-- draft's save moves nothing: members never see a draft.
CREATE FUNCTION wheel_tables_move_draw_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'draft' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM NEW.status
      OR OLD.effective_from IS DISTINCT FROM NEW.effective_from) THEN
    UPDATE wheels SET draw_version = draw_version + 1 WHERE id = NEW.wheel_id;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER wheel_tables_draw_version AFTER INSERT OR UPDATE ON wheel_tables
  FOR EACH ROW EXECUTE FUNCTION wheel_tables_move_draw_version();

-- How many times each budgeted prize paid out on a Tehran day. The spin's statement adds one in
-- the same statement that claims the member's day; a payout past the budget breaks the CHECK, the
-- whole statement (claim included) is undone, and the spin pays the table's fallback instead.
CREATE TABLE wheel_prize_days (
  prize_id integer NOT NULL REFERENCES wheel_prizes (id),
  tehran_day date NOT NULL,
  paid integer NOT NULL,
  budget integer NOT NULL,
  PRIMARY KEY (prize_id, tehran_day),
  CONSTRAINT wheel_prize_days_within_budget CHECK (paid <= budget)
);

-- The payout that spends a budget changes the odds every member reads (the prize's share moves to
-- the fallback), so it notifies the wheel's caches; the payouts before it change nothing visible.
CREATE FUNCTION wheel_prize_days_spent() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.paid = NEW.budget THEN
    PERFORM pg_notify('clorofil_cache', 'wheel');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER wheel_prize_days_spent AFTER INSERT OR UPDATE ON wheel_prize_days
  FOR EACH ROW EXECUTE FUNCTION wheel_prize_days_spent();
