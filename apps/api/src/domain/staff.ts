import { staffRoles, type RoleHolder, type StaffMe, type StaffRole } from '@clorofil/api-client/contract';
import { sql, type Kysely } from 'kysely';
import { staffRolesOf, type Staff } from '../auth/permissions.js';
import type { DB } from '../db/schema.js';
import { recordAudit, type Actor } from './audit.js';
import { conflict, notFound } from './errors.js';

// Roles are held by the API in `members.roles`; every grant and revocation is an audit entry
// (role.grant / role.revoke, the member's roles before and after), the only history of roles.

export const NO_SUCH_MEMBER_MESSAGE =
  'هنوز هیچ عضوی با این شمارهٔ همراه وارد باشگاه نشده است؛ نقش را پس از نخستین ورود او بدهید.';
export const LAST_ADMIN_MESSAGE =
  'این تنها مدیر باشگاه است؛ پیش از گرفتن نقش مدیر از او، این نقش را به عضو دیگری بدهید.';

export function staffMe(staff: Staff): StaffMe {
  return { mobile: staff.mobile, roles: staff.roles, permissions: staff.permissions };
}

const nameOf = (member: { first_name: string; last_name: string }) =>
  `${member.first_name} ${member.last_name}`.trim() || null;

/** Every member holding a staff role, by mobile. */
export async function listRoleHolders(db: Kysely<DB>): Promise<RoleHolder[]> {
  const rows = await db
    .selectFrom('members')
    .select(['mobile', 'first_name', 'last_name', 'roles'])
    .where(sql<boolean>`roles && ${sql.val([...staffRoles])}::text[]`)
    .orderBy('mobile')
    .execute();
  return rows.map((row) => ({ mobile: row.mobile, name: nameOf(row), roles: staffRolesOf(row.roles) }));
}

/** One role held, with its latest grant in the audit trail (none for a role given by the seed). */
export interface RoleHolding {
  mobile: string;
  name: string | null;
  role: StaffRole;
  grantedAt: Date | null;
  /** The granter's mobile, or `cli:<user>`. */
  grantedBy: string | null;
}

const rolesIn = (state: unknown): string[] => {
  const roles = (state as { roles?: unknown } | null)?.roles;
  return Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : [];
};

/**
 * Every role held, one per line, in the list's order, each with the grant that gave it: the
 * latest `role.grant` entry whose `after` added it. Roles are few; the list and its grants are
 * read whole.
 */
export async function listRoleHoldings(db: Kysely<DB>): Promise<RoleHolding[]> {
  const holders = await listRoleHolders(db);
  if (holders.length === 0) return [];
  const grants = await db
    .selectFrom('audit_trail')
    .select(['subject', 'at', 'actor_mobile', 'before', 'after'])
    .where('kind', '=', 'role.grant')
    .where(
      'subject',
      'in',
      holders.map((holder) => holder.mobile),
    )
    .orderBy('id')
    .execute();
  const granted = new Map<string, { at: Date; by: string }>();
  for (const grant of grants) {
    const before = new Set(rolesIn(grant.before));
    for (const role of rolesIn(grant.after)) {
      if (!before.has(role))
        granted.set(`${grant.subject} ${role}`, { at: new Date(grant.at), by: grant.actor_mobile });
    }
  }
  return holders.flatMap((holder) =>
    holder.roles.map((role) => {
      const grant = granted.get(`${holder.mobile} ${role}`);
      return {
        mobile: holder.mobile,
        name: holder.name,
        role,
        grantedAt: grant?.at ?? null,
        grantedBy: grant?.by ?? null,
      };
    }),
  );
}

export interface RoleChange {
  mobile: string;
  role: StaffRole;
  change: 'grant' | 'revoke';
  actor: Actor;
  address: string;
  reason?: string | undefined;
}

/**
 * Grants or revokes one role of the member with `mobile`, with its audit entry, in one
 * transaction. A member must exist (have signed in, or been created by the shop): a mistyped
 * number never holds a role in waiting for a stranger. The club keeps at least one admin once it
 * has one. Granting a held role or revoking one not held changes nothing and records nothing.
 * Answers the holder and the member's id (whose cached reads the caller drops).
 */
export async function changeRole(
  db: Kysely<DB>,
  change: RoleChange,
): Promise<{ holder: RoleHolder; memberId: number }> {
  return db.transaction().execute(async (tx) => {
    // Role changes wait for each other, so two admins revoking each other cannot both pass the
    // last-admin check.
    await sql`SELECT pg_advisory_xact_lock(hashtext('staff:roles'))`.execute(tx);
    const member = await tx
      .selectFrom('members')
      .select(['id', 'mobile', 'first_name', 'last_name', 'roles'])
      .where('mobile', '=', change.mobile)
      .forUpdate()
      .executeTakeFirst();
    if (!member) throw notFound(NO_SUCH_MEMBER_MESSAGE);
    const before = member.roles;
    const holds = before.includes(change.role);
    const after =
      change.change === 'grant'
        ? holds
          ? before
          : [...before, change.role]
        : before.filter((role) => role !== change.role);
    if (change.change === 'revoke' && change.role === 'admin' && holds) {
      const others = await tx
        .selectFrom('members')
        .select('id')
        .where(sql<boolean>`'admin' = ANY(roles)`)
        .where('id', '<>', member.id)
        .limit(1)
        .execute();
      if (others.length === 0) throw conflict(LAST_ADMIN_MESSAGE);
    }
    if (after.length !== before.length) {
      await tx
        .updateTable('members')
        .set({ roles: after, updated_at: new Date() })
        .where('id', '=', member.id)
        .execute();
      await recordAudit(tx, {
        actor: change.actor,
        address: change.address,
        kind: `role.${change.change}`,
        subject: member.mobile,
        before: { roles: staffRolesOf(before) },
        after: { roles: staffRolesOf(after) },
        reason: change.reason,
      });
    }
    return {
      holder: { mobile: member.mobile, name: nameOf(member), roles: staffRolesOf(after) },
      memberId: member.id,
    };
  });
}
