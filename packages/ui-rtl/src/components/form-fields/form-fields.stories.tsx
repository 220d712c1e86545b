import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { onViewport } from '../viewport-frame/story-viewports';
import { FormErrorsExample } from './form-errors-example';

const meta = {
  title: 'UI/FormFields',
  component: FormErrorsExample,
  args: { onSubmit: fn() },
} satisfies Meta<typeof FormErrorsExample>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** Submitted empty: every field says, in Persian, that it is required. */
export const FormErrorsExampleSubmittedEmpty: Story = {
  name: 'FormErrorsExample: submitted empty',
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ذخیره' }));
    await waitFor(() => expect(canvas.getAllByText('پر کردن این فیلد الزامی است')).toHaveLength(5));
    await expect(canvas.getByRole('textbox', { name: 'کد ملی' })).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Bad checksums: the right Persian explanation under each field. */
export const FormErrorsExampleBadChecksums: Story = {
  name: 'FormErrorsExample: bad checksums',
  args: {
    initialValues: {
      nationalCode: '1234567890',
      mobile: '0812345678',
      postalCode: '12345',
      cardNumber: '6037991234567890',
      iban: 'IR000000000000000000000001',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ذخیره' }));
    await expect(await canvas.findByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeVisible();
    await expect(canvas.getByText('کد پستی ۱۰ رقمی را وارد کنید')).toBeVisible();
    await expect(canvas.getByText('شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeVisible();
    await expect(canvas.getByText('شماره شبا واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'شماره کارت' })).toHaveAccessibleDescription(
      'شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید',
    );
  },
};

/** An error appearing under a field keeps the rest of the form where it was: its line is already there. */
export const ErrorKeepsLayout: Story = {
  name: 'FormErrorsExample: an error does not move the button',
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'ذخیره' });
    const before = button.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('textbox', { name: 'کد ملی' }));
    await userEvent.keyboard('1234567890');
    await userEvent.tab();
    await expect(await canvas.findByText('کد ملی واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeVisible();
    await expect(button.getBoundingClientRect().top).toBe(before);
  },
};

/** Typing Persian digits and a letter: digits stay Persian on screen, the letter is blocked. */
export const TypingDigits: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'کد پستی' });
    await userEvent.type(input, '۱۲3x4');
    await expect(input).toHaveValue('۱۲۳۴');
  },
};

export const Mobile: Story = { ...onViewport('mobile'), args: FormErrorsExampleBadChecksums.args };
export const Desktop: Story = { ...onViewport('desktop'), args: FormErrorsExampleBadChecksums.args };
