import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gift } from 'lucide-react';
import { expect } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { MessageView } from './message-view';

const meta = {
  title: 'UI/MessageView',
  component: MessageView,
  args: { icon: 'empty', message: 'در حال حاضر جایزه‌ای نداریم' },
} satisfies Meta<typeof MessageView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  args: { subMessage: 'به‌زودی جایزه‌های تازه اضافه می‌شود.' },
};

export const UnknownError: Story = {
  args: {
    icon: 'error',
    message: 'ظاهراً مشکلی پیش آمده است',
    subMessage: 'لطفاً کمی بعد دوباره تلاش کنید.',
    showHomeButton: true,
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('ظاهراً مشکلی پیش آمده است');
    await userEvent.click(canvas.getByRole('link', { name: 'بازگشت به صفحه اصلی' }));
    await expect(await canvas.findByText('صفحه اصلی')).toBeVisible();
  },
};

export const CustomIcon: Story = {
  args: { icon: <Gift size={56} aria-hidden="true" />, message: 'تبریک! جایزه مال شماست' },
};

export const Mobile: Story = { ...onViewport('mobile'), args: UnknownError.args };
export const Desktop: Story = { ...onViewport('desktop'), args: UnknownError.args };
