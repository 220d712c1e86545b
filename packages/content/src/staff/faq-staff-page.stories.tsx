import { errorResponse, pendingResponse, respondWith, staffFaqFixtures } from '@clorofil/api-client/mocks';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FaqStaffPage } from './faq-staff-page';

const meta = {
  title: 'Features/Content/Console/FaqStaffPage',
  component: FaqStaffPage,
  parameters: {
    persona: 'reviewer',
    route: { url: paths.operator.faq },
    msw: { handlers: { state: [], api: handlers } },
  },
} satisfies Meta<typeof FaqStaffPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

export const Questions: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    const list = within(await canvas.findByTestId('faq-list'));
    await expect(list.getAllByRole('listitem')).toHaveLength(staffFaqFixtures.length);
  },
};

export const QuestionsMobile: Story = { ...onViewport('mobile') };

/** «پرسش تازه» opened and sent empty: each missing field named in Persian. */
export const NewQuestionMissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'پرسش تازه' }));
    await userEvent.click(canvas.getByRole('button', { name: 'افزودن پرسش' }));
    await expect(await canvas.findAllByText('پر کردن این فیلد الزامی است')).toHaveLength(2);
  },
};

/** Removing asks first. */
export const ConfirmRemove: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'حذف پرسش ۲' }));
    const dialog = within(document.body).getByRole('alertdialog');
    await expect(dialog).toHaveTextContent(staffFaqFixtures[1]!.question);
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('listStaffFaq')]) };

export const Empty: Story = {
  parameters: withState([respondWith('listStaffFaq', [])]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنوز پرسشی ثبت نشده است.')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listStaffFaq', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست پرسش‌ها دریافت نشد.')).toBeVisible();
  },
};
