import { errorResponse, pendingResponse, respondWith, staffPageFixtures } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PagesListPage } from './pages-list-page';

const meta = {
  title: 'Features/Content/Console/PagesListPage',
  component: PagesListPage,
  parameters: {
    persona: 'reviewer',
    route: { url: paths.operator.pages },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof PagesListPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const AllPages: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'درباره‌ی ما' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(staffPageFixtures.list.length + 1);
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const AllPagesMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'درباره‌ی ما' })).toBeInTheDocument();
  },
};

/** `?state=draft` in the address: only the page whose draft waits. */
export const DraftsOnly: Story = {
  parameters: { route: { url: `${paths.operator.pages}?state=draft` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'درباره‌ی ما' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('listStaffPages')]) };

export const Empty: Story = {
  parameters: withState([respondWith('listStaffPages', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('صفحه‌ای پیدا نشد.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listStaffPages', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست صفحه‌ها دریافت نشد.')).toBeVisible();
  },
};
