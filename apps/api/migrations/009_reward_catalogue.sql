-- The operators' rewards catalogue: drafts and published versions, an edit version for
-- optimistic concurrency, an availability window, eligibility and a pool of discount codes.
--
-- `rewards` stays the row members read (the published version copied into it on publish), so the
-- member's list and buy read one table exactly as before. `reward_versions` keeps every version an
-- operator wrote: at most one draft and one published per reward, the others superseded.

ALTER TABLE rewards
  -- The window's end is the existing validity_date (the buy already refuses after it).
  ADD COLUMN available_from timestamptz,
  ADD COLUMN eligibility text NOT NULL DEFAULT 'any' CHECK (eligibility IN ('any', 'student', 'teacher')),
  -- How a discount-code reward gets its codes: drawn by the API ('generated', the seed's rewards)
  -- or taken from the uploaded pool ('pool', whose size is then the reward's stock). NULL: a prize.
  ADD COLUMN code_source text CHECK (code_source IN ('generated', 'pool')),
  -- Moved by every operator write (never by a buy), checked by the next one: a stale save is refused.
  ADD COLUMN edit_version integer NOT NULL DEFAULT 1,
  ADD COLUMN published_version integer,
  ADD COLUMN retired_at timestamptz,
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD CONSTRAINT rewards_pool_is_limited CHECK (code_source IS DISTINCT FROM 'pool' OR stock IS NOT NULL);

UPDATE rewards SET code_source = 'generated'
  WHERE discount_percent IS NOT NULL OR discount_amount_toman IS NOT NULL;

CREATE TABLE reward_versions (
  reward_id integer NOT NULL REFERENCES rewards (id),
  version integer NOT NULL CHECK (version > 0),
  status text NOT NULL CHECK (status IN ('draft', 'published', 'superseded')),
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  description_html text NOT NULL DEFAULT '',
  image_file text NOT NULL,
  category text NOT NULL,
  score integer NOT NULL CHECK (score >= 0),
  valid_count integer NOT NULL CHECK (valid_count > 0),
  available_from timestamptz,
  available_to timestamptz,
  eligibility text NOT NULL CHECK (eligibility IN ('any', 'student', 'teacher')),
  code_valid_days integer CHECK (code_valid_days IS NULL OR code_valid_days > 0),
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  published_at timestamptz,
  PRIMARY KEY (reward_id, version),
  CHECK (available_from IS NULL OR available_to IS NULL OR available_from < available_to)
);
CREATE UNIQUE INDEX reward_versions_one_draft ON reward_versions (reward_id) WHERE status = 'draft';
CREATE UNIQUE INDEX reward_versions_one_published ON reward_versions (reward_id) WHERE status = 'published';

-- Codes uploaded for a 'pool' reward. A code is handed out once: the buy takes a free one and
-- links the member's discount code to it in the purchase's transaction.
CREATE TABLE reward_codes (
  id serial PRIMARY KEY,
  reward_id integer NOT NULL REFERENCES rewards (id),
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 64),
  discount_code_id integer UNIQUE REFERENCES discount_codes (id),
  uploaded_by integer REFERENCES members (id),
  uploaded_at timestamptz NOT NULL,
  UNIQUE (reward_id, code)
);
CREATE INDEX reward_codes_free_idx ON reward_codes (reward_id, id) WHERE discount_code_id IS NULL;

-- Members' cached catalogues are dropped only when something they read changes: an operator's
-- draft save moves edit_version alone and leaves every member's cache as it is.
DROP TRIGGER read_cache_rewards ON rewards;
CREATE TRIGGER read_cache_rewards AFTER INSERT OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('rewards');
CREATE TRIGGER read_cache_rewards_update AFTER UPDATE OF
    key, title, sub_title, type_label, category, image_file, description_html, score, valid_count, stock,
    validity_date, discount_percent, discount_amount_toman, discount_valid_days, visible, sort,
    available_from, eligibility, code_source, retired_at
  ON rewards FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('rewards');
