import { memberTag } from '../cache/cache-hub.js';
import { listAuditTrail, rollbackEntry, type Actor } from '../domain/audit.js';
import { changeRole, listRoleHolders, staffMe } from '../domain/staff.js';
import { defineRoute, type RouteKit } from '../http/route.js';
import type { Staff } from '../auth/permissions.js';

export const ROLLED_BACK_MESSAGE = 'تغییر بازگردانده شد و نسخهٔ پیشین دوباره منتشر شد.';

const actorOf = (staff: Staff): Actor => ({ memberId: staff.memberId, mobile: staff.mobile });

/** The console's own endpoints: who is signed in, roles, the audit trail and its rollbacks. */
export function staffRoutes(kit: RouteKit): void {
  const { db, clock, cache } = kit.ctx;
  defineRoute(kit, 'getStaffMe', ({ staff }) => Promise.resolve(staffMe(staff)));
  defineRoute(kit, 'getRoleHolders', () => listRoleHolders(db));
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
