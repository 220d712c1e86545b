import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'اطلاعات کاربری' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithBack: Story = {
  args: { title: 'جزئیات پورسانت کد تخفیف', showBack: true, onBack: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بازگشت' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Mobile: Story = { ...onViewport('mobile'), args: { showBack: true } };
export const Desktop: Story = { ...onViewport('desktop'), args: { showBack: true } };
