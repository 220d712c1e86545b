import { fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/ui-rtl';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wheelHandlers } from '../../mocks/handlers';
import { WheelGame } from './wheel-game';

setupAppTests();
afterEach(() => vi.useRealTimers());

describe('the next spin, across Tehran midnight', () => {
  it('counts down to 00:00 Tehran and offers the spin again once the day changes', async () => {
    // 23:59:55 in Tehran; only the clock and the countdown's interval are faked.
    vi.useFakeTimers({ now: new Date('2026-11-22T20:29:55Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    const { user } = renderWithApp(<WheelGame wheel={fixtures.wheelPrizes} />, {
      route: paths.luckyWheel,
      persona: 'student',
      handlers: wheelHandlers.limitation,
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('next-spin')).toHaveTextContent('ساعت ۰۰:۰۰ بامداد ۲ آذر ۱۴۰۵ به وقت تهران');
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    const countdown = await screen.findByTestId('next-spin');
    expect(countdown).toHaveTextContent('۰۰:۰۰:۰۵');
    act(() => vi.advanceTimersByTime(3000));
    expect(countdown).toHaveTextContent('۰۰:۰۰:۰۲');
    expect(screen.getByTestId('spin-button')).toHaveTextContent('فرصت امروز شما استفاده شد');

    // The API starts the new day at the same moment.
    mockApi.use(respondWith('getSpinnable', { spinnable: true }));
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.getByTestId('spin-button')).toHaveTextContent('چرخاندن گردونه'));
    expect(screen.getByTestId('spin-button')).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByTestId('next-spin')).not.toBeInTheDocument();
  });
});
