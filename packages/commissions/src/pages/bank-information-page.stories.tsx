import { onViewport } from '@clorofil/auth/testing/browser';
import { handlers } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect } from 'storybook/test';
import { commissionsHandlers } from '../mocks/handlers';
import { BankInformationPage } from './bank-information-page';

const phone = onViewport('mobile');
const api = (state: HttpHandler[] = []) => ({ msw: { handlers: { state, api: handlers } } });

const meta = {
  title: 'Features/Commissions/BankInformationPage',
  component: BankInformationPage,
  parameters: { persona: 'partner', route: paths.bankInformation, ...api() },
} satisfies Meta<typeof BankInformationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('saved-bank-details')).toHaveTextContent('۶۰۳۷ ۹۹** **** ۷۸۹۳');
  },
};

export const SavedOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'ویرایش' })).toBeVisible();
  },
};

export const Editing: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ویرایش' }));
    // Saved numbers come back masked only, so a change starts from an empty form.
    await expect(canvas.getByRole('textbox', { name: /شماره کارت/ })).toHaveValue('');
  },
};

export const EmptyForm: Story = {
  parameters: api(commissionsHandlers.bankEmpty),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: /شماره شبا/ })).toHaveValue('');
  },
};

export const Invalid: Story = {
  parameters: api(commissionsHandlers.bankEmpty),
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /شماره کارت/ }), '۶۱۰۴۳۳۷۹۱۲۴۵۸۰۳۸');
    await userEvent.type(canvas.getByRole('textbox', { name: /شماره شبا/ }), '۰۵۰۱۲');
    await userEvent.click(canvas.getByRole('button', { name: 'ذخیره' }));
    await expect(await canvas.findByText(/شماره کارت واردشده معتبر نیست/)).toBeVisible();
  },
};

export const InvalidOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...api(commissionsHandlers.bankEmpty) },
  play: Invalid.play,
};

export const Loading: Story = {
  parameters: api(commissionsHandlers.bankLoading),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('در حال دریافت اطلاعات حساب بانکی…');
    await expect(canvas.getAllByTestId('skeleton-field')).toHaveLength(3);
  },
};

export const LoadFailed: Story = {
  parameters: api(commissionsHandlers.bankFailing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('هنگام دریافت اطلاعات حساب بانکی خطایی رخ داد')).toBeVisible();
  },
};

// The numbers are pasted, as most partners enter them: these stories test what the save does, and
// typing 56 digits key by key only made them slow (Invalid types its digits).
const fillAndSave: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'ویرایش' }));
  for (const [name, digits] of [
    [/شماره کارت/, '6037997599999993'],
    [/شماره حساب/, '2078000123456781'],
    [/شماره شبا/, '820540102680020817909002'],
  ] as const) {
    await userEvent.click(canvas.getByRole('textbox', { name }));
    await userEvent.paste(digits);
  }
  await userEvent.click(canvas.getByRole('button', { name: 'ذخیره' }));
};

/** The API wants a fresh one-time code before a payout change (step-up). */
export const StepUpRequired: Story = {
  parameters: api(commissionsHandlers.bankSaveStepUp),
  play: async (context) => {
    await fillAndSave(context);
    await expect(await context.canvas.findByRole('heading', { name: 'تأیید با کد یک‌بارمصرف' })).toHaveFocus();
    await expect(context.canvas.getByRole('button', { name: 'دریافت کد تأیید' })).toBeVisible();
  },
};

export const StepUpRequiredOnPhone: Story = {
  ...phone,
  parameters: { ...phone.parameters, ...api(commissionsHandlers.bankSaveStepUp) },
  play: StepUpRequired.play,
};

/** Back from the fresh code: the form is open again, with a word on what happened. */
export const BackFromStepUp: Story = {
  parameters: { route: `${paths.bankInformation}?edit=1` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/هویت شما تأیید شد/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /شماره کارت/ })).toHaveValue('');
  },
};

export const SaveServerMessage: Story = {
  parameters: api(commissionsHandlers.bankSaveServerMessage),
  play: async (context) => {
    await fillAndSave(context);
    await expect(await context.canvas.findByText('سامانهٔ بانک موقتاً در دسترس نیست')).toBeVisible();
  },
};

export const SaveServerError: Story = {
  parameters: api(commissionsHandlers.bankSaveServerError),
  play: async (context) => {
    await fillAndSave(context);
    await expect(await context.canvas.findByText('خطای سرور')).toBeVisible();
  },
};
