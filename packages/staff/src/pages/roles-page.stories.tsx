import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { onViewport } from '@clorofil/auth/testing/browser';
import { staffHandlers } from '../mocks/handlers';
import { RolesPage } from './roles-page';

const withState = (state: HttpHandler[]) => ({ msw: { handlers: { state, api: handlers } } });

const meta = {
  title: 'Features/Staff/RolesPage',
  component: RolesPage,
  parameters: { route: paths.operator.roles, ...withState([]) },
} satisfies Meta<typeof RolesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Holders: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('table', { name: 'دارندگان نقش' });
    await expect(within(table).getAllByTestId('data-table-row')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'دریافت فهرست (CSV)' })).toBeInTheDocument();
  },
};

export const RevokeConfirmation: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /لغو نقش کارشناس عملیات نیما کاظمی/ }));
    await expect(
      await within(document.body).findByRole('alertdialog', { name: 'لغو نقش نیما کاظمی' }),
    ).toBeInTheDocument();
  },
};

export const InvalidMobile: Story = {
  play: async ({ canvas }) => {
    const form = await canvas.findByRole('form', { name: 'اعطای نقش' });
    await userEvent.type(within(form).getByRole('textbox', { name: /موبایل عضو/ }), '۰۸۱۲');
    await userEvent.click(within(form).getByRole('button', { name: 'اعطای نقش' }));
  },
};

export const Loading: Story = { parameters: withState(staffHandlers.holdersLoading) };
export const Empty: Story = {
  parameters: withState(staffHandlers.holdersEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز به کسی نقشی داده نشده است')).toBeInTheDocument();
    // Nobody holds a role: no file is offered.
    await expect(canvas.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  },
};
export const Failed: Story = {
  parameters: withState(staffHandlers.holdersFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  },
};
export const Phone: Story = { ...onViewport('mobile') };
