-- Missions edited by operators in the console (src/domain/mission-console.ts).
--
-- `edit_version` moves with every staff write: a save based on an older version is refused, so
-- two operators never overwrite each other. A mission ended early keeps who ended it, when and
-- why; its window was closed at that instant (or, before it opened, it was hidden), so members'
-- lists and the judging of shop events need nothing new to leave it out.
ALTER TABLE missions
  ADD COLUMN edit_version integer NOT NULL DEFAULT 1 CHECK (edit_version >= 1),
  ADD COLUMN created_by integer REFERENCES members (id),
  ADD COLUMN created_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN updated_at timestamptz,
  ADD COLUMN ended_at timestamptz,
  ADD COLUMN ended_by integer REFERENCES members (id),
  ADD COLUMN end_reason text,
  ADD CONSTRAINT missions_end_has_reason CHECK ((ended_at IS NULL) = (end_reason IS NULL));

-- Members on the way to a «surveys» mission: completed surveys by instant.
CREATE INDEX shop_orders_survey_completed_idx ON shop_orders (survey_completed_at)
  WHERE survey_completed_at IS NOT NULL;
