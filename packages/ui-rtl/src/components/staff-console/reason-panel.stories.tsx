import { Alert } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { ReasonPanel } from './reason-panel';

const meta = {
  title: 'UI/StaffConsole/ReasonPanel',
  component: ReasonPanel,
  args: {
    title: 'پایان دادن به مأموریت',
    description: 'مأموریت همین حالا بسته می‌شود و اعضا دیگر آن را نمی‌بینند. جایزه‌های داده‌شده می‌مانند.',
    label: 'دلیل پایان زودهنگام',
    note: 'این کار با نام شما و دلیلش در سابقهٔ تغییرات ثبت می‌شود.',
    confirmLabel: 'پایان دادن به مأموریت',
    tone: 'red',
    pending: false,
    onConfirm: fn(),
  },
} satisfies Meta<typeof ReasonPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Confirming without the reason says it is required; nothing is sent. */
export const ReasonRequired: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'پایان دادن به مأموریت' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('پر کردن این فیلد الزامی است');
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Pending: Story = { args: { pending: true } };

/** The server refused it, in its own words. */
export const Refused: Story = { args: { error: 'این مأموریت پیش‌تر پایان یافته است.' } };

/** Publishing a draft whose price changed: the change is shown and its reason asked for. */
export const PublishWithPriceChange: Story = {
  args: {
    title: 'انتشار پیش‌نویس',
    description: 'با انتشار، این پیش‌نویس جای نسخهٔ فعلی را می‌گیرد و اعضا بلافاصله آن را می‌بینند.',
    label: 'دلیل تغییر قیمت',
    note: 'این انتشار با نام شما در سابقهٔ تغییرات ثبت می‌شود.',
    confirmLabel: 'انتشار برای اعضا',
    tone: 'brand',
    children: (
      <Alert.Root status="warning" borderRadius="l2">
        <Alert.Indicator />
        <Alert.Title>قیمت از ۸۰ به ۱۰۰ کلروفیل تغییر می‌کند.</Alert.Title>
      </Alert.Root>
    ),
  },
};

/** An action that needs no reason: only the note and the button. */
export const NoReason: Story = {
  args: { ...PublishWithPriceChange.args, reason: 'none', children: undefined },
};

export const Mobile: Story = { ...onViewport('mobile') };
