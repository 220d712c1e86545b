import { errorResponse, fixtures, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scoresPaths } from '../../paths';
import { LiabilityPage } from './liability-page';

const meta = {
  title: 'Features/Scores/Console/LiabilityPage',
  component: LiabilityPage,
  parameters: {
    persona: 'reviewer',
    route: { url: scoresPaths.liability },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof LiabilityPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const Data: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('آذر ۱۴۰۵')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(fixtures.pointsLiability.months.length + 1);
    await expect(canvas.getByText('۱۹۶٬۵۹۰٬۰۰۰ تومان')).toBeVisible();
  },
};

export const DataMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('۱۹۶٬۵۹۰٬۰۰۰ تومان')).toBeVisible();
  },
};

/** `?on=1405/08/30` in the address: the liability at the end of that day. */
export const OnAPastDay: Story = {
  parameters: { route: { url: `${scoresPaths.liability}?on=1405/08/30` } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue('۱۴۰۵/۰۸/۳۰')).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getPointsLiability')]) };

export const Empty: Story = {
  parameters: withState([respondWith('getPointsLiability', fixtures.emptyPointsLiability)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('تا پایان ۱۴۰۵/۰۹/۱۳ هنوز امتیازی صادر نشده است.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('getPointsLiability', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('گزارش بدهی امتیازی دریافت نشد')).toBeVisible();
  },
};
