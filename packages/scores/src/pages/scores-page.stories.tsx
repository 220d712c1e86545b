import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { scoresHandlers } from '../mocks/handlers';
import { ScoresPage } from './scores-page';

const meta = {
  title: 'Features/Scores/ScoresPage',
  component: ScoresPage,
  // `state` comes first so a story's answers win over the default ones in `api`.
  parameters: { persona: 'student', route: paths.scores, msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof ScoresPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** The demo student: summary with two returnable orders, two missions under way, the history. */
export const Data: Story = {
  ...onViewport('desktop'),
  parameters: { ...onViewport('desktop').parameters, ...withState(scoresHandlers.longHistory) },
  play: async ({ canvas, userEvent }) => {
    const table = await canvas.findByRole('table', { name: 'ریز کلروفیل‌های من' });
    await expect(within(table).getAllByRole('row')).toHaveLength(11);
    await userEvent.click(canvas.getByRole('button', { name: 'صفحه ۲' }));
    await expect(canvas.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Mobile: Story = {
  ...onViewport('mobile'),
  parameters: { ...onViewport('mobile').parameters, ...withState(scoresHandlers.longHistory) },
  play: async ({ canvas }) => {
    const cards = await canvas.findByRole('list', { name: 'ریز کلروفیل‌های من' });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(6);
  },
};

/** Opened from a link to page 3: the last three lines. */
export const ThirdPageFromTheAddress: Story = {
  parameters: { route: `${paths.scores}?page=3`, ...withState(scoresHandlers.longHistory) },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'ریز کلروفیل‌های من' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const PendingSummary: Story = {
  play: async ({ canvas }) => {
    const pending = await canvas.findByRole('region', { name: 'کلروفیل‌های در راه' });
    await expect(pending).toHaveTextContent('قابل استفاده از ۴ آذر ۱۴۰۵');
    await expect(pending).toHaveTextContent('قابل استفاده از ۸ آذر ۱۴۰۵');
  },
};

export const NothingPending: Story = {
  parameters: withState(scoresHandlers.noPending),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('summary-tile')).toHaveLength(4);
    await expect(canvas.queryByRole('region', { name: 'کلروفیل‌های در راه' })).toBeNull();
  },
};

export const MissionsWithProgress: Story = {
  parameters: withState(scoresHandlers.missionDone),
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('mission-card');
    await expect(cards).toHaveLength(3);
    await expect(cards[1]).toHaveTextContent('۲ از ۳ کالا');
    await expect(within(cards[2]!).getByTestId('mission-done')).toBeVisible();
  },
};

/** Sections appear top to bottom: while the summary loads, nothing below it can be pushed down. */
export const Loading: Story = {
  parameters: withState(scoresHandlers.loading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در حال بارگذاری خلاصهٔ کلروفیل‌ها…')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'مأموریت‌های فعال' })).toBeNull();
  },
};

export const MissionsLoading: Story = {
  parameters: withState(scoresHandlers.missionsLoading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در حال بارگذاری مأموریت‌ها…')).toBeInTheDocument();
    await expect(await canvas.findAllByTestId('summary-tile')).toHaveLength(4);
    await expect(canvas.queryByRole('heading', { name: 'ریز کلروفیل‌ها' })).toBeNull();
  },
};

export const Empty: Story = {
  parameters: withState(scoresHandlers.empty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست شما خالی است')).toBeVisible();
    await expect(await canvas.findByText(/مأموریت فعالی نیست/)).toBeVisible();
  },
};

export const HistoryError: Story = {
  parameters: withState(scoresHandlers.historyFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در دریافت کلروفیل‌های شما خطایی رخ داد')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};

export const SummaryError: Story = {
  parameters: withState(scoresHandlers.summaryFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در دریافت خلاصهٔ کلروفیل‌ها خطایی رخ داد')).toBeVisible();
  },
};

export const MissionsError: Story = {
  parameters: withState(scoresHandlers.missionsFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در دریافت مأموریت‌ها خطایی رخ داد.')).toBeVisible();
  },
};
