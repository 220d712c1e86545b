import { memberCareMessages } from '@clorofil/api-client/contract';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { memberCareHandlers } from '../mocks/handlers';
import { memberCarePaths } from '../paths';
import { MembersPage } from './members-page';

const searched = (q: string) => ({ url: `${memberCarePaths.members}?q=${encodeURIComponent(q)}` });

const meta = {
  title: 'Features/MemberCare/MembersPage',
  component: MembersPage,
  parameters: {
    persona: 'reviewer',
    route: searched('۰۹۱۲۰۰۰۰۰۰۱'),
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof MembersPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** Nothing searched yet. */
export const Start: Story = {
  parameters: { route: { url: memberCarePaths.members } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'موبایل، کد ملی یا نام عضو' })).toBeVisible();
  },
};

/** Found by a mobile typed in Persian digits. */
export const Found: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'امیرحسین محمدی' })).toBeVisible();
    // The results offer themselves as a file.
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const FoundMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'امیرحسین محمدی' })).toBeInTheDocument();
  },
};

export const Loading: Story = { parameters: withState(memberCareHandlers.searchLoading) };

export const Empty: Story = {
  parameters: { ...withState(memberCareHandlers.searchEmpty), route: searched('کسی') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('عضوی با این مشخصات پیدا نشد')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

/** A number too short to be a mobile or a national code: the API's reason under the box. */
export const Refused: Story = {
  parameters: { ...withState(memberCareHandlers.searchRefused), route: searched('0912') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(memberCareMessages.searchDigits)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState(memberCareHandlers.searchFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('جستجو انجام نشد')).toBeVisible();
  },
};
