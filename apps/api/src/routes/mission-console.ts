import { endpoints } from '@clorofil/api-client/contract';
import type { FastifyRequest } from 'fastify';
import type { Staff } from '../auth/permissions.js';
import {
  createMission,
  earningSettings,
  endMission,
  listStaffMissions,
  staffMission,
  updateMission,
  type MissionWrite,
} from '../domain/mission-console.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

/** The operators' missions and earning settings (permission `missions`); every write is audited. */
export function missionConsoleRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): MissionWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
  });

  defineRoute(kit, 'listStaffMissions', ({ query }) => listStaffMissions(db, clock.now(), query ?? {}));
  defineRoute(kit, 'getStaffMission', ({ params }) => staffMission(db, params.id, clock.now()));
  defineRoute(kit, 'createMission', (input) =>
    createMission(db, write(input), asWritten(endpoints.createMission.body, input.request)),
  );
  defineRoute(kit, 'updateMission', (input) =>
    updateMission(db, write(input), input.params.id, asWritten(endpoints.updateMission.body, input.request)),
  );
  defineRoute(kit, 'endMission', (input) =>
    endMission(db, write(input), input.params.id, asWritten(endpoints.endMission.body, input.request)),
  );
  defineRoute(kit, 'getEarningSettings', async () => earningSettings());
}
