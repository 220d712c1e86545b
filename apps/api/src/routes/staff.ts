import { auditColumnLabels as label, roleColumnLabels, staffRoleNames } from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
import type { Kysely } from 'kysely';
import { memberTag } from '../cache/cache-hub.js';
import {
  auditTrailAfter,
  listAuditTrail,
  rollbackEntry,
  type Actor,
  type AuditFilter,
  type AuditRow,
} from '../domain/audit.js';
import { changeRole, listRoleHolders, listRoleHoldings, staffMe, type RoleHolding } from '../domain/staff.js';
import type { DB } from '../db/schema.js';
import { defineCsvRoute, keysetPages, listExport, type CsvColumn, type CsvExport } from '../http/csv.js';
import { defineRoute, type RouteKit } from '../http/route.js';
import type { Staff } from '../auth/permissions.js';

export const ROLLED_BACK_MESSAGE = 'تغییر بازگردانده شد و نسخهٔ پیشین دوباره منتشر شد.';

const actorOf = (staff: Staff): Actor => ({ memberId: staff.memberId, mobile: staff.mobile });

const json = (value: unknown) => (value === null ? null : JSON.stringify(value));

const auditColumns: readonly CsvColumn<AuditRow>[] = [
  { label: label.at, value: (row) => formatJalaliDateTime(row.at) },
  { label: label.actor, value: (row) => row.actorMobile },
  { label: label.address, value: (row) => row.address },
  { label: label.kind, value: (row) => row.kind },
  { label: label.subject, value: (row) => row.subject },
  { label: label.reason, value: (row) => row.reason },
  { label: label.before, value: (row) => json(row.before) },
  { label: label.after, value: (row) => json(row.after) },
];

const roleColumns: readonly CsvColumn<RoleHolding>[] = [
  { label: roleColumnLabels.mobile, value: (row) => row.mobile },
  { label: roleColumnLabels.name, value: (row) => row.name },
  { label: roleColumnLabels.role, value: (row) => staffRoleNames[row.role] },
  // A role the seed gave has no grant in the trail: both cells stay empty.
  { label: roleColumnLabels.grantedAt, value: (row) => (row.grantedAt ? formatJalaliDateTime(row.grantedAt) : null) },
  { label: roleColumnLabels.grantedBy, value: (row) => row.grantedBy },
];

/** The file's bounds in its name: the calendar day of each, Latin digits (a header carries no Persian). */
function auditFileName(filter: AuditFilter): string {
  const from = filter.from ? `-from-${filter.from.slice(0, 10)}` : '';
  const to = filter.to ? `-to-${filter.to.slice(0, 10)}` : '';
  return `audit-trail${from}${to}.csv`;
}

/** Every entry the screen's filters match, newest first, read `pageSize` at a time. */
export function auditTrailExport(db: Kysely<DB>, filter: AuditFilter, pageSize?: number): CsvExport<AuditRow> {
  return {
    fileName: auditFileName(filter),
    columns: auditColumns,
    pages: keysetPages<AuditRow, number>(
      (after, size) => auditTrailAfter(db, filter, after, size),
      (row) => row.id,
      pageSize,
    ),
  };
}

/** The console's own endpoints: who is signed in, roles, the audit trail and its rollbacks. */
export function staffRoutes(kit: RouteKit): void {
  const { db, clock, cache } = kit.ctx;
  defineRoute(kit, 'getStaffMe', ({ staff }) => Promise.resolve(staffMe(staff)));
  defineRoute(kit, 'getRoleHolders', () => listRoleHolders(db));
  defineCsvRoute(kit, 'exportRoleHolders', async () =>
    listExport('role-holders.csv', roleColumns, await listRoleHoldings(db)),
  );
  for (const [name, change] of [
    ['grantRole', 'grant'],
    ['revokeRole', 'revoke'],
  ] as const) {
    defineRoute(kit, name, async ({ staff, params, body, request }) => {
      const { holder, memberId } = await changeRole(db, {
        mobile: params.mobile,
        role: params.role,
        change,
        actor: actorOf(staff),
        address: request.ip,
        reason: body?.reason,
      });
      // The member's cached reads (their roles among them) go at once here; other processes
      // hear the members row's NOTIFY.
      cache.invalidate(memberTag(memberId));
      return holder;
    });
  }
  defineRoute(kit, 'getAuditTrail', ({ query }) => listAuditTrail(db, query ?? {}));
  defineCsvRoute(kit, 'exportAuditTrail', ({ query }) => auditTrailExport(db, query ?? {}));
  defineRoute(kit, 'rollbackAudit', async ({ staff, params, body, request }) => {
    await rollbackEntry(db, params.id, {
      actor: actorOf(staff),
      address: request.ip,
      reason: body?.reason?.trim() || null,
      now: clock.now(),
    });
    return { message: ROLLED_BACK_MESSAGE };
  });
}
