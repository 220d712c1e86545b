import { onViewport } from '@clorofil/auth/testing/browser';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, within } from 'storybook/test';
import { commissionsHandlers } from '../mocks/handlers';
import { CommissionsPage } from './commissions-page';

const phone = onViewport('mobile');
const payments = `${paths.commissions}?tab=payments`;
// `state` first, so a story's answers win over the default ones in `api`.
const api = (state: HttpHandler[] = []) => ({ msw: { handlers: { state, api: handlers } } });
const at = (url: string) => ({ route: { url, path: paths.commissions } });

const meta = {
  title: 'Features/Commissions/CommissionsPage',
  component: CommissionsPage,
  parameters: { persona: 'partner', ...at(paths.commissions), ...api() },
} satisfies Meta<typeof CommissionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DiscountCodes: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'کمیسیون کدهای تخفیف' });
    await expect(within(table).getAllByRole('row').at(-1)).toHaveTextContent('جمع کل');
  },
};

export const DiscountCodesOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('link', { name: 'مشاهدهٔ جزئیات' })).toHaveLength(2);
  },
};

export const DiscountCodesLoading: Story = { parameters: api(commissionsHandlers.commissionsLoading) };

export const DiscountCodesEmpty: Story = {
  parameters: api(commissionsHandlers.commissionsEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('گزارشی برای نمایش وجود ندارد')).toBeVisible();
  },
};

export const DiscountCodesFailed: Story = {
  parameters: api(commissionsHandlers.commissionsFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنگام دریافت کمیسیون‌ها خطایی رخ داد')).toBeVisible();
  },
};

export const Payments: Story = {
  parameters: { ...at(payments), ...api(commissionsHandlers.paymentsMany) },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'پرداخت‌های کمیسیون' });
    await userEvent.click(canvas.getByRole('button', { name: 'صفحه ۲' }));
    await expect(canvas.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  },
};

export const PaymentsOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...at(payments), ...api(commissionsHandlers.paymentsMany) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'پرداخت‌های کمیسیون' })).toBeVisible();
  },
};

export const PaymentsLoading: Story = {
  parameters: { ...at(payments), ...api(commissionsHandlers.paymentsLoading) },
};

export const PaymentsEmpty: Story = {
  parameters: { ...at(payments), ...api(commissionsHandlers.paymentsEmpty) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز پرداختی به حساب شما انجام نشده است.')).toBeVisible();
  },
};

export const PaymentsFailed: Story = {
  parameters: { ...at(payments), ...api(commissionsHandlers.paymentsFailing) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنگام دریافت فهرست پرداخت‌ها خطایی رخ داد')).toBeVisible();
  },
};
