import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { DownloadButton } from './download-button';

const csv = () =>
  Promise.resolve({ blob: new Blob(['\uFEFFماه,صادرشده\r\n'], { type: 'text/csv' }), fileName: 'liability.csv' });

const meta = {
  title: 'UI/DownloadButton',
  component: DownloadButton,
  args: { download: csv, children: 'دریافت CSV' },
} satisfies Meta<typeof DownloadButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};

/** Busy while the file comes: the button says so and takes no second click. */
export const Busy: Story = {
  args: { download: () => new Promise(() => {}) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'دریافت CSV' }));
    await expect(await canvas.findByText('در حال آماده‌سازی…')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { download: () => Promise.reject(new Error('network')) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'دریافت CSV' }));
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(async () => expect(await page.findByText('فایل دریافت نشد؛ دوباره تلاش کنید.')).toBeVisible());
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
