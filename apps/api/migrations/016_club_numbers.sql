-- The club's numbers (src/domain/liability.ts, src/http/csv.ts): finance reads what the club owes in
-- points from the ledger, with aggregates in the database, never row by row.

-- The ledger summed per Tehran calendar day, kept by the insert that writes each line, in its
-- transaction: the liability on any day is a sum over a few thousand rows instead of a scan of
-- millions of lines (5,000,000 took seconds). The ledger is append-only, so a day's sums only
-- ever grow with it. Each day is split into 16 stripes by member, so two members' points written
-- at once rarely wait on the same row (a member's own writes already queue on their balance).
CREATE TABLE points_ledger_days (
  day date NOT NULL,
  stripe smallint NOT NULL,
  issued bigint NOT NULL DEFAULT 0,
  spent bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (day, stripe)
);

CREATE FUNCTION points_ledger_days_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO points_ledger_days AS d (day, stripe, issued, spent)
  VALUES ((NEW.created_at AT TIME ZONE 'Asia/Tehran')::date, NEW.member_id % 16,
          greatest(NEW.amount, 0), greatest(-NEW.amount, 0))
  ON CONFLICT (day, stripe) DO UPDATE SET issued = d.issued + EXCLUDED.issued, spent = d.spent + EXCLUDED.spent;
  RETURN NEW;
END;
$$;
CREATE TRIGGER points_ledger_days_add AFTER INSERT ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_days_add();

INSERT INTO points_ledger_days (day, stripe, issued, spent)
SELECT (created_at AT TIME ZONE 'Asia/Tehran')::date, member_id % 16,
       sum(greatest(amount, 0)), sum(greatest(-amount, 0))
  FROM points_ledger
 GROUP BY 1, 2;

-- Points owed but not yet in the ledger at an instant: orders with points, by delivery.
CREATE INDEX shop_orders_delivered_idx ON shop_orders (delivered_at) INCLUDE (points, released_at, returned_at)
  WHERE points > 0;
