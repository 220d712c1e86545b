import { missionMessages } from '@clorofil/api-client/contract';
import { errorResponse, pendingResponse } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { scoresPaths } from '../../paths';
import { MissionPage, NewMissionPage } from './mission-page';

const at = (id: number) => ({ url: scoresPaths.mission(id), path: scoresPaths.missionPattern });

const meta = {
  title: 'Features/Scores/Console/MissionPage',
  component: MissionPage,
  parameters: { persona: 'reviewer', route: at(1), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof MissionPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** An open mission: its counts; goal, reward and start locked, the end may move later. */
export const Open: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('on-the-way')).toHaveTextContent('۱۴');
    await expect(canvas.getByRole('textbox', { name: /^جایزه/ })).toBeDisabled();
  },
};

export const OpenMobile: Story = { ...onViewport('mobile') };

/** Not opened yet: everything may change. */
export const Upcoming: Story = {
  parameters: { route: at(5) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /^جایزه/ })).toBeEnabled();
  },
};

/** Ended early: who, when and why; no form. */
export const Ended: Story = {
  parameters: { route: at(4) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('end-note')).toHaveTextContent('سامانهٔ نظرسنجی فروشگاه از کار افتاد');
  },
};

/** Someone else saved first: the Persian refusal with a reload, what was typed kept. */
export const SomeoneElseChangedIt: Story = {
  parameters: withState([errorResponse('updateMission', 409, { Message: missionMessages.stale })]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ذخیرهٔ تغییرات' }));
    await expect(await canvas.findByText(missionMessages.stale)).toBeVisible();
  },
};

/** Ending without a reason: asked for before anything is sent. */
export const EndWithoutReason: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'پایان دادن به مأموریت' }));
    await expect(await canvas.findByText(missionMessages.reasonRequired)).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getStaffMission')]) };

export const NotFound: Story = {
  parameters: withState([errorResponse('getStaffMission', 404)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این مأموریت پیدا نشد')).toBeVisible();
  },
};

/** «مأموریت تازه»: an empty form; saving it at once names what is missing. */
export const NewMission: Story = {
  render: () => <NewMissionPage />,
  parameters: { route: { url: scoresPaths.newMission } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ساخت مأموریت' }));
    await expect(await canvas.findByText('نوع هدف را انتخاب کنید')).toBeVisible();
  },
};

export const NewMissionMobile: Story = {
  ...onViewport('mobile'),
  render: () => <NewMissionPage />,
  parameters: { route: { url: scoresPaths.newMission } },
};
