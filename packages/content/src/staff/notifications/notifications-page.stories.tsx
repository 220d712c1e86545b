import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { paths } from '@clorofil/app-kit';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotificationsPage } from './notifications-page';

const meta = {
  title: 'Features/Content/Console/NotificationsPage',
  component: NotificationsPage,
  parameters: {
    persona: 'reviewer',
    route: { url: paths.operator.notifications },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof NotificationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** One notification of each state: live for everyone, scheduled for teachers, a list, withdrawn. */
export const AllNotifications: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /جشنوارهٔ پاییزه/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(fixtures.campaigns.length + 1);
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const AllNotificationsMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /جشنوارهٔ پاییزه/ })).toBeInTheDocument();
  },
};

/** `?state=scheduled` in the address: only the teachers' workshop. */
export const ScheduledOnly: Story = {
  parameters: { route: { url: `${paths.operator.notifications}?state=scheduled` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: /کلاس درس شاد/ })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('listCampaigns')]) };

/**
 * The second of three pages: the API sent twenty of forty-five (the fixtures repeated), and the
 * table pages by the total it gave, the page in the address.
 */
export const SecondOfThreePages: Story = {
  parameters: {
    route: { url: `${paths.operator.notifications}?page=2` },
    ...withState([
      respondWith('listCampaigns', {
        items: Array.from({ length: 20 }, (_, index) => ({ ...fixtures.campaigns[index % 4]!, id: 100 + index })),
        total: 45,
        page: 2,
        pageSize: 20,
      }),
    ]),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('۴۵ مورد')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    await expect(canvas.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'صفحه ۳' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withState([respondWith('listCampaigns', { items: [], total: 0, page: 1, pageSize: 20 })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('اعلانی پیدا نشد.')).toBeVisible();
    // Nothing to export: the file is not offered.
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listCampaigns', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست اعلان‌ها دریافت نشد.')).toBeVisible();
  },
};
