import { handlerGroups } from '@clorofil/api-client/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { wheelTableHandlers } from '../mocks/handlers';
import { WheelTablesPage } from './wheel-tables-page';

const meta = {
  title: 'Features/Wheel/Staff/WheelTablesPage',
  component: WheelTablesPage,
  parameters: { route: paths.operator.wheel, persona: 'reviewer', msw: { handlers: handlerGroups } },
} satisfies Meta<typeof WheelTablesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Replaces the default odds table answers with `first` (the other groups keep theirs). */
const tables = (...first: typeof handlerGroups.wheelTables) => ({
  msw: { handlers: { wheelTables: [...first, ...handlerGroups.wheelTables] } },
});

/** Version 2 in effect, no draft: the editor starts from it, summing to 100 %. */
export const InEffect: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۱۰۰٪');
    await expect(canvas.getByRole('button', { name: /^انتشار فوری/ })).toBeEnabled();
    // Version 1 was replaced: the history offers its file.
    await expect(canvas.getByRole('button', { name: 'نسخه‌های پیشین (CSV)' })).toBeVisible();
  },
};

/** A saved draft at 95 %: publishing and scheduling wait, and say why. */
export const SumBlocksPublishing: Story = {
  parameters: tables(...wheelTableHandlers.shortDraft),
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('odds-sum')).toHaveTextContent('جمع شانس‌ها: ۹۵٪');
    await expect(canvas.getByRole('button', { name: /^انتشار فوری/ })).toBeDisabled();
    await expect(canvas.getByTestId('publish-blocked')).toBeVisible();
  },
};

/** Going live without a reason: the reason field says it is needed and takes the focus. */
export const ReasonMissing: Story = {
  play: async ({ canvas }) => {
    await canvas.findByTestId('odds-sum');
    await userEvent.click(canvas.getByRole('button', { name: /^انتشار فوری/ }));
    await expect(await canvas.findByText('دلیل این تغییر را بنویسید؛ در سابقهٔ تغییرات می‌ماند.')).toBeVisible();
  },
};

/** The preview on the day the big prize's budget runs out: its odds are on the fallback. */
export const BudgetSpentPreview: Story = {
  play: async ({ canvas }) => {
    const preview = await canvas.findByRole('region', { name: 'پیش‌نمایش گردونه' });
    await userEvent.selectOptions(
      within(preview).getByLabelText('فرض کنید سقف امروزِ این جایزه پر شده است'),
      '۱۰۰ کلروفیل',
    );
    const odds = within(preview).getByRole('region', { name: 'شانس هر جایزه' });
    await waitFor(() => expect(within(odds).getAllByRole('listitem')[0]).toHaveTextContent('۳۵٪'));
  },
};

/** Version 3 waits for its Tehran midnight. */
export const Scheduled: Story = {
  parameters: tables(...wheelTableHandlers.scheduled),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/^نسخهٔ ۳ از ساعت ۰۰:۰۰ روز/)).toBeVisible();
  },
};

export const Loading: Story = { parameters: tables(...wheelTableHandlers.loading) };

export const LoadFailed: Story = {
  parameters: tables(...wheelTableHandlers.failing),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('جدول شانس بارگیری نشد؛ لطفاً دوباره تلاش کنید.')).toBeVisible();
  },
};
