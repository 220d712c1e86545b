import { Text } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { StaffEditorFrame } from './staff-editor-frame';

const failure = (status: number) => Object.assign(new Error('failed'), { status });
const idle = { data: undefined, isPending: false, isError: false, error: null, refetch: fn() };

const meta = {
  title: 'UI/StaffConsole/StaffEditorFrame',
  component: StaffEditorFrame<string>,
  args: {
    title: 'جایزه',
    onBack: fn(),
    notFound: 'این جایزه پیدا نشد',
    loadFailed: 'جایزه دریافت نشد',
    query: { ...idle, isPending: true },
    children: (draft: string) => <Text>{draft}</Text>,
  },
} satisfies Meta<typeof StaffEditorFrame<string>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('skeleton-form')).toBeVisible();
  },
};

export const Loaded: Story = {
  args: { title: 'کد تخفیف ۲۰٪ کتاب‌های زبان', query: { ...idle, data: 'پیش‌نویس جایزه اینجا ویرایش می‌شود.' } },
};

/** A failed read says so and asks again. */
export const LoadFailed: Story = {
  args: { query: { ...idle, isError: true, error: failure(500) } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'تلاش دوباره' }));
    await expect(args.query.refetch).toHaveBeenCalledOnce();
  },
};

/** A 404 has nothing to retry: the way back to the list instead. */
export const NotFound: Story = {
  args: { query: { ...idle, isError: true, error: failure(404) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('این جایزه پیدا نشد')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'تلاش دوباره' })).toBeNull();
  },
};

export const Mobile: Story = { ...onViewport('mobile'), args: Loaded.args };
