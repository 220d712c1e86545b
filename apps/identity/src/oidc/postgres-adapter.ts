import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Database } from '../db/database.js';
import { recordRevokedSids, revokedAmong } from './revoked-sessions.js';

interface SessionAuthorizations {
  authorizations?: Record<string, { sid?: string; grantId?: string }>;
}

export function sessionSids(payload: AdapterPayload | undefined): string[] {
  const authorizations = (payload as SessionAuthorizations | undefined)?.authorizations ?? {};
  return Object.values(authorizations).flatMap((entry) => (entry.sid ? [entry.sid] : []));
}

interface ModelRow {
  payload: AdapterPayload;
  consumed_at: Date | null;
}

/**
 * oidc-provider's storage contract on one PostgreSQL table (`oidc_models`): one row per artefact,
 * keyed by (type, id), with the look-up columns the provider queries by (grant, session uid,
 * device user code) pulled out of the JSON payload. Expired rows are treated as absent.
 *
 * It is also where grants are seen to end: revoking one (sign-out, revocation, a reused refresh
 * token) deletes its tokens here, so the sids those rows carry are recorded for
 * `/session/revoked` in the same statement's wake, before the provider answers. A revoked sid never comes back: a session read later drops the client
 * entry that carried it, so the next sign-in in that browser gets a fresh sid and grant.
 */
export class PostgresAdapter implements Adapter {
  private readonly db: Database;
  private readonly type: string;

  constructor(db: Database, type: string) {
    this.db = db;
    this.type = type;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
    await this.db.query(
      `INSERT INTO oidc_models (id, type, payload, grant_id, user_code, uid, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6, $7)
       ON CONFLICT (type, id) DO UPDATE SET
         payload = EXCLUDED.payload, grant_id = EXCLUDED.grant_id, user_code = EXCLUDED.user_code,
         uid = EXCLUDED.uid, expires_at = EXCLUDED.expires_at`,
      [
        id,
        this.type,
        JSON.stringify(payload),
        payload.grantId ?? null,
        payload.userCode ?? null,
        payload.uid ?? null,
        expiresAt,
      ],
    );
  }

  find(id: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('id', id);
  }

  findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('uid', uid);
  }

  findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return this.findWhere('user_code', userCode);
  }

  async consume(id: string): Promise<void> {
    await this.db.query('UPDATE oidc_models SET consumed_at = $3 WHERE type = $1 AND id = $2', [
      this.type,
      id,
      new Date(),
    ]);
  }

  async destroy(id: string): Promise<void> {
    // Not a sign-out signal for sessions: the provider also destroys a session's old id when it
    // renews the id after a sign-in. Sign-out is recorded around /session/end (create-provider).
    // A grant, though, is only destroyed when it is revoked (a replayed refresh token, a revoked
    // token, sign-out): the sid the session filed it under is announced whatever token rows are
    // left to carry it, so the API refuses the grant's access tokens within a poll.
    if (this.type === 'Grant') await recordRevokedSids(this.db, await this.sidsOfGrant(id));
    await this.db.query('DELETE FROM oidc_models WHERE type = $1 AND id = $2', [this.type, id]);
  }

  /** The sids under which live sessions hold this grant (one per client that signed in). */
  private async sidsOfGrant(grantId: string): Promise<string[]> {
    const rows = await this.db.query<{ sid: string | null }>(
      `SELECT entry.value->>'sid' AS sid
       FROM oidc_models, jsonb_each(payload->'authorizations') AS entry
       WHERE type = 'Session' AND jsonb_typeof(payload->'authorizations') = 'object'
         AND entry.value->>'grantId' = $1`,
      [grantId],
    );
    return rows.flatMap((row) => (row.sid ? [row.sid] : []));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    const rows = await this.db.query<{ sid: string | null }>(
      "DELETE FROM oidc_models WHERE type = $1 AND grant_id = $2 RETURNING payload->>'sid' AS sid",
      [this.type, grantId],
    );
    await recordRevokedSids(
      this.db,
      rows.flatMap((row) => (row.sid ? [row.sid] : [])),
    );
  }

  private async findWhere(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
    const rows = await this.db.query<ModelRow>(
      `SELECT payload, consumed_at FROM oidc_models
       WHERE type = $1 AND ${column} = $2 AND (expires_at IS NULL OR expires_at > $3)
       LIMIT 1`,
      [this.type, value, new Date()],
    );
    const row = rows[0];
    if (!row) return undefined;
    if (this.type === 'Session') return this.withoutRevokedSids(row.payload);
    if (!row.consumed_at) return row.payload;
    return { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) };
  }

  private async withoutRevokedSids(payload: AdapterPayload): Promise<AdapterPayload> {
    const revoked = await revokedAmong(this.db, sessionSids(payload));
    if (revoked.size === 0) return payload;
    const authorizations = (payload as SessionAuthorizations).authorizations ?? {};
    const kept = Object.fromEntries(
      Object.entries(authorizations).filter(([, entry]) => !entry.sid || !revoked.has(entry.sid)),
    );
    return { ...payload, authorizations: kept } as AdapterPayload;
  }
}

export function postgresAdapterFactory(db: Database): AdapterFactory {
  return (name: string) => new PostgresAdapter(db, name);
}
