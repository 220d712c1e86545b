-- Issue 15. Web vitals of members' page views: a route pattern, a metric name and its value.
-- No member, address, token or user agent is stored, so the table holds no personal data.
-- Bounded by the API (src/domain/vitals.ts): rows older than eight days and rows beyond the
-- newest VITALS_MAX_ROWS are deleted with every report.
CREATE TABLE web_vitals (
  id bigserial PRIMARY KEY,
  recorded_at timestamptz NOT NULL,
  route text NOT NULL CHECK (char_length(route) BETWEEN 1 AND 120),
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision NOT NULL CHECK (value >= 0 AND value < 'Infinity'::double precision)
);
-- The summary reads a time window; pruning deletes by age.
CREATE INDEX web_vitals_recorded_at_idx ON web_vitals (recorded_at);
