import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Stack } from '@chakra-ui/react';
import { expect } from 'storybook/test';
import { ExpiredBadge } from '../expired-badge/expired-badge';
import { onViewport } from '../viewport-frame/story-viewports';
import { PointsAmount, PointsStatus, type PointsLine } from './points';

const texts: Record<string, string> = {
  received: 'دریافت',
  spent: 'خرج‌شده',
  pending: 'در انتظار پایان مهلت مرجوعی',
  cancelled: 'لغوشده به دلیل مرجوعی',
};

function textOf({ spent, state }: Omit<PointsLine, 'score'>): string {
  if (state !== 'done') return texts[state]!;
  return spent ? texts.spent! : texts.received!;
}

const meta = {
  title: 'UI/Points',
  component: PointsAmount,
  args: { score: 185, spent: false, state: 'pending' },
  render: (args) => (
    <HStack gap="4">
      <PointsAmount {...args} />
      <PointsStatus spent={args.spent} state={args.state} text={textOf(args)} />
    </HStack>
  ),
} satisfies Meta<typeof PointsAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Points still in the return window: muted, with the hourglass and «در انتظار…». */
export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('+۱۸۵')).toBeVisible();
    await expect(canvas.getByText('در انتظار پایان مهلت مرجوعی')).toBeVisible();
  },
};
export const Credited: Story = { args: { score: 125, state: 'done' } };
export const Spent: Story = { args: { score: 80, spent: true, state: 'done' } };
export const Returned: Story = { args: { score: 48, state: 'cancelled' } };

/** «منقضی شده», the marker of an expired code. */
export const Expired: Story = {
  render: () => (
    <Stack align="start">
      <ExpiredBadge />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('منقضی شده')).toBeVisible();
  },
};
export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
