import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Wrap } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { notify, toastMessage } from './notify';

function ToastButtons() {
  return (
    <Wrap gap="2">
      <Button onClick={() => notify.success('اطلاعات با موفقیت تغییر کرد')}>موفق</Button>
      <Button onClick={() => notify.error('هنگام دریافت جایزه خطایی رخ داد')}>خطا</Button>
      <Button onClick={() => notify.info('گردونه شانس به‌زودی فعال می‌شود')}>اطلاع</Button>
      <Button onClick={() => notify.warning('تغییری ایجاد نشد')}>هشدار</Button>
      <Button onClick={() => notify.reward('تبریک! ۵۰ کلروفیل به امتیاز شما اضافه شد')}>جایزه</Button>
      <Button
        onClick={() =>
          notify.info(
            toastMessage(
              'جشنوارهٔ پاییزه آغاز شد.\nفهرست کتاب‌ها',
              'جشنوارهٔ پاییزه <strong>آغاز شد</strong>.<br /><a href="https://shop.example.ir/autumn" target="_blank" rel="noopener noreferrer nofollow">فهرست کتاب‌ها</a>',
            ),
          )
        }
      >
        اعلان قالب‌دار
      </Button>
    </Wrap>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastButtons,
} satisfies Meta<typeof ToastButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'جایزه' }));
    const reward = await page.findByText('تبریک! ۵۰ کلروفیل به امتیاز شما اضافه شد');
    await expect(reward.closest('[role=status]')).toHaveAttribute('data-kind', 'reward');
    await userEvent.click(canvas.getByRole('button', { name: 'خطا' }));
    await expect(await page.findByRole('alert')).toHaveTextContent('هنگام دریافت جایزه خطایی رخ داد');
    await userEvent.click(reward);
  },
};

/** An operator's notification: bold and a link, drawn from its sanitised HTML. */
export const RichNotification: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'اعلان قالب‌دار' }));
    const link = await page.findByRole('link', { name: 'فهرست کتاب‌ها' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    await expect(page.getByText('آغاز شد').tagName).toBe('STRONG');
  },
};

export const Mobile: Story = { ...onViewport('mobile') };
export const Desktop: Story = { ...onViewport('desktop') };
