-- The club's numbers (src/domain/liability.ts, src/domain/exports.ts): finance reads what the club
-- owes in points from the ledger itself, with aggregates in the database, never row by row.

-- The liability sums every line up to an instant, per Tehran day: amount and source ride in the
-- index, so the sum is an index-only scan and the table's pages are not read.
CREATE INDEX points_ledger_created_idx ON points_ledger (created_at) INCLUDE (amount, source);

-- Points owed but not yet in the ledger at an instant: orders with points, by delivery.
CREATE INDEX shop_orders_delivered_idx ON shop_orders (delivered_at) INCLUDE (points, released_at, returned_at)
  WHERE points > 0;
