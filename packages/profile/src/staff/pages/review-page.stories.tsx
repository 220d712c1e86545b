import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { profileHandlers } from '../../mocks/handlers';
import { ReviewPage } from './review-page';

const meta = {
  title: 'Features/Profile/ReviewPage',
  component: ReviewPage,
  parameters: { route: paths.operator.review, persona: 'reviewer', msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof ReviewPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const withState = (state: HttpHandler[]) => ({ msw: { handlers: { state, api: handlers } } });

export const Requests: Story = {
  parameters: withState(profileHandlers.reviews),
  play: async ({ canvas }) => {
    const cards = await canvas.findAllByTestId('review-card');
    await expect(cards).toHaveLength(2);
    await expect(cards[0]).toHaveTextContent('رضا کاظمی');
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: withState(profileHandlers.reviewsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('درخواستی در انتظار بررسی نیست')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: withState(profileHandlers.reviewsLoading),
};

export const Failed: Story = {
  parameters: withState(profileHandlers.reviewsFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeVisible();
  },
};

/** The approval asks first: the member is texted at once and it cannot be undone. */
export const ApproveConfirmation: Story = {
  parameters: withState(profileHandlers.reviews),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [first] = await canvas.findAllByTestId('review-card');
    await userEvent.click(within(first!).getByRole('button', { name: 'تأیید' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('تأیید درخواست رضا کاظمی');
    await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  },
};

/** The approval is on its way: both decisions of that card wait. */
export const Deciding: Story = {
  parameters: withState(profileHandlers.deciding),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [first] = await canvas.findAllByTestId('review-card');
    await userEvent.click(within(first!).getByRole('button', { name: 'تأیید' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بله، تأیید شود' }));
    await expect(within(first!).getByRole('button', { name: 'رد درخواست', hidden: true })).toBeDisabled();
  },
};

export const RejectWithReason: Story = {
  parameters: withState(profileHandlers.reviews),
  play: async ({ canvas, canvasElement, userEvent }) => {
    const [first] = await canvas.findAllByTestId('review-card');
    await userEvent.click(within(first!).getByRole('button', { name: 'رد درخواست' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'رد درخواست' }));
    const error = await within(dialog).findByText('پر کردن این فیلد الزامی است');
    // The dialog fades in; on a busy machine that can take longer than waitFor's default 1 s.
    await waitFor(() => expect(error).toBeVisible(), { timeout: 5_000 });
  },
};
