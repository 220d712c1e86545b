import type { Database } from './database.js';

// Every table carries the `oidc_` prefix so the provider can share one database with the API.
// The advisory lock keeps two processes starting at once from racing on CREATE ... IF NOT EXISTS.
const SCHEMA = `
BEGIN;
SELECT pg_advisory_xact_lock(727090);

CREATE TABLE IF NOT EXISTS oidc_models (
  id          text        NOT NULL,
  type        text        NOT NULL,
  payload     jsonb       NOT NULL,
  grant_id    text,
  user_code   text,
  uid         text,
  expires_at  timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (type, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant_id ON oidc_models (type, grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (type, uid) WHERE uid IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_user_code ON oidc_models (type, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX IF NOT EXISTS oidc_models_expires_at ON oidc_models (expires_at);
-- A member's sessions and grants (the club's support lists and ends them: src/member-sessions).
CREATE INDEX IF NOT EXISTS oidc_models_account ON oidc_models (type, (payload->>'accountId'));

CREATE TABLE IF NOT EXISTS oidc_accounts (
  id         uuid        PRIMARY KEY,
  mobile     text        NOT NULL UNIQUE CHECK (mobile ~ '^09[0-9]{9}$'),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS oidc_otp_codes (
  id              uuid        PRIMARY KEY,
  interaction_uid text        NOT NULL,
  mobile          text        NOT NULL,
  code_hash       text        NOT NULL,
  requester_ip    text        NOT NULL,
  created_at      timestamptz NOT NULL,
  expires_at      timestamptz NOT NULL,
  attempts        integer     NOT NULL DEFAULT 0,
  consumed_at     timestamptz,
  voided_at       timestamptz
);
-- When the SMS gateway did not confirm sending this code in time: the code stays valid (it may
-- still arrive) and "send again" opens at once. Added after the table; ADD COLUMN IF NOT EXISTS
-- upgrades databases created before it.
ALTER TABLE oidc_otp_codes ADD COLUMN IF NOT EXISTS send_failed_at timestamptz;
CREATE INDEX IF NOT EXISTS oidc_otp_codes_interaction ON oidc_otp_codes (interaction_uid, created_at DESC);
CREATE INDEX IF NOT EXISTS oidc_otp_codes_mobile ON oidc_otp_codes (mobile, created_at);
CREATE INDEX IF NOT EXISTS oidc_otp_codes_ip ON oidc_otp_codes (requester_ip, created_at);
-- The sign-in signals sum a day of codes by time; the day's pruning finds the old ones by it too.
CREATE INDEX IF NOT EXISTS oidc_otp_codes_created ON oidc_otp_codes (created_at);

-- Fixed-window counters (verification attempts, wrong codes per Tehran day): one upsert per hit
-- both counts and decides, so parallel requests can never slip past a limit.
CREATE TABLE IF NOT EXISTS oidc_rate_counters (
  key          text        NOT NULL,
  window_start timestamptz NOT NULL,
  hits         integer     NOT NULL,
  PRIMARY KEY (key, window_start)
);

-- Sessions (sid claims) that ended; the API polls /session/revoked and refuses their tokens.
CREATE TABLE IF NOT EXISTS oidc_revoked_sessions (
  sid        text        PRIMARY KEY,
  revoked_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS oidc_revoked_sessions_at ON oidc_revoked_sessions (revoked_at);

CREATE TABLE IF NOT EXISTS oidc_secrets (
  name       text        PRIMARY KEY,
  value      jsonb       NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
COMMIT;
`;

export async function migrate(db: Database): Promise<void> {
  await db.exec(SCHEMA);
}

/** How long a revoked sid is announced: longer than any access token lives. */
export const REVOKED_SESSION_RETENTION_MS = 15 * 60 * 1000;

/** Drops what can no longer be used: expired provider artefacts, day-old codes and counters, old revocations. */
export async function removeExpired(db: Database, now: Date): Promise<void> {
  await db.query('DELETE FROM oidc_models WHERE expires_at < $1', [now]);
  await db.query("DELETE FROM oidc_otp_codes WHERE created_at < $1::timestamptz - interval '1 day'", [now]);
  await db.query("DELETE FROM oidc_rate_counters WHERE window_start < $1::timestamptz - interval '2 days'", [now]);
  await db.query('DELETE FROM oidc_revoked_sessions WHERE revoked_at < $1', [
    new Date(now.getTime() - REVOKED_SESSION_RETENTION_MS),
  ]);
}
