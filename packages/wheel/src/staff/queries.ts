import {
  getWheelTables,
  publishWheelTable,
  saveWheelDraft,
  scheduleWheelTable,
  type WheelTablesResponse,
} from '@clorofil/api-client';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { WheelTableRow } from '@clorofil/api-client';

// Under `member`, so signing out drops it with everything else the signed-in person saw.
export const wheelTablesKey = ['member', 'staff', 'wheel-tables'] as const;

export const wheelTablesQuery = () =>
  queryOptions({ queryKey: wheelTablesKey, queryFn: ({ signal }) => getWheelTables({ signal }) });

export type GoLive =
  | { action: 'save'; reason?: string }
  | { action: 'schedule'; reason: string; day: string }
  | { action: 'publish'; reason: string };

/**
 * Saves the draft (a new one, or the revision the screen shows), then schedules or publishes it:
 * the API takes a table live only from a saved draft, so what goes live is exactly what was saved.
 */
export function useWheelTableWrite(tables: WheelTablesResponse) {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['wheel-table-write'],
    mutationFn: async ({ rows, go }: { rows: WheelTableRow[]; go: GoLive }) => {
      const draft = await saveWheelDraft(tables.wheelId, {
        rows,
        revision: tables.draft?.revision ?? null,
        ...(go.action === 'save' && go.reason ? { reason: go.reason } : {}),
      });
      if (go.action === 'schedule')
        return scheduleWheelTable(tables.wheelId, { revision: draft.revision, day: go.day, reason: go.reason });
      if (go.action === 'publish')
        return publishWheelTable(tables.wheelId, { revision: draft.revision, reason: go.reason });
      return draft;
    },
    onSettled: () => client.invalidateQueries({ queryKey: wheelTablesKey }),
  });
}
