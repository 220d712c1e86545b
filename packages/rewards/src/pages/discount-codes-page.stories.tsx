import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { rewardsHandlers } from '../mocks/handlers';
import { DiscountCodesPage } from './discount-codes-page';

const meta = {
  title: 'Features/Rewards/DiscountCodesPage',
  component: DiscountCodesPage,
  parameters: {
    persona: 'student',
    route: paths.discountCodes,
    msw: { handlers: { state: rewardsHandlers.codesMixed, api: handlers } },
  },
} satisfies Meta<typeof DiscountCodesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });
const body = (element: HTMLElement) => within(element.ownerDocument.body);

/** Usable codes first although the server listed an expired one first; expired ones marked. */
export const Data: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('discount-code-card');
    await expect(cards.map((card) => card.hasAttribute('data-expired'))).toEqual([false, false, true, true]);
  },
};

export const Mobile: Story = { ...onViewport('mobile') };

/** A clipboard that accepts (headless Chromium may refuse without a user's permission). */
export const Copied: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'کپی کد CLR-20-KTB4' });
    const { clipboard } = navigator;
    let copied = '';
    const accepting = { writeText: async (text: string) => void (copied = text) };
    Object.defineProperty(navigator, 'clipboard', { value: accepting, configurable: true });
    try {
      await userEvent.click(button);
      // A toast fades in: visible a few frames after it is found.
      await waitFor(async () => expect(await body(canvasElement).findByText('کپی شد')).toBeVisible());
      await expect(copied).toBe('CLR-20-KTB4');
    } finally {
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
    }
  },
};

/** The browser refuses the clipboard: the toast says so and the code waits selected in a field. */
export const CopyRefused: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'کپی کد CLR-20-KTB4' });
    const { clipboard } = navigator;
    const execCommand = document.execCommand.bind(document);
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    document.execCommand = () => false;
    try {
      await userEvent.click(button);
      // A toast fades in: visible a few frames after it is found.
      await waitFor(async () =>
        expect(await body(canvasElement).findByText('کپی نشد، دوباره تلاش کنید')).toBeVisible(),
      );
      await expect(canvas.getByRole('textbox', { name: 'کد CLR-20-KTB4 برای کپی دستی' })).toHaveFocus();
    } finally {
      Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
      document.execCommand = execCommand;
    }
  },
};

export const Loading: Story = {
  parameters: withState(rewardsHandlers.codesLoading),
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByTestId('skeleton-card')).toHaveLength(2);
  },
};

export const Empty: Story = {
  parameters: withState(rewardsHandlers.codesEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('کد تخفیفی برای نمایش وجود ندارد')).toBeVisible();
  },
};

export const Failing: Story = {
  parameters: withState(rewardsHandlers.codesFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('خطایی در دریافت کدهای تخفیف رخ داد')).toBeVisible();
  },
};
