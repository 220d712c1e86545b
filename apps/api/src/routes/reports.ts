import {
  activityColumnLabels as col,
  activityDaysRange,
  ledgerCauseNames,
  memberCareMessages as m,
  signalColumnLabels as label,
  signalMessages,
  reviewAgeNames,
  type ActivityDay,
  type ActivityExportKind,
  type ActivityReport,
  type FraudSignals,
  type LedgerCause,
  type SignalKind,
} from '@clorofil/api-client/contract';
import { formatJalaliDate, formatJalaliDateTime, normalizeDigits } from '@clorofil/rules';
import { sql } from 'kysely';
import { notFound } from '../domain/errors.js';
import { ApiError } from '../http/errors.js';
import { activityReport } from '../domain/activity.js';
import { pointsLiability } from '../domain/liability.js';
import { fraudSignals } from '../domain/signals.js';
import { defineCsvRoute, keysetPages, listExport, type CsvColumn } from '../http/csv.js';
import { defineRoute, type RouteKit } from '../http/route.js';

type Month = Awaited<ReturnType<typeof pointsLiability>>['months'][number];

const monthColumns: readonly CsvColumn<Month>[] = [
  { label: 'ماه', value: (row) => row.month.replace('-', '/') },
  { label: 'صادرشده', value: (row) => row.issued },
  { label: col.spent, value: (row) => row.spent },
  { label: 'منقضی‌شده', value: (row) => row.expired },
  { label: 'مانده قابل خرج در پایان ماه', value: (row) => row.closing },
];

const causes = Object.keys(ledgerCauseNames) as LedgerCause[];
// Noon UTC of a Gregorian day is that day's afternoon in Tehran.
const activityColumns: readonly CsvColumn<ActivityDay>[] = [
  { label: col.day, value: (row) => formatJalaliDate(`${row.day}T12:00:00Z`) },
  {
    label: col.issued,
    value: (row) => causes.reduce((sum, cause) => sum + row.issued[cause], 0),
  },
  ...causes.map((cause): CsvColumn<ActivityDay> => ({
    label: `${col.issued}: ${ledgerCauseNames[cause]}`,
    value: (row) => row.issued[cause],
  })),
  { label: 'خرج‌شده', value: (row) => row.spent },
  { label: col.active, value: (row) => row.active },
];

const yesNo = (value: boolean) => (value ? 'بله' : 'خیر');

/** One list of the activity report with the columns the screen shows. */
function activityList(kind: ActivityExportKind, report: ActivityReport, fileName: string) {
  switch (kind) {
    case 'days':
      // One row per day, 180 at most, each already summed by the database.
      return listExport(fileName, activityColumns, report.days);
    case 'prizes':
      return listExport(
        fileName,
        [
          { label: col.wheel, value: (row) => row.wheel },
          { label: col.tableVersion, value: (row) => row.tableVersion },
          { label: col.prize, value: (row) => row.title },
          { label: col.fallback, value: (row) => yesNo(row.fallback) },
          { label: `${col.odds} (٪)`, value: (row) => row.oddsPercent },
          { label: col.spins, value: (row) => row.spins },
          { label: `${col.share} (٪)`, value: (row) => row.sharePercent },
          { label: col.dailyBudget, value: (row) => row.dailyBudget },
          { label: col.budgetSpentDays, value: (row) => row.budgetSpentDays },
        ],
        report.wheels.flatMap((wheel) =>
          wheel.prizes.map((prize) => ({ ...prize, wheel: wheel.title, tableVersion: wheel.tableVersion })),
        ),
      );
    case 'rewards':
      return listExport(
        fileName,
        [
          { label: col.rewardId, value: (row) => row.rewardId },
          { label: col.reward, value: (row) => row.title },
          { label: col.bought, value: (row) => row.bought },
          { label: col.stock, value: (row) => row.stock ?? 'نامحدود' },
        ],
        report.rewards,
      );
    case 'queue':
      return listExport(
        fileName,
        [
          { label: col.waited, value: (row) => reviewAgeNames[row.bucket] },
          { label: col.student, value: (row) => row.student },
          { label: col.teacher, value: (row) => row.teacher },
          { label: col.total, value: (row) => row.student + row.teacher },
        ],
        report.reviewQueue.buckets,
      );
  }
}

interface MemberLine {
  id: number;
  mobile: string;
  first_name: string;
  last_name: string;
  balance: number;
  created_at: Date | string;
}
const memberColumns: readonly CsvColumn<MemberLine>[] = [
  { label: 'شناسه', value: (row) => row.id },
  { label: 'موبایل', value: (row) => row.mobile },
  { label: 'نام', value: (row) => row.first_name },
  { label: 'نام خانوادگی', value: (row) => row.last_name },
  { label: 'مانده کلروفیل', value: (row) => row.balance },
  { label: 'تاریخ عضویت', value: (row) => formatJalaliDate(row.created_at) },
];

interface LedgerLine {
  id: string;
  amount: number;
  activity: string;
  source: keyof typeof ledgerCauseNames;
  source_ref: string | null;
  created_at: Date | string;
}
const ledgerColumns: readonly CsvColumn<LedgerLine>[] = [
  { label: 'زمان', value: (row) => formatJalaliDateTime(row.created_at) },
  { label: 'کلروفیل', value: (row) => row.amount },
  { label: 'شرح', value: (row) => row.activity },
  { label: 'علت', value: (row) => ledgerCauseNames[row.source] },
  { label: 'مرجع', value: (row) => row.source_ref },
];

type SignalMemberRow = { memberId: number; mobile: string; name: string };
const memberOf = <Row extends SignalMemberRow>(): CsvColumn<Row>[] => [
  { label: label.memberId, value: (row) => row.memberId },
  { label: label.name, value: (row) => row.name },
  { label: label.mobile, value: (row) => row.mobile },
];
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/** One list of the signals with the columns the screen shows (and the member's id). */
function signalList(kind: SignalKind, report: FraudSignals) {
  const fileName = `signals-${kind}-${report.days}d.csv`;
  switch (kind) {
    case 'requests':
      return listExport(
        fileName,
        [
          ...memberOf<FraudSignals['requests'][number]>(),
          { label: label.hits, value: (row) => row.hits },
          { label: label.endpoints, value: (row) => row.endpoints },
        ],
        report.requests,
      );
    case 'signIns':
      // Without the identity provider's answer there is no list to give: a 503 before any line.
      if (!report.signIns) throw new ApiError(503, signalMessages.signInsUnavailable, {}, { 'retry-after': '30' });
      return listExport(
        fileName,
        [
          { label: label.memberId, value: (row) => row.memberId },
          { label: label.name, value: (row) => row.name },
          { label: label.mobile, value: (row) => row.mobile },
          { label: label.codes, value: (row) => row.codes },
          { label: label.wrongCodes, value: (row) => row.wrongCodes },
          { label: label.addresses, value: (row) => row.addresses },
        ],
        report.signIns,
      );
    case 'addresses':
      return listExport(
        fileName,
        [
          { label: label.address, value: (row) => row.address },
          { label: label.members, value: (row) => row.members },
          ...memberOf<FraudSignals['sharedAddresses'][number]>(),
          { label: label.spins, value: (row) => row.spins },
        ],
        report.sharedAddresses,
      );
    case 'bursts':
      return listExport(
        fileName,
        [
          ...memberOf<FraudSignals['bursts'][number]>(),
          { label: label.earned, value: (row) => row.earned },
          { label: label.usual, value: (row) => twoPlaces(row.usual) },
          { label: label.ratio, value: (row) => twoPlaces(row.ratio) },
        ],
        report.bursts,
      );
  }
}

/** The club's numbers (permission `reports`) and the exports; a member's ledger goes with member care. */
export function reportRoutes(kit: RouteKit): void {
  const { ctx } = kit;
  const { db, clock } = ctx;
  const liability = (on: Parameters<typeof pointsLiability>[1]['on']) =>
    pointsLiability(db, { on, now: clock.now(), pointValueToman: ctx.pointValueToman });

  defineRoute(kit, 'getPointsLiability', ({ query }) => liability(query?.on));
  const signals = (days: number | undefined) => fraudSignals(db, clock.now(), days, ctx.signInSignals);
  defineRoute(kit, 'getFraudSignals', ({ query }) => signals(query?.days));

  const activity = (days: number | undefined) =>
    activityReport(db, { days: days ?? activityDaysRange.default, now: clock.now() });
  defineRoute(kit, 'getActivityReport', ({ query }) => activity(query?.days));

  defineCsvRoute(kit, 'exportActivityReport', async ({ query }) => {
    const report = await activity(query?.days);
    const kind = query?.kind ?? 'days';
    // The span's last Jalali day in Latin digits: a header carries no Persian.
    const last = normalizeDigits(formatJalaliDate(`${report.days.at(-1)!.day}T12:00:00Z`)).replace(/\D+/g, '-');
    const name = kind === 'days' ? 'activity' : `activity-${kind}`;
    return activityList(kind, report, `${name}-${report.days.length}-days-to-${last}.csv`);
  });

  defineCsvRoute(kit, 'exportPointsLiability', async ({ query }) => {
    const report = await liability(query?.on);
    return listExport(`liability-${report.on.replaceAll('/', '-')}.csv`, monthColumns, report.months);
  });

  defineCsvRoute(kit, 'exportFraudSignals', async ({ query }) => signalList(query.kind, await signals(query.days)));

  defineCsvRoute(kit, 'exportMembers', () => ({
    fileName: 'members.csv',
    columns: memberColumns,
    pages: keysetPages<MemberLine, number>(
      (after, size) =>
        db
          .selectFrom('members')
          .select(['id', 'mobile', 'first_name', 'last_name', 'balance', 'created_at'])
          .$if(after !== undefined, (q) => q.where('id', '>', after as number))
          .orderBy('id')
          .limit(size)
          .execute(),
      (row) => row.id,
    ),
  }));

  defineCsvRoute(kit, 'exportMemberLedger', async ({ params }) => {
    const member = await db.selectFrom('members').select('id').where('id', '=', params.id).executeTakeFirst();
    if (!member) throw notFound(m.memberNotFound);
    return {
      fileName: `member-${params.id}-ledger.csv`,
      columns: ledgerColumns,
      // Newest first, as the member page lists it; (created_at, id) walks points_ledger_member_idx.
      // The key is the last line's id alone and its time is read back in SQL: a JavaScript date
      // keeps milliseconds and PostgreSQL microseconds, so a time carried over would skip the
      // lines that share the boundary's instant (one transaction's lines all do).
      pages: keysetPages<LedgerLine, string>(
        (after, size) =>
          db
            .selectFrom('points_ledger')
            .select(['id', 'amount', 'activity', 'source', 'source_ref', 'created_at'])
            .where('member_id', '=', params.id)
            .$if(after !== undefined, (q) =>
              q.where(
                sql<boolean>`(created_at, id) < (SELECT last.created_at, last.id FROM points_ledger AS last WHERE last.id = ${after}::bigint)`,
              ),
            )
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .limit(size)
            .execute()
            .then((rows) => rows.map((row) => ({ ...row, id: String(row.id) }))),
        (row) => row.id,
      ),
    };
  });
}
