import { fixtures } from '@clorofil/api-client/testing/browser';
import { onViewport } from '@clorofil/auth/testing/browser';
import { paths } from '@clorofil/app-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { refusalOutcome } from '../wheel-game/refusal';
import { ResultDialog } from './result-dialog';

// 18:57 in Tehran: the next spin opens at 00:00, 5 h 3 min away.
const now = new Date('2026-11-22T15:27:00Z');
const nextSpin = new Date('2026-11-22T20:30:00Z');
const body = () => within(document.body);

/** The dialog once its entrance animation has made it visible. */
async function openDialog() {
  const dialog = await body().findByRole('dialog');
  // On a busy machine the fade can take over waitFor's 1 s.
  await waitFor(() => expect(dialog).toBeVisible(), { timeout: 5_000 });
  await waitFor(() => expect(getComputedStyle(dialog).opacity).toBe('1'), { timeout: 5_000 });
  return dialog;
}

const meta = {
  title: 'Features/Wheel/ResultDialog',
  component: ResultDialog,
  args: { outcome: fixtures.spinResults.wonScore, onClose: fn(), now, nextSpin },
  parameters: { persona: 'student', route: paths.luckyWheel },
} satisfies Meta<typeof ResultDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WonScore: Story = {
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: 'تبریک، برنده شدید!' })).toBeVisible();
    await expect(dialog).toHaveTextContent('+۵۰ کلروفیل');
    await expect(within(dialog).getByRole('link', { name: 'دیدن کلروفیل‌های من' })).toHaveAttribute(
      'href',
      paths.scores,
    );
    await expect(within(dialog).getByText('۰۵:۰۳:۰۰')).toBeVisible();
  },
};

export const WonDiscountCode: Story = {
  args: { outcome: fixtures.spinResults.wonDiscountCode },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText(/کد تخفیف برای شما فرستاده می‌شود/)).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'کدهای تخفیف من' })).toHaveAttribute(
      'href',
      paths.discountCodes,
    );
  },
};

export const BadLuck: Story = {
  args: { outcome: fixtures.spinResults.badLuck },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByRole('heading', { name: 'این دور پوچ بود' })).toBeVisible();
    await expect(within(dialog).getByText('ساعت ۰۰:۰۰ بامداد ۲ آذر ۱۴۰۵ به وقت تهران', { exact: false })).toBeVisible();
  },
};

export const Inactive: Story = {
  args: { outcome: refusalOutcome(-10) },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('گردونه در حال حاضر غیرفعال است؛ لطفاً بعداً تلاش کنید.')).toBeVisible();
  },
};

export const Limitation: Story = {
  args: { outcome: refusalOutcome(-20) },
  play: async () => {
    const dialog = await openDialog();
    await expect(within(dialog).getByText('امروز دیگر فرصت چرخاندن ندارید؛ فردا دوباره سر بزنید.')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'کلروفیل‌های من' })).toHaveAttribute('href', paths.scores);
    await expect(within(dialog).getByRole('link', { name: 'صفحهٔ اصلی' })).toHaveAttribute('href', paths.home);
  },
};

export const WonScoreMobile: Story = { ...onViewport('mobile'), play: WonScore.play };
export const WonDiscountCodeMobile: Story = {
  ...onViewport('mobile'),
  args: WonDiscountCode.args,
  play: WonDiscountCode.play,
};
export const BadLuckMobile: Story = { ...onViewport('mobile'), args: BadLuck.args, play: BadLuck.play };
export const InactiveMobile: Story = { ...onViewport('mobile'), args: Inactive.args, play: Inactive.play };
export const LimitationMobile: Story = { ...onViewport('mobile'), args: Limitation.args, play: Limitation.play };
