import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scoresPaths } from '../../paths';
import { MissionsPage } from './missions-page';

const meta = {
  title: 'Features/Scores/Console/MissionsPage',
  component: MissionsPage,
  parameters: {
    persona: 'reviewer',
    route: { url: scoresPaths.missions },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof MissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const AllMissions: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'چالش کتاب‌خوانی پاییز' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(fixtures.staffMissions.length + 1);
    await expect(await canvas.findByText('۱ کلروفیل به ازای هر ۱۰٬۰۰۰ تومان')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const AllMissionsMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'چالش کتاب‌خوانی پاییز' })).toBeInTheDocument();
  },
};

/** `?state=upcoming` in the address: only the winter festival. */
export const Upcoming: Story = {
  parameters: { route: { url: `${scoresPaths.missions}?state=upcoming` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'جشنوارهٔ کتاب زمستان' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  parameters: withState([pendingResponse('listStaffMissions'), pendingResponse('getEarningSettings')]),
};

export const Empty: Story = {
  parameters: withState([respondWith('listStaffMissions', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مأموریتی با این فیلترها پیدا نشد.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listStaffMissions', 500), errorResponse('getEarningSettings', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست مأموریت‌ها دریافت نشد.')).toBeVisible();
    await expect(await canvas.findByText('قواعد کسب امتیاز دریافت نشد.')).toBeVisible();
  },
};
