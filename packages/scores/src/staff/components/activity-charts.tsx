import { Chart, useChart } from '@chakra-ui/charts';
import { Heading, Stack, useBreakpointValue } from '@chakra-ui/react';
import { ledgerCauseNames, type ActivityDay, type LedgerCause } from '@clorofil/api-client';
import { activityColumnLabels as col } from '@clorofil/api-client/contract';
import { DataTable, formatJalaliDate, formatNumber, type DataTableColumn } from '@clorofil/ui-rtl';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';

const causes = Object.keys(ledgerCauseNames) as LedgerCause[];
/**
 * One colour per cause, from the palettes our theme keeps (ui-rtl's chakra-theme drops teal, cyan
 * and pink: a series named in one of those would draw nothing).
 */
export const causeColors: Record<LedgerCause, string> = {
  order: 'green.solid',
  survey: 'blue.300',
  mission: 'blue.solid',
  wheel: 'purple.solid',
  reward: 'purple.300',
  gift: 'yellow.solid',
  adjustment: 'gray.solid',
  refund: 'orange.solid',
};

type IssuedRow = { day: string; spent: number; total: number } & Record<LedgerCause, number>;

// Noon UTC of a Gregorian day is that day's afternoon in Tehran.
export const activeColor = 'brand.solid';

const instant = (day: string) => `${day}T12:00:00Z`;
/** «۱۳ آذر»: the long Jalali date without its year, short enough for an axis. */
const shortDay = (day: string) => formatJalaliDate(instant(day), 'long').split(' ').slice(0, 2).join(' ');
/** The tooltip's title: the bar's day (recharts hands it over as a node) as a long Jalali date. */
const longDay = (label: ReactNode) => formatJalaliDate(instant(String(label)), 'long');
const dayColumn: DataTableColumn<{ day: string }> = {
  key: 'day',
  header: col.day,
  value: (row) => row.day,
  cell: (row) => formatJalaliDate(instant(row.day)),
  sortable: true,
  searchable: false,
};

/** The causes that issued anything in the span: a legend of eight mostly-empty entries helps no one. */
function causesIn(days: readonly ActivityDay[]): LedgerCause[] {
  const used = causes.filter((cause) => days.some((day) => day.issued[cause] > 0));
  return used.length ? used : ['order'];
}

/**
 * A tick every few days: about 4 labels on a phone, 8 on a desk, so Jalali dates never overlap.
 * Recharts' `interval` is how many ticks to skip between labels.
 */
function useTickInterval(count: number): number {
  const labels = useBreakpointValue({ base: 4, md: 8 }) ?? 4;
  return Math.max(0, Math.ceil(count / labels) - 1);
}

// The charts are hidden from screen readers and kept out of the tab order (no accessibility
// layer): the table after each one reads the same figures. The axes read right to left, oldest day at the right edge, the figures' axis on the right.
export const axisProps = { axisLine: false, tickLine: false } as const;
/**
 * The ticks of an axis on the right. In a right-to-left page an SVG text's start is its right end:
 * anchored at its end, a label runs from the axis toward the page's edge instead of over the bars.
 */
export const rightTicks = { textAnchor: 'end' } as const;
export const numberTick = (value: number) => formatNumber(value);

/** Points issued per day, stacked by cause, beside the points spent; then the same figures as a table. */
export function IssuedSpentChart({ days }: { days: readonly ActivityDay[] }) {
  const used = causesIn(days);
  const data: IssuedRow[] = days.map((day) => ({
    day: day.day,
    ...day.issued,
    spent: day.spent,
    total: used.reduce((sum, cause) => sum + day.issued[cause], 0),
  }));
  const chart = useChart<IssuedRow>({
    data,
    series: [
      ...used.map((cause) => ({
        name: cause,
        label: ledgerCauseNames[cause],
        color: causeColors[cause],
        stackId: 'issued',
      })),
      { name: 'spent' as const, label: 'خرج‌شده', color: 'red.solid', stackId: 'spent' },
    ],
  });
  const interval = useTickInterval(data.length);
  const columns: DataTableColumn<IssuedRow>[] = [
    dayColumn,
    { key: 'total', header: col.issued, value: (row) => row.total, isNumeric: true, sortable: true },
    ...used.map((cause): DataTableColumn<IssuedRow> => ({
      key: cause,
      header: ledgerCauseNames[cause],
      value: (row) => row[cause],
      isNumeric: true,
    })),
    { key: 'spent', header: col.spent, value: (row) => row.spent, isNumeric: true, sortable: true },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="issued-heading">
      <Heading as="h2" size="md" id="issued-heading">
        امتیاز صادرشده به تفکیک علت و امتیاز خرج‌شده
      </Heading>
      <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
        <BarChart responsive accessibilityLayer={false} data={chart.data} margin={{ left: 0, right: 0 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis {...axisProps} dataKey={chart.key('day')} tickFormatter={shortDay} interval={interval} reversed />
          <YAxis {...axisProps} orientation="right" tickFormatter={numberTick} width={56} tick={rightTicks} />
          <Tooltip
            cursor={{ fill: chart.color('bg.muted') }}
            animationDuration={100}
            content={<Chart.Tooltip labelFormatter={longDay} formatter={numberTick} />}
          />
          <Legend content={<Chart.Legend />} />
          {chart.series.map((item) => (
            <Bar
              key={item.name}
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              fill={chart.color(item.color)}
              stackId={item.stackId}
            />
          ))}
        </BarChart>
      </Chart.Root>
      <DataTable
        caption="امتیاز صادرشده و خرج‌شده در هر روز"
        columns={columns}
        rows={data}
        getRowId={(row) => row.day}
        defaultSort="-day"
        pageSize={7}
        param="issued"
      />
    </Stack>
  );
}

/** Members with a ledger line or a wheel spin, per day; then the same figures as a table. */
export function ActiveMembersChart({ days }: { days: readonly ActivityDay[] }) {
  const data = days.map((day) => ({ day: day.day, active: day.active }));
  const chart = useChart({ data, series: [{ name: 'active' as const, label: 'اعضای فعال', color: activeColor }] });
  const interval = useTickInterval(data.length);
  const columns: DataTableColumn<(typeof data)[number]>[] = [
    dayColumn,
    { key: 'active', header: col.active, value: (row) => row.active, isNumeric: true, sortable: true },
  ];
  return (
    <Stack as="section" gap="3" aria-labelledby="active-heading">
      <Heading as="h2" size="md" id="active-heading">
        اعضای فعال در هر روز
      </Heading>
      <Chart.Root maxH="xs" chart={chart} aria-hidden="true">
        <LineChart responsive accessibilityLayer={false} data={chart.data} margin={{ left: 0, right: 0 }}>
          <CartesianGrid stroke={chart.color('border.muted')} vertical={false} />
          <XAxis {...axisProps} dataKey={chart.key('day')} tickFormatter={shortDay} interval={interval} reversed />
          <YAxis
            {...axisProps}
            orientation="right"
            tickFormatter={numberTick}
            width={48}
            allowDecimals={false}
            tick={rightTicks}
          />
          <Tooltip
            animationDuration={100}
            cursor={{ stroke: chart.color('border') }}
            content={<Chart.Tooltip labelFormatter={longDay} formatter={numberTick} />}
          />
          {chart.series.map((item) => (
            <Line
              key={item.name}
              type="monotone"
              isAnimationActive={false}
              dataKey={chart.key(item.name)}
              stroke={chart.color(item.color)}
              strokeWidth={2}
              dot={false}
            />
          ))}
        </LineChart>
      </Chart.Root>
      <DataTable
        caption="اعضای فعال در هر روز"
        columns={columns}
        rows={data}
        getRowId={(row) => row.day}
        defaultSort="-day"
        pageSize={7}
        param="active"
      />
    </Stack>
  );
}
