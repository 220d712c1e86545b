import { catalogueMessages } from '@clorofil/api-client/contract';
import { errorResponse, pendingResponse } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { rewardsPaths } from '../../paths';
import { NewRewardPage, RewardEditorPage } from './reward-editor-page';

const at = (id: number) => ({ url: rewardsPaths.editReward(id), path: rewardsPaths.editRewardPattern });

const meta = {
  title: 'Features/Rewards/Console/RewardEditorPage',
  component: RewardEditorPage,
  parameters: { persona: 'reviewer', route: at(41), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof RewardEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** A published discount-code reward whose draft raises the price: the publish asks why. */
export const DraftWithNewPrice: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/قیمت از/)).toHaveTextContent('قیمت از ۴۰۰ به ۴۵۰ کلروفیل تغییر می‌کند.');
    await expect(canvas.getByTestId('codes-left')).toHaveTextContent('۱۲');
  },
};

export const DraftWithNewPriceMobile: Story = { ...onViewport('mobile') };

/** A prize never published: its stock, no code pool, the preview of its first version. */
export const DraftOnly: Story = {
  parameters: { route: at(42) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'موجودی' })).toBeVisible();
    await expect(canvas.queryByTestId('code-pool')).toBeNull();
  },
};

/** Someone else saved first: the Persian refusal with a reload, what was typed kept. */
export const SomeoneElseChangedIt: Story = {
  parameters: withState([errorResponse('saveRewardDraft', 409, { Message: catalogueMessages.stale })]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    await expect(await canvas.findByText(catalogueMessages.stale)).toBeVisible();
  },
};

/** A code file with a blank line: every bad line named, nothing added. */
export const CodeFileRefused: Story = {
  play: async ({ canvas, userEvent }) => {
    const pool = within(await canvas.findByTestId('code-pool'));
    await userEvent.type(pool.getByRole('textbox'), 'BOOK-1{Enter}{Enter}BOOK-2');
    await userEvent.click(pool.getByRole('button', { name: 'افزودن کدها' }));
    await expect(await pool.findByTestId('code-errors')).toHaveTextContent('سطر ۲: این سطر خالی است.');
  },
};

/** The preview in a phone's frame, then a desktop's: the member's components at that width. */
export const PreviewDesktop: Story = {
  play: async ({ canvas, userEvent, step }) => {
    /** The frame's document once the member's reward page is drawn in it. */
    async function drawn(title: RegExp): Promise<Document> {
      const frame = (await canvas.findByTitle(title)) as HTMLIFrameElement;
      await waitFor(
        () => expect(frame.contentDocument?.querySelector('[data-testid="reward-detail"]')).not.toBeNull(),
        {
          timeout: 5000,
        },
      );
      return frame.contentDocument!;
    }
    await step('a phone: the card and the page, one column, in the frame', async () => {
      const phone = await drawn(/گوشی/);
      await expect(within(phone.body).getByTestId('reward-card')).toHaveTextContent('۴۵۰ کلروفیل');
      await expect(phone.documentElement.clientWidth).toBe(390);
      // Its media queries answer for the frame's width, not the window's: the phone's layout.
      await expect(phone.defaultView!.matchMedia('(max-width: 767px)').matches).toBe(true);
    });
    await step('a desktop', async () => {
      await userEvent.click(await canvas.findByRole('button', { name: /رایانه/ }));
      const desktop = await drawn(/رایانه/);
      await expect(desktop.documentElement.clientWidth).toBe(1280);
    });
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getStaffReward')]) };

export const NotFound: Story = {
  parameters: withState([errorResponse('getStaffReward', 404)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این جایزه پیدا نشد')).toBeVisible();
  },
};

/** «جایزهٔ تازه»: an empty form; saving it at once names what is missing. */
export const NewReward: Story = {
  render: () => <NewRewardPage />,
  parameters: { route: { url: rewardsPaths.newReward } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ذخیرهٔ پیش‌نویس' }));
    await expect(await canvas.findByText('تصویری برای جایزه بارگذاری کنید')).toBeVisible();
  },
};
