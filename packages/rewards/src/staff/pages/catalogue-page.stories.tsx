import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rewardsPaths } from '../../paths';
import { CataloguePage } from './catalogue-page';

const meta = {
  title: 'Features/Rewards/Console/CataloguePage',
  component: CataloguePage,
  parameters: {
    persona: 'reviewer',
    route: { url: rewardsPaths.catalogue },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof CataloguePage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const AllRewards: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'پازل ۱۰۰۰ تکه' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(fixtures.staffRewards.length + 1);
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const AllRewardsMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'پازل ۱۰۰۰ تکه' })).toBeInTheDocument();
  },
};

/** `?outOfStock=1` in the address: only the sold-out puzzle. */
export const OutOfStock: Story = {
  parameters: { route: { url: `${rewardsPaths.catalogue}?outOfStock=1` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'پازل ۱۰۰۰ تکه' })).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('listStaffRewards')]) };

export const Empty: Story = {
  parameters: withState([respondWith('listStaffRewards', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('جایزه‌ای با این فیلترها پیدا نشد.')).toBeVisible();
    // Nothing to export: the file is not offered.
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listStaffRewards', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست جایزه‌ها دریافت نشد.')).toBeVisible();
  },
};
