import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { DataTable } from './data-table';
import { sampleColumns, sampleHolders, sampleRoleFilter, type SampleHolder } from './sample-holders';

const meta = {
  title: 'UI/DataTable',
  component: DataTable<SampleHolder>,
  args: {
    caption: 'دارندگان نقش',
    columns: sampleColumns,
    rows: sampleHolders,
    getRowId: (row: SampleHolder) => row.mobile,
    searchLabel: 'جستجو در نام یا موبایل',
    selectFilters: [sampleRoleFilter],
    pageSize: 10,
  },
} satisfies Meta<typeof DataTable<SampleHolder>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('data-table-row')).toHaveLength(10);
    const header = canvas.getByRole('columnheader', { name: /امتیاز/ });
    await userEvent.click(canvas.getByRole('button', { name: /امتیاز/ }));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
  },
};

/** A shared link: sorted by points (highest first), operators only, second page. */
export const FromAddress: Story = {
  parameters: { route: '/story?sort=-points&role=operator' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('columnheader', { name: /امتیاز/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByText('۹ مورد از ۲۷')).toBeInTheDocument();
  },
};

export const NothingMatches: Story = {
  parameters: { route: '/story?q=ناموجود' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('موردی با این فیلترها پیدا نشد')).toBeInTheDocument();
  },
};

export const WithDetails: Story = {
  args: {
    renderDetails: (row: SampleHolder) => <p>{`${row.name} از ${row.grantedAt.slice(0, 10)} این نقش را دارد.`}</p>,
    detailsLabel: (row: SampleHolder) => `جزئیات ${row.name}`,
  },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole('button', { name: /^جزئیات/ });
    await userEvent.click(first!);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

export const Loading: Story = { args: { rows: undefined } };
export const Empty: Story = { args: { rows: [], emptyMessage: 'هنوز به کسی نقشی داده نشده است' } };
export const Error: Story = {
  args: { rows: undefined, error: 'فهرست دارندگان نقش دریافت نشد', onRetry: () => undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('فهرست دارندگان نقش دریافت نشد');
  },
};

/** At 390 px the table scrolls sideways inside its own box; the page itself never does. */
export const Mobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'دارندگان نقش' })).toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** A list the API pages: the table shows the second of three pages it was sent, counted by the total. */
export const Remote: Story = {
  args: { rows: sampleHolders.slice(10, 20), remote: { total: sampleHolders.length } },
  parameters: { route: '/story?page=2' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByTestId('data-table-row')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'صفحه ۳' })).toBeVisible();
    await expect(canvas.getByText('۲۷ مورد')).toBeVisible();
  },
};
