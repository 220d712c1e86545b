-- Read caches of every API process (src/cache) are dropped by NOTIFY on channel clorofil_cache,
-- sent from the writes themselves: whichever process, CLI or hand-written SQL changes a row, every
-- listening process hears it when (and only if) the transaction commits. PostgreSQL folds
-- identical payloads of one transaction into one notification, so row triggers stay cheap.
-- Payloads: 'm:<member id>' for one member's data, or a catalogue name.

CREATE FUNCTION read_cache_notify_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0] names the column holding the member id ('id' on members, 'member_id' elsewhere).
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('clorofil_cache', 'm:' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('clorofil_cache', 'm:' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END $$;

CREATE FUNCTION read_cache_notify_catalogue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('clorofil_cache', TG_ARGV[0]);
  RETURN NULL;
END $$;

CREATE TRIGGER read_cache_members AFTER UPDATE OR DELETE ON members
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('id');
CREATE TRIGGER read_cache_points_ledger AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_reward_receipts AFTER INSERT OR UPDATE OR DELETE ON reward_receipts
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_wheel_spins AFTER INSERT OR UPDATE OR DELETE ON wheel_spins
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_shop_orders AFTER INSERT OR UPDATE OR DELETE ON shop_orders
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_discount_codes AFTER INSERT OR UPDATE OR DELETE ON discount_codes
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_commission_codes AFTER INSERT OR UPDATE OR DELETE ON commission_codes
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');
CREATE TRIGGER read_cache_review_decisions AFTER INSERT OR UPDATE OR DELETE ON review_decisions
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_member('member_id');

-- Row triggers on the catalogue too: the buy's `UPDATE rewards SET stock = stock - 1` on an
-- unlimited reward touches no row and must not flush every member's cached catalogue.
CREATE TRIGGER read_cache_rewards AFTER INSERT OR UPDATE OR DELETE ON rewards
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('rewards');
CREATE TRIGGER read_cache_wheels AFTER INSERT OR UPDATE OR DELETE ON wheels
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('wheel');
CREATE TRIGGER read_cache_wheel_prizes AFTER INSERT OR UPDATE OR DELETE ON wheel_prizes
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('wheel');
CREATE TRIGGER read_cache_pages AFTER INSERT OR UPDATE OR DELETE ON pages
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('content');
CREATE TRIGGER read_cache_faq_items AFTER INSERT OR UPDATE OR DELETE ON faq_items
  FOR EACH ROW EXECUTE FUNCTION read_cache_notify_catalogue('content');
