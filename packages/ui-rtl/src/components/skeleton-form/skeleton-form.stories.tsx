import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { SkeletonForm } from './skeleton-form';

const meta = {
  title: 'UI/SkeletonForm',
  component: SkeletonForm,
  args: { fields: 4 },
} satisfies Meta<typeof SkeletonForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('در حال بارگذاری');
    await expect(canvas.getAllByTestId('skeleton-field')).toHaveLength(4);
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
