-- Clorofil club API: initial schema. Every state of the API lives here; the processes are stateless.

CREATE TABLE user_types (
  id integer PRIMARY KEY,
  text text NOT NULL,
  value text NOT NULL UNIQUE CHECK (value IN ('student', 'teacher'))
);

-- Option lists of the profile form: school_types and the /api/Profile/Items/{list} lists.
CREATE TABLE list_items (
  list text NOT NULL,
  id integer NOT NULL,
  text text NOT NULL,
  parent_id integer,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (list, id)
);

CREATE TABLE provinces (id integer PRIMARY KEY, name text NOT NULL, sort integer NOT NULL DEFAULT 0);
CREATE TABLE cities (
  id integer PRIMARY KEY,
  province_id integer NOT NULL REFERENCES provinces (id),
  name text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE members (
  id serial PRIMARY KEY,
  -- Bound on the first signed-in call (seeded and shop-created members have none yet).
  sub text UNIQUE,
  mobile text NOT NULL UNIQUE,
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  national_code text NOT NULL DEFAULT '',
  user_type_id integer REFERENCES user_types (id),
  user_type_status integer NOT NULL DEFAULT 0 CHECK (user_type_status IN (0, 10, 20, -10)),
  user_type_info text,
  province_id integer REFERENCES provinces (id),
  city_id integer REFERENCES cities (id),
  result_seen boolean NOT NULL DEFAULT false,
  submitted_at timestamptz,
  roles text[] NOT NULL DEFAULT '{}',
  -- Maintained only by the ledger trigger below; the CHECK is the last line against overspending.
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX members_pending_idx ON members (submitted_at) WHERE user_type_status = 10;

-- Append-only points ledger: positive amounts received, negative spent.
CREATE TABLE points_ledger (
  id bigserial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount integer NOT NULL CHECK (amount <> 0),
  activity text NOT NULL,
  source text NOT NULL CHECK (source IN ('order', 'survey', 'reward', 'wheel', 'mission', 'gift')),
  source_ref text,
  created_at timestamptz NOT NULL
);
CREATE INDEX points_ledger_member_idx ON points_ledger (member_id, created_at DESC);
-- One credit per order, per survey, per spin: a replayed event can never pay twice.
CREATE UNIQUE INDEX points_ledger_source_ref_idx ON points_ledger (source, source_ref)
  WHERE source IN ('order', 'survey', 'wheel');

CREATE FUNCTION points_ledger_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE members SET balance = balance + NEW.amount WHERE id = NEW.member_id;
  RETURN NEW;
END;
$$;
CREATE TRIGGER points_ledger_apply AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_apply();

CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'points_ledger is append-only';
END;
$$;
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();

CREATE TABLE discount_codes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  code text NOT NULL UNIQUE,
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  source text NOT NULL CHECK (source IN ('reward', 'wheel', 'gift')),
  expires_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX discount_codes_member_idx ON discount_codes (member_id, created_at DESC);

CREATE TABLE images (
  file text PRIMARY KEY,
  content_type text NOT NULL,
  body bytea NOT NULL
);

CREATE TABLE rewards (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  sub_title text NOT NULL DEFAULT '',
  type_label text NOT NULL,
  category text NOT NULL,
  image_file text NOT NULL,
  description_html text NOT NULL DEFAULT '',
  score integer NOT NULL CHECK (score >= 0),
  valid_count integer NOT NULL CHECK (valid_count > 0),
  -- NULL = unlimited.
  stock integer CHECK (stock IS NULL OR stock >= 0),
  validity_date timestamptz,
  discount_percent integer,
  discount_amount_toman integer,
  discount_valid_days integer,
  visible boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE reward_receipts (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  reward_id integer NOT NULL REFERENCES rewards (id),
  ledger_id bigint REFERENCES points_ledger (id),
  discount_code_id integer REFERENCES discount_codes (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX reward_receipts_member_idx ON reward_receipts (member_id, reward_id);

CREATE TABLE wheels (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  is_active boolean NOT NULL DEFAULT true
);

CREATE TABLE wheel_prizes (
  id serial PRIMARY KEY,
  wheel_id integer NOT NULL REFERENCES wheels (id),
  title text NOT NULL,
  image_file text,
  color text,
  weight integer NOT NULL CHECK (weight >= 0),
  prize_type integer NOT NULL CHECK (prize_type IN (0, 10, 30)),
  score integer NOT NULL DEFAULT 0,
  discount_percent integer,
  discount_valid_days integer,
  summary text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- One spin per member per Tehran calendar day, whatever the wheel, enforced here.
CREATE TABLE wheel_spins (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  wheel_id integer NOT NULL REFERENCES wheels (id),
  tehran_day date NOT NULL,
  prize_id integer REFERENCES wheel_prizes (id),
  status integer NOT NULL,
  created_at timestamptz NOT NULL,
  CONSTRAINT wheel_spins_one_per_day UNIQUE (member_id, tehran_day)
);

-- Orders reported by the shop; their points wait for the return window.
CREATE TABLE shop_orders (
  order_id text PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  amount_toman bigint NOT NULL CHECK (amount_toman >= 0),
  points integer NOT NULL CHECK (points >= 0),
  delivered_at timestamptz NOT NULL,
  available_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'released', 'cancelled')),
  returned_at timestamptz,
  released_at timestamptz,
  survey_completed_at timestamptz
);
CREATE INDEX shop_orders_pending_idx ON shop_orders (available_at) WHERE status = 'pending';
CREATE INDEX shop_orders_member_idx ON shop_orders (member_id);

CREATE TABLE shop_events (
  event_id text PRIMARY KEY,
  kind text NOT NULL,
  response jsonb NOT NULL,
  received_at timestamptz NOT NULL
);

CREATE TABLE commission_codes (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  code text NOT NULL UNIQUE,
  percentage numeric(5, 2) NOT NULL,
  commission_percentage numeric(5, 2) NOT NULL,
  validity_date timestamptz
);
CREATE INDEX commission_codes_member_idx ON commission_codes (member_id);

CREATE TABLE commission_orders (
  id serial PRIMARY KEY,
  commission_code_id integer NOT NULL REFERENCES commission_codes (id),
  customer_name text NOT NULL,
  order_date timestamptz NOT NULL,
  amount_rial bigint NOT NULL CHECK (amount_rial >= 0),
  commission_rial bigint NOT NULL CHECK (commission_rial >= 0),
  items jsonb NOT NULL
);
CREATE INDEX commission_orders_code_idx ON commission_orders (commission_code_id);

CREATE TABLE payments (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  pay_date timestamptz NOT NULL,
  price_rial bigint NOT NULL CHECK (price_rial >= 0),
  -- Stored masked: payments only ever show the destination masked (SECURITY 17).
  destination_masked text NOT NULL,
  tracking_code text NOT NULL,
  description text NOT NULL DEFAULT ''
);
CREATE INDEX payments_member_idx ON payments (member_id, pay_date DESC);

CREATE TABLE bank_accounts (
  member_id integer PRIMARY KEY REFERENCES members (id),
  iban text NOT NULL,
  account_number text NOT NULL,
  card_number text NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE notifications (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('info', 'error', 'warning', 'reward')),
  message text NOT NULL,
  created_at timestamptz NOT NULL,
  delivered_at timestamptz
);
CREATE INDEX notifications_undelivered_idx ON notifications (member_id) WHERE delivered_at IS NULL;

CREATE TABLE pages (
  slug text PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('header-menu', 'footer')),
  url text NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  visible boolean NOT NULL DEFAULT true,
  sort integer NOT NULL DEFAULT 0,
  content_html text NOT NULL DEFAULT ''
);

CREATE TABLE faq_items (
  id serial PRIMARY KEY,
  question text NOT NULL,
  answer text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- Idempotency-Key records for buy and spin (SECURITY 15).
CREATE TABLE idempotency_keys (
  member_id integer NOT NULL REFERENCES members (id),
  key text NOT NULL,
  fingerprint text NOT NULL,
  state text NOT NULL CHECK (state IN ('in_flight', 'done')),
  status_code integer,
  response jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (member_id, key)
);

-- Fixed-window counters of the rate limiter, shared by every API process.
CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);
