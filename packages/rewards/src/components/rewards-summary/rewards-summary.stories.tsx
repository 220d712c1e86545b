import { handlers } from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rewardsHandlers } from '../../mocks/handlers';
import { RewardsSummary } from './rewards-summary';

const meta = {
  title: 'Features/Rewards/RewardsSummary',
  component: RewardsSummary,
  // Storybook's preview signs in `parameters.persona` (a seed member) and the mock API answers as
  // them. `state` comes first so a story's overrides win over the default answers in `api`.
  parameters: { persona: 'student', msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof RewardsSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('شما ۱٬۲۵۰ کلروفیل دارید')).toBeVisible();
  },
};

export const NewMember: Story = {
  parameters: { persona: 'newMember' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('شما هنوز کلروفیلی ندارید')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { state: rewardsHandlers.profileLoading } } },
};

export const Failing: Story = {
  parameters: { msw: { handlers: { state: rewardsHandlers.profileFailing } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};
