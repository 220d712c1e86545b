import { HttpResponse, type HttpResponseResolver } from 'msw';
import { missionMessages, missionStateAt, type StaffMission } from '../contract/index.js';
import type { BrowserEndpointName } from '../client/request.js';
import { fixtures } from './fixtures/index.js';

// The operators' missions as the API answers them, from the fixtures: the list filtered by the
// address's state, a write answered with the mission as it would be after it, and a write
// carrying another edit version refused as the API refuses it.

type Resolver = HttpResponseResolver<Record<string, string | readonly string[] | undefined>>;
type Name = Extract<
  BrowserEndpointName,
  'listStaffMissions' | 'getStaffMission' | 'createMission' | 'updateMission' | 'endMission' | 'getEarningSettings'
>;
type Body = Record<string, unknown>;

const refuse = (status: number, message: string) => HttpResponse.json({ Message: message }, { status });
const byId = (id: unknown) => fixtures.staffMissions.find((mission) => String(mission.id) === id);

function written(base: StaffMission, body: Body): StaffMission {
  const next = { ...base, ...(body as Partial<StaffMission>) };
  delete (next as Body).editVersion;
  return { ...next, editVersion: base.editVersion + 1, state: missionStateAt(next, new Date()) };
}

export const missionConsoleResolvers: Record<Name, Resolver> = {
  listStaffMissions: ({ request }) => {
    const state = new URL(request.url).searchParams.get('state');
    return HttpResponse.json(fixtures.staffMissions.filter((mission) => !state || mission.state === state));
  },
  getStaffMission: ({ params }) => {
    const mission = byId(params.id);
    return mission ? HttpResponse.json(mission) : refuse(404, missionMessages.notFound);
  },
  createMission: async ({ request }) => {
    const body = (await request.json()) as Body;
    const base: StaffMission = { ...fixtures.staffMissions[2]!, id: 9, onTheWay: 0, done: 0, editVersion: 0 };
    return HttpResponse.json({ ...written(base, body), createdAt: new Date().toISOString() });
  },
  updateMission: async ({ params, request }) => {
    const mission = byId(params.id);
    if (!mission) return refuse(404, missionMessages.notFound);
    const body = (await request.json()) as Body;
    if (body.editVersion !== mission.editVersion) return refuse(409, missionMessages.stale);
    return HttpResponse.json(written(mission, body));
  },
  endMission: async ({ params, request }) => {
    const mission = byId(params.id);
    if (!mission) return refuse(404, missionMessages.notFound);
    const body = (await request.json()) as { editVersion: number; reason: string };
    if (body.editVersion !== mission.editVersion) return refuse(409, missionMessages.stale);
    const now = new Date().toISOString();
    return HttpResponse.json({
      ...mission,
      state: 'ended',
      endsAt: now,
      endedAt: now,
      endedBy: '09120000010',
      endReason: body.reason,
      editVersion: mission.editVersion + 1,
    });
  },
  getEarningSettings: () => HttpResponse.json(fixtures.earningSettings),
};
