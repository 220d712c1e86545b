import { Chart, useChart } from '@chakra-ui/charts';
import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import {
  exportActivityReport,
  reviewAgeNames,
  type ReviewQueueAge,
  type RewardActivity,
  type WheelActivity,
  type WheelPrizeActivity,
} from '@clorofil/api-client';
import { activityColumnLabels as col, type ActivityExportKind } from '@clorofil/api-client/contract';
import {
  DataTable,
  DownloadButton,
  formatJalaliDateTime,
  formatNumber,
  MessageView,
  toPersianDigits,
  type DataTableColumn,
} from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { axisProps, numberTick, rightTicks } from './activity-charts';

// Per prize, per reward, per age of the review queue: a handful of named rows each, drawn as
// horizontal bars so the names read along the right edge at 390 px, each chart followed by the
// same figures as a table (the charts are hidden from screen readers, as the day charts are).

/** The series' colours, from the palettes our theme keeps (it drops teal, cyan and pink). */
export const breakdownColors = {
  odds: 'gray.400',
  share: 'purple.solid',
  bought: 'brand.solid',
  stock: 'orange.solid',
  student: 'blue.solid',
  teacher: 'yellow.solid',
} as const;

/** A list's heading, with the download of the same list as CSV over the span on screen. */
function ListHeading({
  id,
  kind,
  days,
  children,
}: {
  id: string;
  kind?: ActivityExportKind;
  days: number;
  children: ReactNode;
}) {
  return (
    <Flex align="center" gap="2" wrap="wrap">
      <Heading as="h2" size="md" id={id} flex="1">
        {children}
      </Heading>
      {kind && (
        <DownloadButton size="sm" download={() => exportActivityReport({ days, kind })}>
          دریافت فهرست (CSV)
        </DownloadButton>
      )}
    </Flex>
  );
}

const percent = (value: number) => `${formatNumber(value)}٪`;
/** Room for the rows' names beside the bars, and their height: a row per ~44 px. */
const NAME_WIDTH = 128;
const chartHeight = (rows: number, series: number) => `${Math.max(160, rows * (18 + 14 * series) + 64)}px`;
/** A name longer than the room beside the bars is cut; the table has it whole. */
const shortName = (name: string) => (name.length > 18 ? `${name.slice(0, 17)}…` : name);

/** Bars laid out horizontally: names on the right, the figures' axis growing to the left. */
function HorizontalBars<Row extends Record<string, unknown>>({
  chart,
  nameKey,
  format,
}: {
  chart: ReturnType<typeof useChart<Row>>;
  nameKey: keyof Row & string;
  format: (value: number) => string;
}) {
  return (
    <Chart.Root
      aspectRatio="auto"
      h={chartHeight(chart.data.length, chart.series.length)}
      chart={chart}
      aria-hidden="true"
    >
      <BarChart
        responsive
        layout="vertical"
        accessibilityLayer={false}
        data={chart.data}
        margin={{ left: 8, right: 0 }}
        barGap={2}
      >
        <CartesianGrid stroke={chart.color('border.muted')} horizontal={false} />
        <XAxis {...axisProps} type="number" reversed tickFormatter={format} allowDecimals={false} />
        <YAxis
          {...axisProps}
          type="category"
          dataKey={nameKey as string}
          orientation="right"
          width={NAME_WIDTH}
          tickFormatter={shortName}
          tick={rightTicks}
        />
        <Tooltip
          cursor={{ fill: chart.color('bg.muted') }}
          animationDuration={100}
          content={<Chart.Tooltip formatter={format} />}
        />
        {chart.series.length > 1 && <Legend content={<Chart.Legend />} />}
        {chart.series.map((item) => (
          <Bar
            key={String(item.name)}
            isAnimationActive={false}
            dataKey={String(item.name)}
            fill={chart.color(item.color)}
            stackId={item.stackId}
            radius={2}
          />
        ))}
      </BarChart>
    </Chart.Root>
  );
}

const budgetCell = (prize: WheelPrizeActivity) =>
  prize.dailyBudget === null ? 'بدون سقف' : `${formatNumber(prize.dailyBudget)} در روز`;

/** One wheel's table in effect: each prize's share of the span's spins beside its published odds and budget. */
function WheelPrizes({ wheel, days }: { wheel: WheelActivity; days: number }) {
  const chart = useChart<WheelPrizeActivity>({
    data: wheel.prizes,
    series: [
      { name: 'oddsPercent', label: 'احتمال اعلام‌شده', color: breakdownColors.odds },
      { name: 'sharePercent', label: 'سهم از چرخش‌ها', color: breakdownColors.share },
    ],
  });
  const headingId = `wheel-${wheel.wheelId}-heading`;
  const columns: DataTableColumn<WheelPrizeActivity>[] = [
    {
      key: 'title',
      header: col.prize,
      value: (row) => row.title,
      cell: (row) => (row.fallback ? `${row.title} (جایگزین)` : row.title),
    },
    {
      key: 'odds',
      header: col.odds,
      value: (row) => row.oddsPercent,
      cell: (row) => percent(row.oddsPercent),
      isNumeric: true,
    },
    { key: 'spins', header: col.spins, value: (row) => row.spins, isNumeric: true, sortable: true },
    {
      key: 'share',
      header: col.share,
      value: (row) => row.sharePercent,
      cell: (row) => percent(row.sharePercent),
      isNumeric: true,
    },
    { key: 'budget', header: col.dailyBudget, value: (row) => row.dailyBudget, cell: budgetCell, isNumeric: true },
    {
      key: 'spentDays',
      header: col.budgetSpentDays,
      value: (row) => row.budgetSpentDays,
      cell: (row) => (row.dailyBudget === null ? '—' : formatNumber(row.budgetSpentDays)),
      isNumeric: true,
      sortable: true,
    },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <ListHeading id={headingId} kind="prizes" days={days}>
        جایزه‌های {wheel.title} در برابر احتمال و سقف روزانه
      </ListHeading>
      <Text color="fg.muted" textStyle="sm">
        جدول شانس نسخهٔ {toPersianDigits(wheel.tableVersion)}؛ {formatNumber(wheel.spins)} چرخش در{' '}
        {toPersianDigits(days)} روز اخیر به جایزه‌های این جدول رسیده است.
      </Text>
      {wheel.spins > 0 && <HorizontalBars chart={chart} nameKey="title" format={percent} />}
      <DataTable
        caption={`جایزه‌های ${wheel.title}: احتمال، چرخش‌ها و سقف روزانه`}
        columns={columns}
        rows={wheel.prizes}
        getRowId={(row) => String(row.prizeId)}
        pageSize={20}
        param={`wheel${wheel.wheelId}`}
      />
    </Stack>
  );
}

/** Every wheel with a table in effect; a sentence when there is none. */
export function WheelPrizesCharts({ wheels, days }: { wheels: readonly WheelActivity[]; days: number }) {
  if (wheels.length === 0)
    return (
      <Stack as="section" gap="3" aria-labelledby="wheel-heading">
        <Heading as="h2" size="md" id="wheel-heading">
          جایزه‌های گردونه
        </Heading>
        <MessageView icon="empty" message="هیچ گردونه‌ای جدول شانسِ در حال اجرا ندارد." />
      </Stack>
    );
  return wheels.map((wheel) => <WheelPrizes key={wheel.wheelId} wheel={wheel} days={days} />);
}

type RewardRow = RewardActivity & { left: number };
const CHARTED_REWARDS = 10;

/** Purchases per reward over the span beside the stock left; then the same as a table. */
export function RewardsChart({ rewards, days }: { rewards: readonly RewardActivity[]; days: number }) {
  const data: RewardRow[] = rewards.map((reward) => ({ ...reward, left: reward.stock ?? 0 }));
  // The chart draws what it can show: rewards bought in the span or with a stock to run out, the
  // first ten of them (the API sends the most bought first); the table lists every reward.
  const charted = data.filter((row) => row.bought > 0 || row.stock !== null).slice(0, CHARTED_REWARDS);
  const chart = useChart<RewardRow>({
    data: charted,
    series: [
      { name: 'bought', label: 'خریده‌شده', color: breakdownColors.bought },
      { name: 'left', label: 'موجودی', color: breakdownColors.stock },
    ],
  });
  const columns: DataTableColumn<RewardRow>[] = [
    { key: 'title', header: col.reward, value: (row) => row.title },
    { key: 'bought', header: col.bought, value: (row) => row.bought, isNumeric: true, sortable: true },
    {
      key: 'stock',
      header: col.stock,
      value: (row) => row.stock,
      cell: (row) => (row.stock === null ? 'نامحدود' : formatNumber(row.stock)),
      isNumeric: true,
      sortable: true,
    },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="rewards-heading">
      <ListHeading id="rewards-heading" kind={rewards.length > 0 ? 'rewards' : undefined} days={days}>
        جایزه‌های خریده‌شده و موجودی هر جایزه
      </ListHeading>
      {rewards.length === 0 ? (
        <MessageView icon="empty" message="جایزه‌ای در فروشگاه نیست." />
      ) : (
        <>
          {rewards.every((reward) => reward.bought === 0) && (
            <Text color="fg.muted" textStyle="sm">
              در {toPersianDigits(days)} روز اخیر جایزه‌ای خریده نشده است.
            </Text>
          )}
          {charted.length > 0 && (
            <>
              <Text color="fg.muted" textStyle="sm">
                نمودار {toPersianDigits(CHARTED_REWARDS)} جایزهٔ پرفروش‌تر را نشان می‌دهد؛ جایزه‌ای که نه خریده شده و نه
                موجودیِ محدود دارد فقط در جدول است.
              </Text>
              <HorizontalBars chart={chart} nameKey="title" format={numberTick} />
            </>
          )}
          <DataTable
            caption="خرید و موجودی هر جایزه"
            columns={columns}
            rows={data}
            getRowId={(row) => String(row.rewardId)}
            pageSize={10}
            param="rewards"
          />
        </>
      )}
    </Stack>
  );
}

type AgeRow = ReviewQueueAge['buckets'][number] & { name: string; total: number };

/** Profiles waiting for review by how long they have waited, students and teachers stacked. */
export function ReviewQueueChart({ queue, days }: { queue: ReviewQueueAge; days: number }) {
  const data: AgeRow[] = queue.buckets.map((row) => ({
    ...row,
    name: reviewAgeNames[row.bucket],
    total: row.student + row.teacher,
  }));
  const chart = useChart<AgeRow>({
    data,
    series: [
      { name: 'student', label: 'دانش‌آموز', color: breakdownColors.student, stackId: 'type' },
      { name: 'teacher', label: 'معلم', color: breakdownColors.teacher, stackId: 'type' },
    ],
  });
  const columns: DataTableColumn<AgeRow>[] = [
    { key: 'name', header: col.waited, value: (row) => row.name },
    { key: 'student', header: col.student, value: (row) => row.student, isNumeric: true },
    { key: 'teacher', header: col.teacher, value: (row) => row.teacher, isNumeric: true },
    { key: 'total', header: col.total, value: (row) => row.total, isNumeric: true },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="queue-heading">
      <ListHeading id="queue-heading" kind={queue.waiting > 0 ? 'queue' : undefined} days={days}>
        صف بررسی نوع کاربری
      </ListHeading>
      {queue.waiting === 0 || queue.oldestSince === null ? (
        <MessageView icon="empty" message="پرونده‌ای در انتظار بررسی نیست." />
      ) : (
        <>
          <Text color="fg.muted" textStyle="sm">
            {formatNumber(queue.waiting)} پرونده در انتظار بررسی؛ قدیمی‌ترین از{' '}
            {formatJalaliDateTime(queue.oldestSince)} منتظر است.
          </Text>
          <HorizontalBars chart={chart} nameKey="name" format={numberTick} />
          <DataTable
            caption="پرونده‌های در انتظار بررسی به تفکیک مدت انتظار"
            columns={columns}
            rows={data}
            getRowId={(row) => row.bucket}
            pageSize={10}
            param="queue"
          />
        </>
      )}
    </Stack>
  );
}
