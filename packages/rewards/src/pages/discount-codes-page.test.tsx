import { emptyResponse, errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DiscountCodesPage } from './discount-codes-page';

setupAppTests();

const open = (handlers = [respondWith('getDiscountCodes', [...fixtures.discountCodes].reverse())]) =>
  renderWithApp(<DiscountCodesPage />, { route: paths.discountCodes, persona: 'student', handlers });

describe('DiscountCodesPage', () => {
  it('lists usable codes first and marks the expired one, with Jalali expiry dates', async () => {
    open();
    const cards = await screen.findAllByTestId('discount-code-card');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'کد تخفیف ۲۰٪',
      'کد تخفیف ۱۰٪',
    ]);
    expect(cards[0]).toHaveTextContent('معتبر تا ۳۱ فروردین ۱۴۰۶');
    expect(cards[1]).toHaveTextContent('منقضی شده');
    expect(cards[1]).toHaveTextContent('منقضی‌شده در ۳۰ دی ۱۴۰۳');
    // The code stays left-to-right and Latin inside the Persian card; an expired one is not offered.
    const copy = within(cards[0]!).getByRole('button', { name: 'کپی کد CLR-20-KTB4' });
    expect(copy.querySelector('bdi')).toHaveAttribute('dir', 'ltr');
    expect(within(cards[1]!).getByRole('button', { name: 'کپی کد WHL-10-9QZ2' })).toBeDisabled();
  });

  it('copies a code on tap and says «کپی شد»', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'کپی کد CLR-20-KTB4' }));
    expect(await navigator.clipboard.readText()).toBe('CLR-20-KTB4');
    expect(await screen.findByText('کپی شد')).toBeInTheDocument();
    expect(screen.queryByTestId('copy-by-hand')).not.toBeInTheDocument();
  });

  it('when the browser refuses the clipboard, says so and offers the code selected to copy by hand', async () => {
    const { user } = open();
    const button = await screen.findByRole('button', { name: 'کپی کد CLR-20-KTB4' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent('کپی نشد، دوباره تلاش کنید');
    const field = screen.getByRole('textbox', { name: 'کد CLR-20-KTB4 برای کپی دستی' });
    expect(field).toHaveValue('CLR-20-KTB4');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionEnd).toBe('CLR-20-KTB4'.length);
  });

  it('says there is nothing to show when the member has no codes', async () => {
    open([emptyResponse('getDiscountCodes')]);
    expect(await screen.findByText('کد تخفیفی برای نمایش وجود ندارد')).toBeInTheDocument();
  });

  it('shows the error with «تلاش دوباره», which loads the codes', async () => {
    const { user } = open([errorResponse('getDiscountCodes', 500)]);
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی در دریافت کدهای تخفیف رخ داد');
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('discount-code-card')).toHaveLength(fixtures.discountCodes.length);
  });
});
