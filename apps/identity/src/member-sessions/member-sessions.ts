import type { Database, Queryable } from '../db/database.js';
import { recordRevokedSids, revokedAmong } from '../oidc/revoked-sessions.js';

/** A member's sign-in session as the club's support sees it: when it began and which apps use it. */
export interface MemberSessionView {
  id: string;
  signedInAt: string | null;
  expiresAt: string | null;
  clients: string[];
}

interface SessionRow {
  id: string;
  payload: { loginTs?: number; authorizations?: Record<string, { sid?: string; grantId?: string }> };
  expires_at: Date | null;
}

async function accountOf(db: Queryable, mobile: string): Promise<string | undefined> {
  const rows = await db.query<{ id: string }>('SELECT id FROM oidc_accounts WHERE mobile = $1', [mobile]);
  return rows[0]?.id;
}

// oidc_models_account (db/schema.ts) serves both look-ups by the payload's accountId.
async function sessionsOf(db: Queryable, accountId: string, forUpdate = false): Promise<SessionRow[]> {
  return db.query<SessionRow>(
    `SELECT id, payload, expires_at FROM oidc_models
     WHERE type = 'Session' AND payload->>'accountId' = $1 AND (expires_at IS NULL OR expires_at > $2)
     ORDER BY (payload->>'loginTs')::bigint DESC NULLS LAST, id${forUpdate ? ' FOR UPDATE' : ''}`,
    [accountId, new Date()],
  );
}

const entries = (row: SessionRow) => Object.entries(row.payload.authorizations ?? {});

/**
 * The member's live sessions: those with at least one app still signed in through them (a sid
 * revoked by a sign-out or a replayed refresh token no longer counts), newest first.
 */
export async function listMemberSessions(db: Database, mobile: string): Promise<MemberSessionView[]> {
  const accountId = await accountOf(db, mobile);
  if (!accountId) return [];
  const rows = await sessionsOf(db, accountId);
  const revoked = await revokedAmong(
    db,
    rows.flatMap((row) => entries(row).flatMap(([, entry]) => (entry.sid ? [entry.sid] : []))),
  );
  return rows.flatMap((row) => {
    const clients = entries(row)
      .filter(([, entry]) => entry.sid && !revoked.has(entry.sid))
      .map(([client]) => client);
    if (clients.length === 0) return [];
    const loginTs = row.payload.loginTs;
    return [
      {
        id: row.id,
        signedInAt: typeof loginTs === 'number' ? new Date(loginTs * 1000).toISOString() : null,
        expiresAt: row.expires_at ? new Date(row.expires_at).toISOString() : null,
        clients,
      },
    ];
  });
}

/**
 * Ends every session of the member, as a sign-out does for one: each sid is announced at
 * /session/revoked (the API refuses its access tokens within a poll), and the grants, their
 * refresh tokens and the sessions themselves are deleted, so no refresh and no silent sign-in
 * works any more. One transaction: a sign-in racing it either ends with the rest or starts after.
 * Answers how many live sessions there were.
 */
export async function endMemberSessions(db: Database, mobile: string): Promise<number> {
  const live = (await listMemberSessions(db, mobile)).length;
  await db.transaction(async (tx) => {
    const accountId = await accountOf(tx, mobile);
    if (!accountId) return;
    const sessions = await sessionsOf(tx, accountId, true);
    const grantRows = await tx.query<{ id: string }>(
      "SELECT id FROM oidc_models WHERE type = 'Grant' AND payload->>'accountId' = $1",
      [accountId],
    );
    const grants = [
      ...new Set([
        ...grantRows.map((row) => row.id),
        ...sessions.flatMap((row) => entries(row).flatMap(([, entry]) => (entry.grantId ? [entry.grantId] : []))),
      ]),
    ];
    const tokenSids = await tx.query<{ sid: string | null }>(
      "SELECT payload->>'sid' AS sid FROM oidc_models WHERE grant_id = ANY($1::text[])",
      [grants],
    );
    await recordRevokedSids(tx, [
      ...sessions.flatMap((row) => entries(row).flatMap(([, entry]) => (entry.sid ? [entry.sid] : []))),
      ...tokenSids.flatMap((row) => (row.sid ? [row.sid] : [])),
    ]);
    await tx.query('DELETE FROM oidc_models WHERE grant_id = ANY($1::text[])', [grants]);
    await tx.query("DELETE FROM oidc_models WHERE type = 'Grant' AND id = ANY($1::text[])", [grants]);
    await tx.query("DELETE FROM oidc_models WHERE type = 'Session' AND id = ANY($1::text[])", [
      sessions.map((row) => row.id),
    ]);
  });
  return live;
}
