import { handlers } from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scoresHandlers } from '../../mocks/handlers';
import { ScoresSummary } from './scores-summary';

const meta = {
  title: 'Features/Scores/ScoresSummary',
  component: ScoresSummary,
  // Storybook's preview signs in `parameters.persona` (a seed member) and the mock API answers as
  // them. `state` comes first so a story's overrides win over the default answers in `api`.
  parameters: { persona: 'student', msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof ScoresSummary>;

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
  parameters: { msw: { handlers: { state: scoresHandlers.profileLoading } } },
};

export const Failing: Story = {
  parameters: { msw: { handlers: { state: scoresHandlers.profileFailing } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};
