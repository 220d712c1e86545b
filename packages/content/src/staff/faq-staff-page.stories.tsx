import { contentStaffMessages } from '@clorofil/api-client/contract';
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
    const list = await canvas.findByTestId('faq-list');
    await expect(list.children).toHaveLength(staffFaqFixtures.length);
    // Answers as members read them: the API's HTML, a link opening in a new tab.
    await expect(within(list).getByRole('link', { name: 'راهنمای خرید' })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('button', { name: 'دریافت پرسش‌ها (CSV)' })).toBeVisible();
  },
};

export const QuestionsMobile: Story = { ...onViewport('mobile') };

/** «پرسش تازه» opened and sent empty: each missing field named in Persian. */
export const NewQuestionMissingFields: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'پرسش تازه' }));
    // The form opens once the list has loaded.
    await userEvent.click(await canvas.findByRole('button', { name: 'افزودن پرسش' }));
    await expect(await canvas.findAllByText('پر کردن این فیلد الزامی است')).toHaveLength(2);
  },
};

/** A new question whose answer is written, made bold in the editor, then sent and shown as HTML. */
export const NewQuestionRich: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'پرسش تازه' }));
    await userEvent.type(await canvas.findByRole('textbox', { name: /^پرسش/ }), 'کلروفیل کجا ثبت می‌شود؟');
    const answer = canvas.getByRole('textbox', { name: 'پاسخ' });
    await userEvent.click(answer);
    // Pasted and then selected as a whole: typing key by key into the editor drops characters here.
    await userEvent.paste('در کلروفیل‌های من');
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.click(canvas.getByRole('button', { name: 'پررنگ (Ctrl+B)' }));
    await expect(within(answer).getByText('در کلروفیل‌های من').tagName).toBe('STRONG');
    await userEvent.click(canvas.getByRole('button', { name: 'افزودن پرسش' }));
    await expect(await canvas.findByText('در کلروفیل‌های من', { selector: '.safe-html strong' })).toBeVisible();
  },
};

/** Another operator changed the question first: the save is refused, with a reload to see theirs. */
export const SavedByAnother: Story = {
  parameters: withState([errorResponse('saveFaq', 409, { Message: contentStaffMessages.faqStale })]),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ویرایش پرسش ۱' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ذخیرهٔ تغییر' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(contentStaffMessages.faqStale);
    await expect(within(alert).getByRole('button', { name: 'بارگذاری دوباره' })).toBeVisible();
  },
};

export const EditingMobile: Story = {
  ...onViewport('mobile'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ویرایش پرسش ۱' }));
    await expect(canvas.getByRole('toolbar', { name: 'قالب‌بندی متن' })).toBeVisible();
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
    await expect(canvas.queryByRole('button', { name: 'دریافت پرسش‌ها (CSV)' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  parameters: withState([errorResponse('listStaffFaq', 500)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('فهرست پرسش‌ها دریافت نشد.')).toBeVisible();
  },
};
