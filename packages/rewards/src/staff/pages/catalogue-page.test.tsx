import { ENDING_SOON_DAYS } from '@clorofil/api-client/contract';
import { csvFileResponse, errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rewardsPaths } from '../../paths';
import { CataloguePage } from './catalogue-page';

setupAppTests();

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent)
    .filter(Boolean);

describe('the console’s catalogue list', () => {
  it('lists every reward with its state, price, stock and a link to its editor', async () => {
    renderWithApp(<CataloguePage />, { route: rewardsPaths.catalogue, persona: 'reviewer' });
    const link = await screen.findByRole('link', { name: 'کد تخفیف ۳۰٪ کتاب کمک‌درسی' });
    expect(link).toHaveAttribute('href', rewardsPaths.editReward(41));
    expect(rowTitles()).toHaveLength(fixtures.staffRewards.length);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('پیش‌نویس منتظر انتشار');
    // 12 codes left is under the pool's warning threshold.
    expect(within(row).getByText('۱۲')).toBeInTheDocument();
  });

  it('keeps the out-of-stock filter in the address and shows only the rewards it matches', async () => {
    const { user, router } = renderWithApp(<CataloguePage />, { route: rewardsPaths.catalogue, persona: 'reviewer' });
    await screen.findByRole('link', { name: 'پازل ۱۰۰۰ تکه' });
    await user.click(screen.getByRole('checkbox', { name: 'ناموجود' }));
    expect(router.state.location.search).toBe('?outOfStock=1');
    await waitFor(() => expect(rowTitles()).toEqual(['پازل ۱۰۰۰ تکه']));
  });

  it('opens with the filters its address names: ending soon is within the named number of days', async () => {
    const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
    const [first, second, ...rest] = fixtures.staffRewards;
    renderWithApp(<CataloguePage />, {
      route: `${rewardsPaths.catalogue}?endingSoon=1`,
      persona: 'reviewer',
      handlers: [
        respondWith('listStaffRewards', [
          { ...first!, availableTo: inDays(ENDING_SOON_DAYS - 1) },
          { ...second!, availableTo: inDays(ENDING_SOON_DAYS + 1) },
          ...rest.map((reward) => ({ ...reward, availableTo: null })),
        ]),
      ],
    });
    expect(await screen.findByRole('checkbox', { name: /رو به پایان/ })).toBeChecked();
    await waitFor(() => expect(rowTitles()).toEqual([first!.title]));
  });

  it('downloads the list as CSV with the filters of the address (not the search words)', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportStaffRewards', 'rewards-item-published-outOfStock.csv');
    const { asked } = file;
    mockApi.use(file.handler);
    const { user } = renderWithApp(<CataloguePage />, {
      route: `${rewardsPaths.catalogue}?q=${encodeURIComponent('پازل')}&kind=item&status=published&outOfStock=1`,
      persona: 'reviewer',
    });
    await screen.findByRole('link', { name: 'پازل ۱۰۰۰ تکه' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['rewards-item-published-outOfStock.csv']));
    expect(asked).toEqual(['?kind=item&status=published&outOfStock=true']);
  });

  it('offers no file when the filters leave no reward on screen', async () => {
    renderWithApp(<CataloguePage />, {
      route: `${rewardsPaths.catalogue}?kind=discount-code&status=retired`,
      persona: 'reviewer',
    });
    expect(await screen.findByText('جایزه‌ای با این فیلترها پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be read, with a way to try again', async () => {
    renderWithApp(<CataloguePage />, {
      route: rewardsPaths.catalogue,
      persona: 'reviewer',
      handlers: [errorResponse('listStaffRewards', 500, { Message: 'خطای سرور' })],
    });
    expect(await screen.findByText('فهرست جایزه‌ها دریافت نشد.')).toBeInTheDocument();
  });
});
