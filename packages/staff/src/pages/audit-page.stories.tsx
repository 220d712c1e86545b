import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { staffHandlers } from '../mocks/handlers';
import { AuditPage } from './audit-page';

const withState = (state: HttpHandler[]) => ({ msw: { handlers: { state, api: handlers } } });

const meta = {
  title: 'Features/Staff/AuditPage',
  component: AuditPage,
  parameters: { route: paths.operator.audit, ...withState([]) },
} satisfies Meta<typeof AuditPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Trail: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'گزارش تغییرات' });
    await expect(within(table).getAllByTestId('data-table-row')).toHaveLength(3);
    // The trail has entries, so its file is offered in the header.
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeInTheDocument();
  },
};

export const ChangeOpened: Story = {
  parameters: withState(staffHandlers.auditWithRollback),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'جزئیات تغییر ۳' }));
    await expect(canvas.getByRole('table', { name: 'پیش و پس از تغییر' })).toBeInTheDocument();
  },
};

export const RollbackReason: Story = {
  parameters: withState(staffHandlers.auditWithRollback),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'جزئیات تغییر ۳' }));
    await userEvent.click(canvas.getByRole('button', { name: 'بازگرداندن' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'بازگرداندن' }));
    await expect(await within(dialog).findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
  },
};

export const Filtered: Story = { parameters: { route: `${paths.operator.audit}?actor=09120000012&kind=role.grant` } };
export const Loading: Story = { parameters: withState(staffHandlers.auditLoading) };
export const Empty: Story = {
  parameters: withState(staffHandlers.auditEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('تغییری با این فیلترها ثبت نشده است')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: withState(staffHandlers.auditFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  },
};
export const Phone: Story = { ...onViewport('mobile') };
