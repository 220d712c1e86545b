import {
  adjustmentCategoryNames,
  adjustmentColumnLabels as adjustmentLabel,
  adjustmentStatusNames,
  codeSourceNames,
  codeStateNames,
  memberCodeColumnLabels as codeLabel,
  memberNotificationColumnLabels as notificationLabel,
  memberOrderColumnLabels as orderLabel,
  memberSearchColumnLabels as searchLabel,
  memberSpinColumnLabels as spinLabel,
  notificationTypeLabels,
  orderStatusNames,
  userTypeStatusName,
  type Adjustment,
  type AdjustmentStatus,
  type MemberCode,
  type MemberNotification,
  type MemberOrder,
  type MemberSpin,
  type MemberSummary,
} from '@clorofil/api-client/contract';
import { formatJalaliDate, formatJalaliDateTime } from '@clorofil/rules';
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema.js';
import { adjustmentsAfter } from '../domain/member-adjustments.js';
import { memberCodesAfter, memberOrdersAfter } from '../domain/member-care.js';
import { memberMustExist, memberNotificationsAfter, memberSpinsAfter } from '../domain/member-pages.js';
import { findMembers } from '../domain/member-search.js';
import { defineCsvRoute, keysetPages, listExport, type CsvColumn, type CsvExport } from '../http/csv.js';
import type { RouteKit } from '../http/route.js';

// Member care's lists as CSV files, each with its screen's permission: the search's results and the
// member page's own lists (`members`), and the approvals queue (`approvals`). Each holds its
// screen's rows in the screen's order, read with the screen's own query, the long lists a keyset
// page at a time. The search's national codes come masked, as on the screen; the member's lists
// carry no national code or bank details.

const timeOrNull = (at: string | null) => (at === null ? null : formatJalaliDateTime(at));

const codeColumns: readonly CsvColumn<MemberCode>[] = [
  { label: codeLabel.code, value: (row) => row.code },
  { label: codeLabel.title, value: (row) => row.title },
  { label: codeLabel.source, value: (row) => codeSourceNames[row.source] },
  { label: codeLabel.paidPoints, value: (row) => row.paidPoints },
  { label: codeLabel.state, value: (row) => codeStateNames[row.state] },
  { label: codeLabel.faultyReason, value: (row) => row.faultyReason },
  { label: codeLabel.createdAt, value: (row) => formatJalaliDateTime(row.createdAt) },
  {
    label: codeLabel.expirationDate,
    value: (row) => (row.expirationDate ? formatJalaliDate(row.expirationDate) : codeLabel.noExpiry),
  },
];

const spinColumns: readonly CsvColumn<MemberSpin>[] = [
  { label: spinLabel.at, value: (row) => formatJalaliDateTime(row.at) },
  { label: spinLabel.prize, value: (row) => row.prize ?? spinLabel.miss },
];

const notificationColumns: readonly CsvColumn<MemberNotification>[] = [
  { label: notificationLabel.createdAt, value: (row) => formatJalaliDateTime(row.createdAt) },
  { label: notificationLabel.type, value: (row) => notificationTypeLabels[row.type] },
  { label: notificationLabel.message, value: (row) => row.message },
  { label: notificationLabel.deliveredAt, value: (row) => timeOrNull(row.deliveredAt) ?? notificationLabel.notSeen },
];

const orderColumns: readonly CsvColumn<MemberOrder>[] = [
  { label: orderLabel.orderId, value: (row) => row.orderId },
  { label: `${orderLabel.amountToman} (تومان)`, value: (row) => row.amountToman },
  { label: orderLabel.points, value: (row) => row.points },
  { label: orderLabel.status, value: (row) => orderStatusNames[row.status] },
  { label: orderLabel.deliveredAt, value: (row) => formatJalaliDateTime(row.deliveredAt) },
  { label: orderLabel.availableAt, value: (row) => formatJalaliDateTime(row.availableAt) },
  { label: orderLabel.returnedAt, value: (row) => timeOrNull(row.returnedAt) },
  { label: orderLabel.releasedAt, value: (row) => timeOrNull(row.releasedAt) },
];

// The search's national codes arrive masked (summaryOf), as on the screen, whoever asks.
const searchColumns: readonly CsvColumn<MemberSummary>[] = [
  { label: searchLabel.member, value: (row) => row.name },
  { label: searchLabel.mobile, value: (row) => row.mobile },
  { label: searchLabel.nationalCode, value: (row) => row.nationalCode || null },
  { label: searchLabel.userType, value: (row) => row.userType?.text ?? null },
  { label: searchLabel.userTypeStatus, value: (row) => userTypeStatusName(row.userTypeStatus) },
  { label: searchLabel.balance, value: (row) => row.balance },
];

const adjustmentColumns: readonly CsvColumn<Adjustment>[] = [
  { label: adjustmentLabel.member, value: (row) => row.memberName },
  { label: adjustmentLabel.memberMobile, value: (row) => row.memberMobile },
  { label: adjustmentLabel.amount, value: (row) => row.amount },
  { label: adjustmentLabel.category, value: (row) => adjustmentCategoryNames[row.category] },
  { label: adjustmentLabel.reason, value: (row) => row.reason },
  { label: adjustmentLabel.status, value: (row) => adjustmentStatusNames[row.status] },
  { label: `${adjustmentLabel.requested}: ${adjustmentLabel.by}`, value: (row) => row.requestedBy },
  {
    label: `${adjustmentLabel.requested}: ${adjustmentLabel.at}`,
    value: (row) => formatJalaliDateTime(row.requestedAt),
  },
  { label: `${adjustmentLabel.decided}: ${adjustmentLabel.by}`, value: (row) => row.decidedBy },
  { label: `${adjustmentLabel.decided}: ${adjustmentLabel.at}`, value: (row) => timeOrNull(row.decidedAt) },
  { label: adjustmentLabel.decisionNote, value: (row) => row.decisionNote },
];

/** Every adjustment in `status`, as the approvals queue lists them, read `pageSize` at a time. */
export const adjustmentsExport = (
  db: Kysely<DB>,
  status: AdjustmentStatus,
  pageSize?: number,
): CsvExport<Adjustment> => ({
  fileName: `adjustments-${status}.csv`,
  columns: adjustmentColumns,
  pages: keysetPages<Adjustment, number>(
    (after, size) => adjustmentsAfter(db, status, after, size),
    (row) => row.id,
    pageSize,
  ),
});

/** A member's list, newest first, read `pageSize` rows at a time after the last row's key. */
function memberFile<Row, Key>(
  memberId: number,
  list: string,
  columns: readonly CsvColumn<Row>[],
  next: (after: Key | undefined, size: number) => Promise<readonly Row[]>,
  keyOf: (row: Row) => Key,
  pageSize?: number,
): CsvExport<Row> {
  return { fileName: `member-${memberId}-${list}.csv`, columns, pages: keysetPages(next, keyOf, pageSize) };
}

/** All of the member's discount codes, as the member page lists them. */
export const memberCodesExport = (db: Kysely<DB>, memberId: number, now: Date, pageSize?: number) =>
  memberFile<MemberCode, number>(
    memberId,
    'codes',
    codeColumns,
    (after, size) => memberCodesAfter(db, memberId, now, after, size),
    (row) => row.id,
    pageSize,
  );

/** Every wheel spin of the member. */
export const memberSpinsExport = (db: Kysely<DB>, memberId: number, pageSize?: number) =>
  memberFile<MemberSpin, number>(
    memberId,
    'spins',
    spinColumns,
    (after, size) => memberSpinsAfter(db, memberId, after, size),
    (row) => row.id,
    pageSize,
  );

/** Every notification sent to the member. */
export const memberNotificationsExport = (db: Kysely<DB>, memberId: number, pageSize?: number) =>
  memberFile<MemberNotification, number>(
    memberId,
    'notifications',
    notificationColumns,
    (after, size) => memberNotificationsAfter(db, memberId, after, size),
    (row) => row.id,
    pageSize,
  );

/** Every order the shop reported for the member (the page shows the latest 50). */
export const memberOrdersExport = (db: Kysely<DB>, memberId: number, pageSize?: number) =>
  memberFile<MemberOrder, string>(
    memberId,
    'orders',
    orderColumns,
    (after, size) => memberOrdersAfter(db, memberId, after, size),
    (row) => row.orderId,
    pageSize,
  );

/**
 * The members screen's results, the four lists of the member page (404 for an unknown member
 * before any line) and the approvals queue.
 */
export function memberExportRoutes(kit: RouteKit): void {
  const { db, clock } = kit.ctx;
  // The search's own query and limit: the file holds the rows the screen shows, one page of them.
  defineCsvRoute(kit, 'exportMemberSearch', async ({ query }) =>
    listExport('member-search.csv', searchColumns, (await findMembers(db, query.q)).items),
  );
  const known = (id: number) => memberMustExist(db, id);
  defineCsvRoute(kit, 'exportAdjustments', ({ query }) => adjustmentsExport(db, query?.status ?? 'pending'));
  defineCsvRoute(kit, 'exportMemberCodes', async ({ params }) => {
    await known(params.id);
    return memberCodesExport(db, params.id, clock.now());
  });
  defineCsvRoute(kit, 'exportMemberSpins', async ({ params }) => {
    await known(params.id);
    return memberSpinsExport(db, params.id);
  });
  defineCsvRoute(kit, 'exportMemberNotifications', async ({ params }) => {
    await known(params.id);
    return memberNotificationsExport(db, params.id);
  });
  defineCsvRoute(kit, 'exportMemberOrders', async ({ params }) => {
    await known(params.id);
    return memberOrdersExport(db, params.id);
  });
}
