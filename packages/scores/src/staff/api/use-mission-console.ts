import {
  createMission,
  endMission,
  getEarningSettings,
  getStaffMission,
  listStaffMissions,
  queryKeys,
  updateMission,
  type BodyOf,
  type StaffMission,
} from '@clorofil/api-client';
import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';

/** The console's missions, apart from every member key (a member never reads these). */
export const missionConsoleKeys = {
  all: ['staff', 'missions'] as const,
  list: () => [...missionConsoleKeys.all, 'list'] as const,
  detail: (id: number) => [...missionConsoleKeys.all, 'detail', id] as const,
  earning: () => ['staff', 'earning'] as const,
};

export const missionConsoleQueries = {
  // The state filter is applied in the table from the address; the API sends every mission once.
  list: () =>
    queryOptions({ queryKey: missionConsoleKeys.list(), queryFn: ({ signal }) => listStaffMissions({}, { signal }) }),
  detail: (id: number) =>
    queryOptions({ queryKey: missionConsoleKeys.detail(id), queryFn: ({ signal }) => getStaffMission(id, { signal }) }),
  // Constants of the API: they change only with a deploy.
  earning: () =>
    queryOptions({
      queryKey: missionConsoleKeys.earning(),
      queryFn: ({ signal }) => getEarningSettings({ signal }),
      staleTime: Infinity,
    }),
};

/**
 * The server's answer is the mission as it now is: kept at once, the list read again, and the
 * open missions this browser may hold for a member dropped, so a staff member who is also a
 * member sees the change on «کلروفیل‌های من» without a reload.
 */
function keep(client: QueryClient, mission: StaffMission): void {
  client.setQueryData(missionConsoleKeys.detail(mission.id), mission);
  void client.invalidateQueries({ queryKey: missionConsoleKeys.list() });
  void client.invalidateQueries({ queryKey: queryKeys.member.missions() });
  void client.invalidateQueries({ queryKey: queryKeys.public.missions() });
}

export function useCreateMission() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<'createMission'>) => createMission(body),
    onSuccess: (mission) => keep(client, mission),
  });
}

/** An edit and the early end; a refusal for someone else's change (409) leaves the screen as it was. */
export function useMissionWrite(id: number) {
  const client = useQueryClient();
  const onSuccess = (mission: StaffMission) => keep(client, mission);
  return {
    update: useMutation({ mutationFn: (body: BodyOf<'updateMission'>) => updateMission(id, body), onSuccess }),
    end: useMutation({ mutationFn: (body: BodyOf<'endMission'>) => endMission(id, body), onSuccess }),
  };
}

/** Reloads the mission after a 409: the operator sees the other person's change. */
export function useReloadMission(id: number) {
  const client = useQueryClient();
  return () => client.refetchQueries({ queryKey: missionConsoleKeys.detail(id) });
}
