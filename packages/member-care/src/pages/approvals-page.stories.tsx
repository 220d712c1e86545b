import { errorResponse, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { memberCarePaths } from '../paths';
import { ApprovalsPage } from './approvals-page';

const finance = respondWith('getStaffMe', {
  mobile: '09120000013',
  roles: ['finance'],
  permissions: ['members', 'approvals', 'audit'],
});

const meta = {
  title: 'Features/MemberCare/ApprovalsPage',
  component: ApprovalsPage,
  parameters: {
    persona: 'reviewer',
    route: { url: memberCarePaths.approvals },
    msw: { handlers: { state: [finance], api: handlers } },
  },
} satisfies Meta<typeof ApprovalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state: [finance, ...state] } } });

/** Support's request for 800 clorofil waits for the finance person signed in. */
export const Waiting: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'امیرحسین محمدی' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تأیید' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const WaitingMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'امیرحسین محمدی' })).toBeInTheDocument();
  },
};

/** The request is the signed-in person's own: someone else must decide it. */
export const OwnRequest: Story = {
  parameters: {
    msw: {
      handlers: {
        state: [
          respondWith('getStaffMe', {
            mobile: '09120000014',
            roles: ['finance'],
            permissions: ['members', 'approvals'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('link', { name: 'امیرحسین محمدی' });
    // Who is signed in may arrive after the list.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'تأیید' })).toBeDisabled());
  },
};

/** `?status=applied`: what was decided, without buttons. */
export const Applied: Story = {
  parameters: { route: { url: `${memberCarePaths.approvals}?status=applied` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('دلجویی بابت تأخیر در ارسال سفارش')).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('listAdjustments')]) };

export const Empty: Story = {
  parameters: withState([respondWith('listAdjustments', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('درخواستی در انتظار تأیید نیست')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listAdjustments', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست درخواست‌ها دریافت نشد')).toBeVisible();
  },
};
