import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rewardsHandlers } from '../mocks/handlers';
import { RewardsPage } from './rewards-page';

const meta = {
  title: 'Features/Rewards/RewardsPage',
  component: RewardsPage,
  // `state` comes first so a story's answers win over the default ones in `api`.
  parameters: { persona: 'student', route: paths.rewards, msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof RewardsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** The demo student's catalogue: affordable, short, used and sold-out prizes side by side. */
export const Data: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('reward-card')).toHaveLength(7);
    await expect(canvas.getByRole('button', { name: /^همه/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('۲۵۰ کلروفیل کم دارید')).toBeVisible();
  },
};

export const Mobile: Story = { ...onViewport('mobile') };

/** The chips change the list and the address. */
export const Filtering: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findAllByTestId('reward-card');
    await userEvent.click(canvas.getByRole('button', { name: /^قابل دریافت/ }));
    await expect(canvas.getAllByTestId('reward-card')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: /^دریافت‌شده/ }));
    await expect(canvas.getAllByTestId('reward-card')).toHaveLength(1);
  },
};

export const Loading: Story = {
  parameters: withState(rewardsHandlers.rewardsLoading),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('skeleton-card')).toHaveLength(5);
  },
};

export const Empty: Story = {
  parameters: withState(rewardsHandlers.rewardsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در حال حاضر جایزه‌ای نداریم')).toBeVisible();
  },
};

/** A new member with no points: nothing under «قابل دریافت», and a way back to every prize. */
export const FilteredEmpty: Story = {
  parameters: { persona: 'newMember', route: `${paths.rewards}?filter=receivable` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فعلاً جایزه‌ای نیست که بتوانید دریافت کنید')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'نمایش همهٔ جایزه‌ها' })).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: withState(rewardsHandlers.rewardsFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('خطایی در دریافت جایزه‌ها رخ داد')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};
