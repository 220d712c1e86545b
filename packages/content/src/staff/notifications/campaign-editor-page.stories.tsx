import { errorResponse, pendingResponse } from '@clorofil/api-client/mocks';
import { paths } from '@clorofil/app-kit';
import { handlers } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CampaignPage, NewCampaignPage } from './campaign-editor-page';

const at = (id: number) => ({ url: paths.operator.notification(id), path: paths.patterns.operatorNotification });

const meta = {
  title: 'Features/Content/Console/CampaignPage',
  component: CampaignPage,
  parameters: { persona: 'reviewer', route: at(3), msw: { handlers: { state: [], api: handlers } } },
} satisfies Meta<typeof CampaignPage>;

export default meta;
type Story = StoryObj<typeof meta>;
const withState = (state: unknown[]) => ({ msw: { handlers: { state } } });

/** Scheduled for teachers: editable until it starts, and withdrawable. */
export const Scheduled: Story = {
  ...onViewport('desktop'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ذخیرهٔ تغییرات' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'پس گرفتن اعلان' })).toBeVisible();
  },
};

export const ScheduledMobile: Story = { ...onViewport('mobile') };

/** Live for everyone: read-only, with how many have seen it and the withdraw form. */
export const Live: Story = {
  parameters: { route: at(4) },
  play: async ({ canvas }) => {
    const message = await canvas.findByTestId('campaign-message');
    await expect(message).toHaveTextContent('جشنوارهٔ پاییزه');
    // Sent rich: bold and a link, as members saw the toast.
    await expect(within(message).getByText('دو برابر کلروفیل').tagName).toBe('STRONG');
    await expect(within(canvas.getByTestId('campaign-preview')).getAllByRole('link')).toHaveLength(2);
    await expect(canvas.getByRole('button', { name: 'پس گرفتن اعلان' })).toBeVisible();
  },
};

/** Withdrawn: when, and why. */
export const Withdrawn: Story = {
  parameters: { route: at(1) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('تاریخ مسابقه یک هفته عقب افتاد.')).toBeVisible();
  },
};

export const Loading: Story = { parameters: withState([pendingResponse('getCampaign')]) };

export const NotFound: Story = {
  parameters: withState([errorResponse('getCampaign', 404)]),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('این اعلان پیدا نشد')).toBeVisible();
  },
};

/** «اعلان تازه»: an empty form and the preview's hint. */
export const NewNotification: Story = {
  render: () => <NewCampaignPage />,
  parameters: { route: { url: paths.operator.newNotification } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ارسال اعلان' })).toBeVisible();
    await expect(await canvas.findByTestId('audience-count', {}, { timeout: 5000 })).toHaveTextContent(
      'این اعلان به ۲٬۴۸۰ عضو (همهٔ اعضا) می‌رسد.',
    );
  },
};

export const NewNotificationMobile: Story = {
  ...onViewport('mobile'),
  render: () => <NewCampaignPage />,
  parameters: { route: { url: paths.operator.newNotification } },
};

/**
 * A prepared message pasted with a heading, a bold phrase, italics and two links: the editor keeps
 * what a toast keeps (bold, the https link; the rest as text), and the preview draws the toast
 * members will get, its paragraphs as lines, at both widths.
 */
const writeRich: Story['play'] = async ({ canvas, userEvent }) => {
  const message = await canvas.findByRole('textbox', { name: /متن اعلان/ });
  await userEvent.click(message);
  const prepared = new DataTransfer();
  prepared.setData(
    'text/html',
    '<h2>جشنوارهٔ زمستانه</h2><p><strong>دو برابر کلروفیل</strong> برای هر خرید، <em>تا پایان دی</em>.</p>' +
      '<p><a href="https://shop.example.ir/winter">فهرست کتاب‌ها</a> · <a href="mailto:club@example.ir">ایمیل</a></p>',
  );
  await userEvent.paste(prepared);
  await expect(message.querySelector('h2, em')).toBeNull();
  const preview = canvas.getByTestId('campaign-preview');
  await expect(within(preview).getAllByText('دو برابر کلروفیل')[0]!.tagName).toBe('STRONG');
  const links = within(preview).getAllByRole('link', { name: 'فهرست کتاب‌ها' });
  await expect(links).toHaveLength(2);
  await expect(links[0]).toHaveAttribute('href', 'https://shop.example.ir/winter');
  await expect(within(preview).queryByRole('link', { name: 'ایمیل' })).toBeNull();
};

export const RichMessagePreview: Story = {
  ...onViewport('desktop'),
  render: () => <NewCampaignPage />,
  parameters: { route: { url: paths.operator.newNotification } },
  play: writeRich,
};

export const RichMessagePreviewMobile: Story = {
  ...onViewport('mobile'),
  render: () => <NewCampaignPage />,
  parameters: { route: { url: paths.operator.newNotification } },
  play: writeRich,
};

/** A pasted list with a malformed entry and a mobile of no member: every one listed, nothing sent. */
export const InvalidMobiles: Story = {
  render: () => <NewCampaignPage />,
  parameters: { route: { url: paths.operator.newNotification } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /متن اعلان/ }), 'کد هدیهٔ شما آماده است');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await userEvent.type(
      canvas.getByRole('textbox', { name: /شماره‌های موبایل/ }),
      '09120000001{Enter}0912{Enter}09350000000',
    );
    const problems = await canvas.findByTestId('mobile-problems');
    await expect(problems).toHaveTextContent('سطر ۲: «۰۹۱۲» شمارهٔ موبایل درستی نیست.');
    await expect(await canvas.findByText(/سطر ۳: «۰۹۳۵۰۰۰۰۰۰۰» عضو باشگاه نیست./)).toBeVisible();
  },
};
