import {
  endpoints,
  missionColumnLabels as label,
  missionGoalUnits,
  missionStateNames,
  type StaffMission,
} from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
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
import { defineCsvRoute, listExport, type CsvColumn } from '../http/csv.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const missionColumns: readonly CsvColumn<StaffMission>[] = [
  { label: label.title, value: (row) => row.title },
  { label: label.goal, value: (row) => `${row.target} ${missionGoalUnits[row.kind]}` },
  { label: label.points, value: (row) => row.points },
  { label: `${label.window}: ${label.startsAt}`, value: (row) => formatJalaliDateTime(row.startsAt) },
  { label: `${label.window}: ${label.endsAt}`, value: (row) => formatJalaliDateTime(row.endsAt) },
  { label: label.onTheWay, value: (row) => row.onTheWay },
  { label: label.done, value: (row) => row.done },
  { label: label.state, value: (row) => missionStateNames[row.state] },
  { label: label.endReason, value: (row) => row.endReason },
];

/** The operators' missions and earning settings (permission `missions`); every write is audited. */
export function missionConsoleRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  const write = ({ staff, request }: { staff: Staff; request: FastifyRequest }): MissionWrite => ({
    actor: { memberId: staff.memberId, mobile: staff.mobile },
    address: request.ip,
    now: clock.now(),
  });

  defineRoute(kit, 'listStaffMissions', ({ query }) => listStaffMissions(db, clock.now(), query ?? {}));
  // The list as the screen reads it, in one page: missions are a few dozen, each with its counts.
  defineCsvRoute(kit, 'exportStaffMissions', async ({ query }) =>
    listExport(
      query?.state ? `missions-${query.state}.csv` : 'missions.csv',
      missionColumns,
      await listStaffMissions(db, clock.now(), query ?? {}),
    ),
  );
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
