import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { scoresPaths } from '../../paths';
import { ActivityPage } from './activity-page';

const meta = {
  title: 'Features/Scores/Console/ActivityPage',
  component: ActivityPage,
  parameters: {
    persona: 'reviewer',
    route: { url: scoresPaths.activity },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof ActivityPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });
const activeTable = 'اعضای فعال در هر روز';
const prizesTable = 'جایزه‌های گردونه شانس: احتمال، چرخش‌ها و سقف روزانه';
/** The bars of the horizontal charts (prizes, rewards, review queue), by their section's heading. */
const barsUnder = (root: HTMLElement, heading: string) =>
  [...root.querySelectorAll('section')]
    .find((section) => section.querySelector('h2')?.textContent === heading)
    ?.querySelectorAll('.recharts-bar-rectangle').length ?? 0;
/** The same state at 390 px. */
const onMobile = (story: Story): Story => {
  const phone = onViewport('mobile');
  return { ...story, ...phone, parameters: { ...story.parameters, ...phone.parameters } };
};

export const Data: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: activeTable })).toBeVisible();
    // Both charts drew their bars and line, with Jalali days on the axis.
    // Recharts draws once its container is measured.
    await waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0));
    await expect(canvasElement.querySelector('.recharts-line')).not.toBeNull();
    const axis = () =>
      [...canvasElement.querySelectorAll('.recharts-cartesian-axis-tick-value')]
        .map((tick) => tick.textContent)
        .join(' ');
    await waitFor(() => expect(axis()).toMatch(/[۰-۹]+ (آبان|آذر)/));
    await expect(axis()).not.toMatch(/[0-9]/);
  },
};

export const DataMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: activeTable })).toBeVisible();
    // Fewer day labels at 390 px, so none overlaps (the two day charts; the others' axes are figures).
    const dayTicks = () =>
      [...canvasElement.querySelectorAll('section')]
        .filter((section) => ['issued-heading', 'active-heading'].includes(section.getAttribute('aria-labelledby')!))
        .flatMap((section) => [...section.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick')]);
    await waitFor(() => expect(dayTicks().length).toBeGreaterThan(0));
    await expect(dayTicks().length).toBeLessThanOrEqual(2 * 5);
  },
};

export const Breakdowns: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: prizesTable })).toBeVisible();
    // Odds and share per prize, bought and stock per reward, students and teachers per age.
    await waitFor(() =>
      expect(barsUnder(canvasElement, 'جایزه‌های گردونه شانس در برابر احتمال و سقف روزانه')).toBeGreaterThan(5),
    );
    await waitFor(() => expect(barsUnder(canvasElement, 'جایزه‌های خریده‌شده و موجودی هر جایزه')).toBeGreaterThan(4));
    await waitFor(() => expect(barsUnder(canvasElement, 'صف بررسی نوع کاربری')).toBeGreaterThan(3));
    const ticks = [...canvasElement.querySelectorAll('.recharts-cartesian-axis-tick-value')]
      .map((tick) => tick.textContent)
      .join(' ');
    // Percent on the prizes' axis, their names and the queue's ages beside the bars.
    await expect(ticks).toMatch(/[۰-۹]+٪/);
    await expect(ticks).toContain('پوچ');
    await expect(ticks).toContain('کمتر از ۱ روز');
    await expect(ticks).not.toMatch(/[0-9]/);
  },
};

export const BreakdownsMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('table', { name: prizesTable })).toBeVisible();
    await waitFor(() => expect(barsUnder(canvasElement, 'صف بررسی نوع کاربری')).toBeGreaterThan(3));
    // Nothing wider than the phone: the page never scrolls sideways.
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};

/** No points moved in the span, yet the wheel's table, the rewards and the review queue still read. */
export const QuietSpan: Story = {
  parameters: withState([
    respondWith('getActivityReport', { ...fixtures.activityReport, days: fixtures.emptyActivityReport.days }),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در ۳۰ روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.')).toBeVisible();
    await expect(canvas.getByRole('table', { name: prizesTable })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: activeTable })).toBeNull();
  },
};
export const QuietSpanMobile: Story = onMobile(QuietSpan);

/** A wheel no spin reached in the span: its table of odds and budgets without a chart. */
export const NoSpins: Story = {
  parameters: withState([
    respondWith('getActivityReport', {
      ...fixtures.activityReport,
      wheels: fixtures.activityReport.wheels.map((wheel) => ({
        ...wheel,
        spins: 0,
        prizes: wheel.prizes.map((prize) => ({ ...prize, spins: 0, sharePercent: 0, budgetSpentDays: 0 })),
      })),
    }),
  ]),
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText(/۰ چرخش در ۳۰ روز اخیر/)).toBeVisible();
    await expect(canvas.getByRole('table', { name: prizesTable })).toBeVisible();
    await expect(barsUnder(canvasElement, 'جایزه‌های گردونه شانس در برابر احتمال و سقف روزانه')).toBe(0);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getActivityReport')]) };
export const LoadingMobile: Story = onMobile(Loading);

export const Empty: Story = {
  parameters: withState([respondWith('getActivityReport', fixtures.emptyActivityReport)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در ۳۰ روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.')).toBeVisible();
    await expect(canvas.getByText('هیچ گردونه‌ای جدول شانسِ در حال اجرا ندارد.')).toBeVisible();
    await expect(canvas.getByText('جایزه‌ای در فروشگاه نیست.')).toBeVisible();
    await expect(canvas.getByText('پرونده‌ای در انتظار بررسی نیست.')).toBeVisible();
  },
};
export const EmptyMobile: Story = onMobile(Empty);

export const Failed: Story = {
  parameters: withState([errorResponse('getActivityReport', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('گزارش فعالیت دریافت نشد')).toBeVisible();
  },
};
export const FailedMobile: Story = onMobile(Failed);
