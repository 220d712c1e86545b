-- Issue 9. Idempotency records carry the id of the request that owns them: a request that took
-- over a stale key fences the original out, whose finalising UPDATE then matches no row and rolls
-- its whole transaction back, so a slow first request can never commit a second purchase.
ALTER TABLE idempotency_keys ADD COLUMN owner text;

-- Every review decision: who decided (a reviewer member, or the operator's CLI) and when.
CREATE TABLE review_decisions (
  id serial PRIMARY KEY,
  member_id integer NOT NULL REFERENCES members (id),
  decision text NOT NULL CHECK (decision IN ('approve', 'reject')),
  reviewer_member_id integer REFERENCES members (id),
  decided_by text NOT NULL,
  note text,
  decided_at timestamptz NOT NULL,
  -- A reviewer never decides their own request (the CLI has no member and is not checked here).
  CHECK (reviewer_member_id IS NULL OR reviewer_member_id <> member_id)
);
CREATE INDEX review_decisions_member_idx ON review_decisions (member_id, decided_at DESC);
