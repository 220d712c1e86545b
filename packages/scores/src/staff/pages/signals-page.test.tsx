import { SIGNAL_THRESHOLDS, signalMessages } from '@clorofil/api-client/contract';
import { csvFileResponse, errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { SignalsPage } from './signals-page';

setupAppTests();

const open = (route: string = scoresPaths.signals) => renderWithApp(<SignalsPage />, { route, persona: 'reviewer' });

describe('the fraud signals', () => {
  it('shows the three lists with their thresholds, each member linked to their page', async () => {
    open();
    const requests = await screen.findByRole('region', { name: 'درخواست‌های پیاپی' });
    expect(within(requests).getByText(SIGNAL_THRESHOLDS.requests.explanation)).toBeInTheDocument();
    expect(within(requests).getByRole('link', { name: 'مریم احمدی' })).toHaveAttribute('href', '/operator/members/12');
    expect(within(requests).getByText('۰۹۱۲۱۲۳۴۵۶۷')).toBeInTheDocument();

    const shared = screen.getByRole('region', { name: 'نشانی‌های مشترک' });
    expect(within(shared).getAllByRole('row').slice(1)).toHaveLength(fixtures.fraudSignals.sharedAddresses.length);
    expect(within(shared).getByRole('link', { name: 'رضا موسوی' })).toHaveAttribute('href', '/operator/members/23');

    const bursts = screen.getByRole('region', { name: 'جهش امتیاز' });
    expect(within(bursts).getByText(SIGNAL_THRESHOLDS.burst.explanation)).toBeInTheDocument();
    expect(within(bursts).getByRole('link', { name: 'نرگس نوری' })).toHaveAttribute('href', '/operator/members/31');
    expect(within(bursts).getAllByRole('row')[1]).toHaveTextContent('۲٬۴۰۰');
  });

  it('keeps the chosen window in the address and asks the API for it', async () => {
    const asked: (string | null)[] = [];
    mockApi.use(
      http.get('*/api/staff/Reports/Signals', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days'));
        return HttpResponse.json(fixtures.fraudSignals);
      }),
    );
    const { user, router } = open();
    await screen.findByRole('region', { name: 'جهش امتیاز' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'بازه' }), '30');
    await waitFor(() => expect(router.state.location.search).toBe('?days=30'));
    await waitFor(() => expect(asked.at(-1)).toBe('30'));
    expect(asked[0]).toBe('7');
  });

  it('says so when the window shows no signal', async () => {
    mockApi.use(respondWith('getFraudSignals', fixtures.quietFraudSignals));
    open();
    expect(await screen.findByText('در ۷ روز گذشته نشانه‌ای از تقلب دیده نشد.')).toBeInTheDocument();
  });

  it('offers to try again when the signals cannot be read', async () => {
    mockApi.use(errorResponse('getFraudSignals', 500));
    const { user } = open();
    expect(await screen.findByText('نشانه‌های تقلب دریافت نشد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('region', { name: 'جهش امتیاز' })).toBeInTheDocument();
  });

  it('lists the sign-in signals, a mobile with no member unlinked', async () => {
    open();
    const signIns = await screen.findByRole('region', { name: 'ورودهای مشکوک' });
    expect(within(signIns).getByText(SIGNAL_THRESHOLDS.signIns.explanation)).toBeInTheDocument();
    expect(within(signIns).getByRole('link', { name: 'حمید صالحی' })).toHaveAttribute('href', '/operator/members/14');
    const stranger = within(signIns).getByText('۰۹۱۲۷۷۷۰۰۹۹').closest('tr')!;
    expect(within(stranger as HTMLElement).getByText('هنوز عضو نشده')).toBeInTheDocument();
    expect(within(stranger as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });

  it("says over which hours no suspicious sign-in was seen: the provider's window, not the screen's days", async () => {
    mockApi.use(respondWith('getFraudSignals', { ...fixtures.fraudSignals, signIns: [] }));
    open();
    const signIns = await screen.findByRole('region', { name: 'ورودهای مشکوک' });
    expect(within(signIns).getByText('در ۲۴ ساعت گذشته ورود مشکوکی دیده نشد.')).toBeInTheDocument();
    expect(SIGNAL_THRESHOLDS.signIns.hours).toBe(24);
  });

  it('keeps the other lists when the sign-in list did not come, and offers to ask again', async () => {
    mockApi.use(respondWith('getFraudSignals', { ...fixtures.fraudSignals, signIns: null }));
    open();
    const signIns = await screen.findByRole('region', { name: 'ورودهای مشکوک' });
    expect(within(signIns).getByText(signalMessages.signInsUnavailable)).toBeInTheDocument();
    expect(within(signIns).getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
    expect(within(signIns).queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'جهش امتیاز' })).toBeInTheDocument();
    expect(screen.queryByText(/نشانه‌ای از تقلب دیده نشد/)).not.toBeInTheDocument();
  });

  describe('exports', () => {
    it('downloads one list, over the window on screen, from its section', async () => {
      const saved = captureDownloads().names;
      const file = csvFileResponse('exportFraudSignals', 'signals-bursts-30d.csv');
      const { asked } = file;
      mockApi.use(file.handler);
      const { user } = open(`${scoresPaths.signals}?days=30`);
      const bursts = await screen.findByRole('region', { name: 'جهش امتیاز' });
      await user.click(within(bursts).getByRole('button', { name: 'دریافت فهرست (CSV)' }));
      await waitFor(() => expect(saved).toEqual(['signals-bursts-30d.csv']));
      expect(asked).toEqual(['?kind=bursts&days=30']);
    });
  });
});
