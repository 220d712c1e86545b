import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { SkeletonCard, SkeletonList } from './skeleton-card';

const meta = {
  title: 'UI/SkeletonCard',
  component: SkeletonList,
  args: { count: 5 },
} satisfies Meta<typeof SkeletonList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('در حال بارگذاری');
    await expect(canvas.getAllByTestId('skeleton-card')).toHaveLength(5);
  },
};

export const SingleCard: Story = { render: () => <SkeletonCard /> };

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
