-- Issue 10. Missions: points for reaching a goal inside a time window, judged from shop events.

-- How many items an order held, for «buy N items» missions (shops that do not say count one).
ALTER TABLE shop_orders ADD COLUMN item_count integer NOT NULL DEFAULT 1 CHECK (item_count >= 0);
CREATE INDEX shop_orders_member_delivered_idx ON shop_orders (member_id, delivered_at);

CREATE TABLE missions (
  id serial PRIMARY KEY,
  key text NOT NULL UNIQUE,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  points integer NOT NULL CHECK (points > 0),
  -- 'surveys': complete `target` post-purchase surveys; 'items': buy `target` items, both inside the window.
  kind text NOT NULL CHECK (kind IN ('surveys', 'items')),
  target integer NOT NULL CHECK (target > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  visible boolean NOT NULL DEFAULT true,
  CHECK (ends_at > starts_at)
);
CREATE INDEX missions_window_idx ON missions (ends_at, starts_at);

-- One grant per member and mission: the primary key is what makes a second grant impossible,
-- even when two shop events of the same member are judged at the same moment.
CREATE TABLE mission_grants (
  mission_id integer NOT NULL REFERENCES missions (id),
  member_id integer NOT NULL REFERENCES members (id),
  ledger_id bigint NOT NULL REFERENCES points_ledger (id),
  granted_at timestamptz NOT NULL,
  PRIMARY KEY (mission_id, member_id)
);
CREATE INDEX mission_grants_member_idx ON mission_grants (member_id);

-- The ledger's own second guard for mission credits (older seeded mission lines have no ref).
CREATE UNIQUE INDEX points_ledger_mission_ref_idx ON points_ledger (source_ref)
  WHERE source = 'mission' AND source_ref IS NOT NULL;
