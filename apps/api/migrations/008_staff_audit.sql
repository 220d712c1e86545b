-- The audit trail of staff changes: who (the member, or `cli:<user>` at the server), when, from
-- which address, what (the subject's state before and after, as JSON) and why. Every staff write
-- adds its row in the transaction of the change itself, so a change and its trace commit or
-- roll back together. Role grants and revocations are rows of this table (kind role.grant /
-- role.revoke); there is no other history of roles.
CREATE TABLE audit_trail (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  -- No foreign key: the trail outlives the members it names (a delete would have to change it).
  actor_member_id integer,
  -- The staff member's mobile, or `cli:<system user>` for the API's command line.
  actor_mobile text NOT NULL CHECK (actor_mobile <> ''),
  address text NOT NULL CHECK (address <> ''),
  kind text NOT NULL CHECK (kind ~ '^[a-z0-9_-]+(\.[a-z0-9_-]+)*$'),
  subject text NOT NULL,
  before jsonb,
  after jsonb,
  reason text
);

-- The audit screen filters by person, by kind (a prefix) and by date, newest first; a rollback
-- asks for the latest change of one subject.
CREATE INDEX audit_trail_at ON audit_trail (at DESC, id DESC);
CREATE INDEX audit_trail_actor ON audit_trail (actor_mobile, at DESC, id DESC);
CREATE INDEX audit_trail_kind ON audit_trail (kind text_pattern_ops, at DESC);
CREATE INDEX audit_trail_subject ON audit_trail (subject, id DESC);

-- Append-only: a trace nobody can edit or delete, the API's database user included. Statement
-- triggers, so even an UPDATE or DELETE that matches no row is refused.
CREATE FUNCTION audit_trail_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_trail is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END $$;

CREATE TRIGGER audit_trail_no_update_or_delete BEFORE UPDATE OR DELETE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();
CREATE TRIGGER audit_trail_no_truncate BEFORE TRUNCATE ON audit_trail
  FOR EACH STATEMENT EXECUTE FUNCTION audit_trail_append_only();
