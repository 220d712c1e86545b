import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { signalMessages } from '@clorofil/api-client/contract';
import { scoresPaths } from '../../paths';
import { SignalsPage } from './signals-page';

const meta = {
  title: 'Features/Scores/Console/SignalsPage',
  component: SignalsPage,
  parameters: {
    persona: 'reviewer',
    route: { url: scoresPaths.signals },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof SignalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const Data: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('نرگس نوری')).toBeVisible();
    await expect(canvas.getByText('مریم احمدی')).toBeVisible();
    await expect(canvas.getByText('حمید صالحی')).toBeVisible();
    await expect(canvas.getByText('هنوز عضو نشده')).toBeVisible();
    await expect(canvas.getAllByText('5.160.12.40')).toHaveLength(fixtures.fraudSignals.sharedAddresses.length);
  },
};

/** The identity provider did not answer: the other lists stand, the sign-ins' section says so. */
export const SignInsUnavailable: Story = {
  parameters: withState([respondWith('getFraudSignals', { ...fixtures.fraudSignals, signIns: null })]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('نرگس نوری')).toBeVisible();
    await expect(canvas.getByText(signalMessages.signInsUnavailable)).toBeVisible();
  },
};

export const DataMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('نرگس نوری')).toBeVisible();
  },
};

/** `?days=30` in the address: the window chooser shows it. */
export const ThirtyDays: Story = {
  parameters: { route: { url: `${scoresPaths.signals}?days=30` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('۳۰ روز گذشته')).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getFraudSignals')]) };

export const Empty: Story = {
  parameters: withState([respondWith('getFraudSignals', fixtures.quietFraudSignals)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('در ۷ روز گذشته نشانه‌ای از تقلب دیده نشد.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('getFraudSignals', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('نشانه‌های تقلب دریافت نشد')).toBeVisible();
  },
};
