import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { rewardsHandlers } from '../mocks/handlers';
import { RewardDetailPage } from './reward-detail-page';

const at = (id: number) => ({ url: paths.reward(id), path: paths.patterns.reward });

const meta = {
  title: 'Features/Rewards/RewardDetailPage',
  component: RewardDetailPage,
  parameters: { persona: 'student', route: at(2), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof RewardDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = NonNullable<Story['play']>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });
const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Opens the confirmation and confirms: the purchase as a member makes it. */
const buy: Play = async ({ canvas, canvasElement, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'دریافت جایزه' }));
  const dialog = await body(canvasElement).findByRole('alertdialog');
  await userEvent.click(within(dialog).getByRole('button', { name: 'بله، دریافت می‌کنم' }));
};

/** A refusal: the server's own Persian reason as an error toast. */
const refusedWith =
  (reason: string): Play =>
  async (context) => {
    await buy(context);
    // A toast fades in: visible a few frames after it is found.
    await waitFor(async () => expect(await body(context.canvasElement).findByText(reason)).toBeVisible());
  };

export const Receivable: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'دریافت جایزه' })).toBeEnabled();
  },
};

export const ReceivableMobile: Story = { ...onViewport('mobile') };

export const ShortOfPoints: Story = {
  parameters: { route: at(5) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('availability-notice')).toHaveTextContent(
      'برای دریافت این جایزه ۲۵۰ کلروفیل دیگر لازم دارید.',
    );
    await expect(canvas.queryByRole('button', { name: 'دریافت جایزه' })).toBeNull();
  },
};

export const SoldOut: Story = {
  parameters: { route: at(7) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/موجودی این جایزه به پایان رسیده است/)).toBeVisible();
  },
};

export const UsedUp: Story = {
  parameters: { route: at(6) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/پیش‌تر دریافت کرده‌اید/)).toBeVisible();
  },
};

export const Confirmation: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'دریافت جایزه' }));
    const dialog = await body(canvasElement).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('امتیاز خرج‌شده و جایزهٔ دریافت‌شده قابل بازگشت نیست.');
  },
};

export const ConfirmationMobile: Story = { ...onViewport('mobile'), play: Confirmation.play };

/** The request is on its way: the confirm button spins and the dialog cannot be dismissed. */
export const Buying: Story = {
  parameters: withState(rewardsHandlers.buySlow),
  play: async (context) => {
    await buy(context);
    const dialog = await body(context.canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'انصراف' })).toBeDisabled());
  },
};

export const Bought: Story = {
  play: async (context) => {
    await buy(context);
    const panel = await context.canvas.findByTestId('bought-panel');
    await expect(within(panel).getByRole('button', { name: 'کپی کد CL-MOCK-0002' })).toBeVisible();
    // A toast fades in: visible a few frames after it is found.
    await waitFor(async () =>
      expect(await body(context.canvasElement).findByText('جایزه با موفقیت دریافت شد.')).toBeVisible(),
    );
  },
};

export const RefusedNotEnough: Story = {
  parameters: withState(rewardsHandlers.buyNotEnough),
  play: refusedWith('امتیاز شما برای دریافت این جایزه کافی نیست؛ ۵۰ کلروفیل دیگر لازم دارید.'),
};

export const RefusedSoldOut: Story = {
  parameters: withState(rewardsHandlers.buySoldOut),
  play: refusedWith('متأسفانه موجودی این جایزه به پایان رسیده است.'),
};

export const RefusedExpired: Story = {
  parameters: withState(rewardsHandlers.buyExpired),
  play: refusedWith('مهلت دریافت این جایزه به پایان رسیده است.'),
};

/** The original API's refusal: 500 with `detail` (SPEC §8). */
export const RefusedWithDetail: Story = {
  parameters: withState(rewardsHandlers.buyRefusedWithDetail),
  play: refusedWith('شما پیش‌تر این جایزه را به تعداد مجاز دریافت کرده‌اید.'),
};

export const RateLimited: Story = {
  parameters: withState(rewardsHandlers.buyRateLimited),
  play: refusedWith('درخواست‌های دریافت جایزهٔ شما بیش از حد مجاز شد. لطفاً ۴۵ ثانیهٔ دیگر دوباره تلاش کنید.'),
};

export const ServerError: Story = {
  parameters: withState(rewardsHandlers.buyServerError),
  play: refusedWith('خطایی در دریافت جایزه رخ داد. لطفاً دوباره تلاش کنید.'),
};

/** No connection (after the client's own retries): the dialog stays, «تلاش دوباره» resends. */
export const Offline: Story = {
  parameters: withState(rewardsHandlers.buyOffline),
  play: async (context) => {
    await buy(context);
    const dialog = await body(context.canvasElement).findByRole('alertdialog');
    await expect(await within(dialog).findByRole('button', { name: 'تلاش دوباره' }, { timeout: 6000 })).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { route: at(999) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این جایزه پیدا نشد')).toBeVisible();
  },
};
