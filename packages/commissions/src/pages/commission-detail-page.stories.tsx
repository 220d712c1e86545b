import { onViewport } from '@clorofil/auth/testing/browser';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect } from 'storybook/test';
import { commissionsHandlers } from '../mocks/handlers';
import { CommissionDetailPage } from './commission-detail-page';

const phone = onViewport('mobile');
const api = (state: HttpHandler[] = []) => ({ msw: { handlers: { state, api: handlers } } });
const at = (id: number | string, search = '') => ({
  route: { url: `${paths.commission(id)}${search}`, path: paths.patterns.commission },
});

const meta = {
  title: 'Features/Commissions/CommissionDetailPage',
  component: CommissionDetailPage,
  parameters: { persona: 'partner', ...at(11), ...api() },
} satisfies Meta<typeof CommissionDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('مریم ک.')).toBeVisible();
  },
};

export const ManyOrders: Story = {
  parameters: api(commissionsHandlers.detailMany),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('table', { name: 'سفارش‌های این کد تخفیف' });
    await userEvent.click(canvas.getByRole('button', { name: 'صفحه بعد' }));
    await expect(canvas.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ManyOrdersOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...at(11, '?page=2'), ...api(commissionsHandlers.detailMany) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'سفارش‌های این کد تخفیف' })).toBeVisible();
  },
};

export const NoOrders: Story = {
  parameters: at(12),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز سفارشی با این کد تخفیف ثبت نشده است.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: api(commissionsHandlers.detailLoading) };

export const Failed: Story = {
  parameters: api(commissionsHandlers.detailFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنگام دریافت جزئیات خطایی رخ داد')).toBeVisible();
  },
};

export const NotHers: Story = {
  parameters: { ...at(987654), ...api(commissionsHandlers.detailNotFound) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeVisible();
  },
};
