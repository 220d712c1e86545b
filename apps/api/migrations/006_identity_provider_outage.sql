-- What the API needs to know from the identity provider to serve while the provider is down or
-- frozen, kept in the API's own database so a process started during an outage knows it too.

-- The provider's signing keys as last fetched (src/auth/signing-keys.ts): a new process verifies
-- tokens with them at once instead of having no key set until the provider answers. One row per
-- issuer; any API process may replace it (the last writer wins, and every writer wrote a set the
-- provider served).
CREATE TABLE signing_key_sets (
  issuer text PRIMARY KEY,
  jwks jsonb NOT NULL CHECK (jsonb_typeof(jwks -> 'keys') = 'array'),
  fetched_at timestamptz NOT NULL
);

-- Sessions the provider has ended, as the API processes heard them (src/auth/revocation.ts): a new
-- process refuses their tokens from its first request. A row is needed only while the session's
-- tokens can still be valid (the access-token lifetime); older rows are deleted as new ones come.
CREATE TABLE revoked_sessions (
  sid text PRIMARY KEY,
  seen_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_seen_at_idx ON revoked_sessions (seen_at);
