import {
  endpoints,
  wheelTableLabels as label,
  type WheelTable,
  type WheelTableRow,
} from '@clorofil/api-client/contract';
import { formatJalaliDateTime } from '@clorofil/rules';
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
import { defineCsvRoute, listExport, type CsvColumn } from '../http/csv.js';
import { asWritten } from '../http/parse.js';
import { defineRoute, type RouteKit } from '../http/route.js';

const staffWrite = (staff: Staff, request: FastifyRequest): StaffWrite => ({
  actor: { memberId: staff.memberId, mobile: staff.mobile },
  address: request.ip,
});

type PrizeLine = WheelTableRow & { table: WheelTable };

/** What a prize gives, as the odds table's «مقدار» reads: clorofil, or a discount and its days. */
function amountOf(row: WheelTableRow): string | number | null {
  if (row.kind === 'points') return row.points;
  if (row.kind === 'code')
    return `${row.discountPercent ?? 0}% ${label.percent}، ${row.discountValidDays ?? 0} ${label.validDays}`;
  return null;
}

const prizeColumns: readonly CsvColumn<PrizeLine>[] = [
  { label: label.historyColumns.version, value: (line) => line.table.version },
  { label: label.historyColumns.state, value: (line) => label.states[line.table.state] ?? line.table.state },
  {
    label: label.historyColumns.from,
    value: (line) =>
      line.table.effectiveFrom && new Date(line.table.effectiveFrom).getTime() > 0
        ? formatJalaliDateTime(line.table.effectiveFrom)
        : label.sinceEver,
  },
  { label: label.historyColumns.by, value: (line) => line.table.decidedBy },
  { label: label.columns.title, value: (line) => line.title },
  { label: label.columns.kind, value: (line) => label.kinds[line.kind] ?? line.kind },
  { label: label.columns.amount, value: amountOf },
  // Basis points as a percent with two decimals: 1250 is 12.5.
  { label: label.columns.odds, value: (line) => line.oddsBp / 100 },
  { label: label.columns.budget, value: (line) => line.dailyBudget ?? label.unlimited },
  { label: label.columns.fallback, value: (line) => (line.fallback ? 'بله' : 'خیر') },
];

/** Staff with the `wheel` permission: the odds tables of the lucky wheel. */
export function wheelTableRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  defineRoute(kit, 'getWheelTables', () => getWheelTables(db, clock.now()));
  // The screen's history (the latest 20 tables replaced or withdrawn), newest version first, each
  // prize a line: a dozen prizes at most a table, so one page.
  defineCsvRoute(kit, 'exportWheelTables', async () => {
    const { history } = await getWheelTables(db, clock.now());
    const newest = [...history].sort((a, b) => b.version - a.version);
    return listExport(
      'wheel-tables.csv',
      prizeColumns,
      newest.flatMap((table) => table.rows.map((row) => ({ ...row, table }))),
    );
  });
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
