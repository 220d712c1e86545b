import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { EditConflictAlert } from './edit-conflict-alert';

const meta = {
  title: 'UI/StaffConsole/EditConflictAlert',
  component: EditConflictAlert,
  args: {
    message:
      'این جایزه پس از باز شدن صفحه را کس دیگری تغییر داده است؛ برای دیدن تغییر او صفحه را دوباره بارگذاری کنید.',
    onReload: fn(() => Promise.resolve()),
    onReloaded: fn(),
  },
} satisfies Meta<typeof EditConflictAlert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Conflict: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بارگذاری دوباره' }));
    await expect(args.onReloaded).toHaveBeenCalledOnce();
  },
};

/** Still reading the other person's change. */
export const Reloading: Story = {
  args: { onReload: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'بارگذاری دوباره' }));
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
