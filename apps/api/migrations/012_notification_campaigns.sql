-- Notifications operators send (the console's notifications): one message, one audience (every
-- member, the approved students or teachers, or a list of members), a window from `starts_at` to
-- an optional `ends_at`. A member reads it once, as every notification: the first
-- `GET /api/Notification` inside the window copies it into `notifications` (delivered at once),
-- and the unique (campaign_id, member_id) pair keeps it from being copied twice.

CREATE TABLE notification_campaigns (
  id serial PRIMARY KEY,
  type text NOT NULL CHECK (type IN ('info', 'error', 'warning', 'reward')),
  -- Plain text, shown as text (a toast); the contract refuses control characters.
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  audience text NOT NULL CHECK (audience IN ('all', 'student', 'teacher', 'mobiles')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz,
  -- Moved by every operator write, checked by the next one: a stale edit is refused.
  edit_version integer NOT NULL DEFAULT 1,
  created_by integer REFERENCES members (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  withdrawn_at timestamptz,
  withdrawn_by integer REFERENCES members (id),
  withdraw_reason text,
  CHECK (ends_at IS NULL OR ends_at > starts_at),
  CHECK ((withdrawn_at IS NULL) = (withdraw_reason IS NULL))
);
-- The member read loads the campaigns not withdrawn and not over (a handful at any time).
CREATE INDEX notification_campaigns_open_idx ON notification_campaigns (ends_at) WHERE withdrawn_at IS NULL;

-- The members of a list audience, resolved from the mobiles when the operator saves.
CREATE TABLE notification_campaign_recipients (
  campaign_id integer NOT NULL REFERENCES notification_campaigns (id),
  member_id integer NOT NULL REFERENCES members (id),
  PRIMARY KEY (campaign_id, member_id)
);

ALTER TABLE notifications ADD COLUMN campaign_id integer REFERENCES notification_campaigns (id);
-- NULLs are distinct: a member's own notifications (campaign_id NULL) never collide.
CREATE UNIQUE INDEX notifications_campaign_member_idx ON notifications (campaign_id, member_id);

-- Every process keeps the open campaigns in its read cache; a write anywhere drops them.
CREATE TRIGGER read_cache_notification_campaigns AFTER INSERT OR UPDATE OR DELETE ON notification_campaigns
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('notifications');
CREATE TRIGGER read_cache_notification_campaign_recipients AFTER INSERT OR UPDATE OR DELETE
  ON notification_campaign_recipients
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('notifications');
