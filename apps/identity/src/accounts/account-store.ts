import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.js';

export interface Account {
  /** Opaque, stable subject identifier (uuid) — what tokens carry as `sub`. */
  id: string;
  /** Canonical `09xxxxxxxxx`. */
  mobile: string;
  createdAt: Date;
}

interface AccountRow {
  id: string;
  mobile: string;
  created_at: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAccount(row: AccountRow): Account {
  return { id: row.id, mobile: row.mobile, createdAt: row.created_at };
}

export class AccountStore {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  async findById(id: string): Promise<Account | undefined> {
    // Subjects arrive from tokens and cookies; anything that is not one of our uuids is simply unknown.
    if (!UUID.test(id)) return undefined;
    const rows = await this.db.query<AccountRow>('SELECT id, mobile, created_at FROM oidc_accounts WHERE id = $1', [
      id,
    ]);
    return rows[0] && toAccount(rows[0]);
  }

  async findByMobile(mobile: string): Promise<Account | undefined> {
    const rows = await this.db.query<AccountRow>('SELECT id, mobile, created_at FROM oidc_accounts WHERE mobile = $1', [
      mobile,
    ]);
    return rows[0] && toAccount(rows[0]);
  }

  /** Anyone who proves a mobile number becomes an account; the same number always maps to one account. */
  async findOrCreate(mobile: string): Promise<Account> {
    const inserted = await this.db.query<AccountRow>(
      `INSERT INTO oidc_accounts (id, mobile) VALUES ($1, $2)
       ON CONFLICT (mobile) DO NOTHING
       RETURNING id, mobile, created_at`,
      [randomUUID(), mobile],
    );
    if (inserted[0]) return toAccount(inserted[0]);
    const existing = await this.findByMobile(mobile);
    if (!existing) throw new Error('Account vanished between insert and read.');
    return existing;
  }
}
