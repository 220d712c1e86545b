import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import {
  getWheelTables,
  previewWheelTable,
  publishWheelTable,
  saveWheelDraft,
  scheduleWheelTable,
  type StaffWrite,
} from '../domain/wheel-tables.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

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
