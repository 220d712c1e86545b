import { handlerGroups } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { wheelHandlers } from '../mocks/handlers';
import { WheelPage } from './wheel-page';

const meta = {
  title: 'Features/Wheel/WheelPage',
  component: WheelPage,
  parameters: { route: paths.luckyWheel, persona: 'student', msw: { handlers: handlerGroups } },
} satisfies Meta<typeof WheelPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the default wheel answers with `first` (the other groups keep theirs). */
const wheel = (...first: typeof handlerGroups.wheel) => ({
  msw: { handlers: { wheel: [...first, ...handlerGroups.wheel] } },
});

const spinButton = (canvasElement: HTMLElement) => within(canvasElement).findByTestId('spin-button');

/** The spin button once the member's spinnable check has answered. */
async function readyButton(canvasElement: HTMLElement) {
  const button = await spinButton(canvasElement);
  await waitFor(() => expect(button).toHaveTextContent('چرخاندن گردونه'));
  return button;
}

export const CanSpin: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('img', { name: /گردونه با ۸ خانه/ })).toBeVisible();
    await readyButton(canvasElement);
    await expect(canvas.getByRole('region', { name: 'شانس هر جایزه' })).toBeVisible();
  },
};

export const Visitor: Story = {
  parameters: { persona: 'visitor' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = await spinButton(canvasElement);
    await waitFor(() => expect(button).toHaveTextContent('ورود و چرخاندن گردونه'));
    await userEvent.click(button);
    await expect(await canvas.findByTestId('sign-in-target')).toHaveTextContent(paths.luckyWheel);
  },
};

export const Loading: Story = {
  parameters: wheel(...wheelHandlers.prizesLoading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('wheel-loading')).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: wheel(...wheelHandlers.prizesFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('ظاهراً مشکلی پیش آمده است؛ لطفاً بعداً تلاش کنید.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'بازگشت به صفحه اصلی' })).toBeVisible();
  },
};

export const Inactive: Story = {
  parameters: wheel(...wheelHandlers.inactive),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('گردونه در حال حاضر غیرفعال است.')).toBeVisible();
  },
};

export const Checking: Story = {
  parameters: wheel(...wheelHandlers.checking),
  play: async ({ canvasElement }) => {
    await expect(await spinButton(canvasElement)).toHaveTextContent('در حال بررسی فرصت امروز…');
  },
};

export const CheckFailed: Story = {
  parameters: wheel(...wheelHandlers.checkFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('خطایی رخ داد؛ لطفاً بعداً دوباره تلاش کنید.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};

/** The member pressed spin; the server has not answered yet, so the wheel keeps turning. */
export const Spinning: Story = {
  parameters: wheel(...wheelHandlers.spinPending),
  play: async ({ canvasElement, userEvent }) => {
    const button = await readyButton(canvasElement);
    await userEvent.click(button);
    await expect(button).toHaveTextContent('گردونه در حال چرخش است…');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const SpinFailed: Story = {
  parameters: wheel(...wheelHandlers.spinFailing),
  play: async ({ canvasElement, userEvent }) => {
    await readyButton(canvasElement);
    // The button as it is now: on a busy machine the page can still re-render it after the check.
    await userEvent.click(within(canvasElement).getByTestId('spin-button'));
    const message = 'خطایی رخ داد؛ لطفاً بعداً دوباره گردونه را بچرخانید.';
    // One wait for the toast to be there and visible: it fades in (found at opacity 0 on a busy
    // machine), and clean-clone runs have seen its node replaced, so it is looked up each time.
    await waitFor(() => expect(within(document.body).getByText(message)).toBeVisible(), { timeout: 10_000 });
    await waitFor(() => expect(within(canvasElement).getByTestId('spin-button')).toHaveTextContent('چرخاندن گردونه'));
  },
};

/** Today's chance already used on arrival: the page says so, no dialog (that is for a spin). */
export const Limitation: Story = {
  parameters: wheel(...wheelHandlers.limitation),
  play: async ({ canvasElement }) => {
    const button = await spinButton(canvasElement);
    await waitFor(() => expect(button).toHaveTextContent('فرصت امروز شما استفاده شد'));
    await expect(await within(canvasElement).findByTestId('next-spin')).toBeVisible();
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
  },
};

export const WithPrizeImages: Story = { parameters: wheel(...wheelHandlers.withImages), play: CanSpin.play };

export const CanSpinMobile: Story = { ...onViewport('mobile'), play: CanSpin.play };
export const VisitorMobile: Story = { ...onViewport('mobile'), parameters: { persona: 'visitor' }, play: Visitor.play };
export const LoadFailedMobile: Story = {
  ...onViewport('mobile'),
  parameters: LoadFailed.parameters,
  play: LoadFailed.play,
};
export const SpinningMobile: Story = { ...onViewport('mobile'), parameters: Spinning.parameters, play: Spinning.play };
export const SpinFailedMobile: Story = {
  ...onViewport('mobile'),
  parameters: SpinFailed.parameters,
  play: SpinFailed.play,
};
export const CheckFailedMobile: Story = {
  ...onViewport('mobile'),
  parameters: CheckFailed.parameters,
  play: CheckFailed.play,
};
export const LoadingMobile: Story = { ...onViewport('mobile'), parameters: Loading.parameters, play: Loading.play };
export const InactiveMobile: Story = { ...onViewport('mobile'), parameters: Inactive.parameters, play: Inactive.play };
export const LimitationMobile: Story = {
  ...onViewport('mobile'),
  parameters: Limitation.parameters,
  play: Limitation.play,
};
