-- Less work inside PostgreSQL for every write: the triggers below run on every spin and buy, so
-- each does the least it can.

-- 1. The wheel's draw fingerprint is a counter instead of an md5 over the wheel and every prize
-- row (which each spin recomputed). Any change to the wheel's row or to any of its prizes moves it,
-- in the same transaction, so a statement sees the counter and the rows it counts in one snapshot:
-- the spin claims the day only if the wheel is still the one its draw was made from
-- (src/domain/wheel.ts).
ALTER TABLE wheels ADD COLUMN draw_version bigint NOT NULL DEFAULT 1;

CREATE FUNCTION wheels_next_draw_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.draw_version := OLD.draw_version + 1;
  RETURN NEW;
END $$;
CREATE TRIGGER wheels_draw_version BEFORE UPDATE ON wheels
  FOR EACH ROW EXECUTE FUNCTION wheels_next_draw_version();

-- OLD is null for an INSERT and NEW for a DELETE; a prize moved between wheels moves both.
-- TRUNCATE fires no row trigger: then every wheel moves on, and every process drops its cached wheel.
CREATE FUNCTION wheel_prizes_move_draw_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE wheels SET draw_version = draw_version + 1;
    PERFORM pg_notify('clorofil_cache', 'wheel');
  ELSE
    UPDATE wheels SET draw_version = draw_version + 1 WHERE id IN (OLD.wheel_id, NEW.wheel_id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER wheel_prizes_draw_version AFTER INSERT OR UPDATE OR DELETE ON wheel_prizes
  FOR EACH ROW EXECUTE FUNCTION wheel_prizes_move_draw_version();
CREATE TRIGGER wheel_prizes_truncate_draw_version AFTER TRUNCATE ON wheel_prizes
  FOR EACH STATEMENT EXECUTE FUNCTION wheel_prizes_move_draw_version();

-- 2. The read caches' member notifications (004) read the member id as a column, not through
-- to_jsonb of the whole row, and an UPDATE that keeps the member sends it once.
CREATE FUNCTION read_cache_notify_member_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('clorofil_cache', 'm:' || OLD.member_id);
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.member_id IS DISTINCT FROM OLD.member_id) THEN
    PERFORM pg_notify('clorofil_cache', 'm:' || NEW.member_id);
  END IF;
  RETURN NULL;
END $$;

-- members: its id never changes (other tables reference it), so OLD names the member.
CREATE FUNCTION read_cache_notify_member_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clorofil_cache', 'm:' || OLD.id);
  RETURN NULL;
END $$;

DROP TRIGGER read_cache_members ON members;
CREATE TRIGGER read_cache_members AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member_row();

-- points_ledger needs no trigger of its own: every row it takes updates its member's balance
-- (points_ledger_apply, 001), and that update notifies the member above, in the same transaction.
DROP TRIGGER read_cache_points_ledger ON points_ledger;

-- The other member tables: the same triggers, on the column-reading function.
DO $$
DECLARE
  member_table text;
BEGIN
  FOREACH member_table IN ARRAY ARRAY['reward_receipts', 'wheel_spins', 'shop_orders', 'discount_codes',
    'commission_codes', 'review_decisions'] LOOP
    EXECUTE format('DROP TRIGGER read_cache_%1$s ON %1$I', member_table);
    EXECUTE format('CREATE TRIGGER read_cache_%1$s AFTER INSERT OR UPDATE OR DELETE ON %1$I
      FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member_id()', member_table);
  END LOOP;
END $$;

DROP FUNCTION read_cache_notify_member();
