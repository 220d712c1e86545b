import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { formatRial } from '../../format';
import { onViewport } from '../viewport-frame/story-viewports';
import { ResponsiveTable } from './responsive-table';
import { DetailsButton, sampleColumns, sampleRows, type SampleRow } from './sample-rows';

const total = {
  label: 'جمع کل',
  values: { amount: formatRial(sampleRows.slice(0, 6).reduce((sum, row) => sum + row.amount, 0)) },
};

const meta = {
  title: 'UI/ResponsiveTable',
  component: ResponsiveTable<SampleRow>,
  args: {
    caption: 'گزارش پورسانت کدهای تخفیف',
    columns: sampleColumns,
    rows: sampleRows.slice(0, 6),
    getRowKey: (row: SampleRow) => row.id,
    total,
    cardAction: (row: SampleRow) => <DetailsButton row={row} />,
  },
} satisfies Meta<typeof ResponsiveTable<SampleRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Empty: Story = { args: { rows: [], total: undefined } };
export const Error: Story = {
  args: { error: 'در دریافت پورسانت‌ها خطایی رخ داد' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('در دریافت پورسانت‌ها خطایی رخ داد');
  },
};

export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /مشاهده جزئیات/ })).toHaveLength(6);
  },
};

export const Desktop: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'گزارش پورسانت کدهای تخفیف' });
    await expect(table).toHaveTextContent('جمع کل');
  },
};
