import { contentStaffMessages } from '@clorofil/api-client/contract';
import { errorResponse, pendingResponse, respondWith } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MenusPage } from './menus-page';

const meta = {
  title: 'Features/Content/Console/MenusPage',
  component: MenusPage,
  parameters: {
    persona: 'reviewer',
    route: { url: paths.operator.menus },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof MenusPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const BothMenus: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(within(await canvas.findByTestId('menu-header')).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'دریافت منوها (CSV)' })).toBeVisible();
  },
};

export const BothMenusMobile: Story = { ...onViewport('mobile') };

/** A menu without entries: it says so and offers a link. */
export const EmptyHeader: Story = {
  parameters: withState([
    respondWith('getStaffMenus', {
      header: [],
      footer: [{ key: 'about-us', label: 'درباره‌ی ما', url: '/page/about-us', visible: true, page: true }],
      editVersion: 1,
    }),
  ]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این منو خالی است.')).toBeVisible();
  },
};

/** A target the app does not route: the API's Persian refusal under the field. */
export const TargetRefused: Story = {
  parameters: withState([
    errorResponse('saveMenus', 400, {
      Message: 'اطلاعات واردشده معتبر نیست.',
      errors: { 'header.1.url': contentStaffMessages.menuTarget },
    }),
  ]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'انتشار منوها' }));
    await expect(await canvas.findByText(contentStaffMessages.menuTarget)).toBeVisible();
  },
};

/** Another operator published the menus first: the save is refused, with a reload to see theirs. */
export const SavedByAnother: Story = {
  parameters: withState([errorResponse('saveMenus', 409, { Message: contentStaffMessages.menusStale })]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'انتشار منوها' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(contentStaffMessages.menusStale);
    await expect(within(alert).getByRole('button', { name: 'بارگذاری دوباره' })).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getStaffMenus')]) };

export const Failed: Story = {
  parameters: withState([errorResponse('getStaffMenus', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('منوها دریافت نشد.')).toBeVisible();
  },
};
