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
    // Fewer day labels at 390 px, so none overlaps.
    await waitFor(() =>
      expect(canvasElement.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick').length).toBeGreaterThan(0),
    );
    const ticks = canvasElement.querySelectorAll('.recharts-xAxis .recharts-cartesian-axis-tick');
    await expect(ticks.length).toBeLessThanOrEqual(2 * 5);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getActivityReport')]) };
export const LoadingMobile: Story = onMobile(Loading);

export const Empty: Story = {
  parameters: withState([respondWith('getActivityReport', fixtures.emptyActivityReport)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در ۳۰ روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.')).toBeVisible();
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
