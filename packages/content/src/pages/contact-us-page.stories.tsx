import { errorResponse, handlerGroups, pendingResponse } from '@clorofil/api-client/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { paths } from '@clorofil/app-kit';
import { expect } from 'storybook/test';
import { onViewport } from '@clorofil/auth/testing/browser';
import { ContactUsPage } from './contact-us-page';

const meta = {
  title: 'Features/Content/ContactUsPage',
  component: ContactUsPage,
  parameters: { route: paths.page('contact-us'), msw: { handlers: handlerGroups } },
} satisfies Meta<typeof ContactUsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Data: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'تماس با ما' })).toBeVisible();
    await expect(canvas.getByText(/صندوق پستی/)).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'پرسش‌های متداول' }));
    await expect(await canvas.findByTestId('navigated-to')).toHaveTextContent(paths.page('faq'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { content: [pendingResponse('getPage'), ...handlerGroups.content] } } },
};

export const LoadError: Story = {
  parameters: { msw: { handlers: { content: [errorResponse('getPage', 503), ...handlerGroups.content] } } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('خطایی رخ داد…');
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
