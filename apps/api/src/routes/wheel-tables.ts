import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Staff } from '../auth/permissions.js';
import { fieldErrors, invalid } from '../domain/errors.js';
import {
  getWheelTables,
  previewWheelTable,
  publishWheelTable,
  saveWheelDraft,
  scheduleWheelTable,
  type StaffWrite,
} from '../domain/wheel-tables.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/**
 * The body exactly as staff wrote it. Every request is normalised for form input (Persian digits
 * to Latin), which would turn a prize «۵ کلروفیل» into «5 کلروفیل»; prize titles and sentences are
 * published as typed, so the body is validated again without that.
 */
function asWritten<S extends z.ZodType>(schema: S, request: FastifyRequest): z.output<S> {
  const result = schema.safeParse(request.body);
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}

const staffWrite = (staff: Staff, request: FastifyRequest): StaffWrite => ({
  actor: { memberId: staff.memberId, mobile: staff.mobile },
  address: request.ip,
});

/** Staff with the `wheel` permission: the odds tables of the lucky wheel. */
export function wheelTableRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getWheelTables', () => getWheelTables(db, clock.now()));
  defineRoute(kit, 'saveWheelDraft', ({ params, staff, request }) =>
    saveWheelDraft(
      db,
      params.wheelId,
      asWritten(endpoints.saveWheelDraft.body, request),
      staffWrite(staff, request),
      clock.now(),
    ),
  );
  defineRoute(kit, 'scheduleWheelTable', ({ params, body, staff, request }) =>
    scheduleWheelTable(db, params.wheelId, body, staffWrite(staff, request), clock.now()),
  );
  defineRoute(kit, 'publishWheelTable', ({ params, body, staff, request }) =>
    publishWheelTable(db, params.wheelId, body, staffWrite(staff, request), clock.now()),
  );
  defineRoute(kit, 'previewWheelTable', async ({ request }) =>
    previewWheelTable(asWritten(endpoints.previewWheelTable.body, request)),
  );
}
