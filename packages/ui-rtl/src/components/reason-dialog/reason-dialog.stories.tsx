import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { ReasonDialog } from './reason-dialog';

const meta = {
  title: 'UI/ReasonDialog',
  component: ReasonDialog,
  args: {
    open: true,
    title: 'کد معیوب EBK30-7K2M9',
    description: 'کد از فهرست عضو برداشته می‌شود و ۸۰ کلروفیلی که بابت آن داده بود به حسابش برمی‌گردد.',
    label: 'چه مشکلی دارد؟',
    confirmLabel: 'ثبت کد معیوب',
    pendingLabel: 'در حال ثبت…',
    pending: false,
    tone: 'red',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ReasonDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming without a reason says it is required; nothing is sent. */
export const ReasonRequired: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'ثبت کد معیوب' }));
    // The dialog may still be fading in when the button is pressed (its content starts at opacity
    // 0): wait for the message to be seen rather than judging the first frame.
    await waitFor(() => expect(dialog.getByText('پر کردن این فیلد الزامی است')).toBeVisible());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { pending: true } };
export const Mobile: Story = { ...onViewport('mobile') };
