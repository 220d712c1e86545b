import { fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { wheelHandlers } from '../../mocks/handlers';
import { manualClock } from '../../testing/manual-clock';
import { WheelAnimator } from '../../wheel/wheel-animator';
import { WheelGame } from './wheel-game';

setupAppTests();
const baseMatchMedia = window.matchMedia;
afterEach(() => {
  vi.useRealTimers();
  window.matchMedia = baseMatchMedia;
});

describe('the next spin, across Tehran midnight', () => {
  it('counts down to 00:00 Tehran and offers the spin again once the day changes', async () => {
    // 23:59:55 in Tehran; only the clock and the countdown's interval are faked.
    vi.useFakeTimers({ now: new Date('2026-11-22T20:29:55Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    renderWithApp(<WheelGame wheel={fixtures.wheelPrizes} />, {
      route: paths.luckyWheel,
      persona: 'student',
      handlers: wheelHandlers.limitation,
    });
    const countdown = await screen.findByTestId('next-spin');
    expect(countdown).toHaveTextContent('ساعت ۰۰:۰۰ بامداد ۲ آذر ۱۴۰۵ به وقت تهران');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(countdown).toHaveTextContent('۰۰:۰۰:۰۵');
    // The countdown's ticking starts in an effect that may run after the countdown is found; it
    // reads the clock when it starts, so the figure is right whichever comes first.
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(countdown).toHaveTextContent('۰۰:۰۰:۰۲'));
    expect(screen.getByTestId('spin-button')).toHaveTextContent('فرصت امروز شما استفاده شد');

    // The API starts the new day at the same moment.
    mockApi.use(respondWith('getSpinnable', { spinnable: true }));
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.getByTestId('spin-button')).toHaveTextContent('چرخاندن گردونه'));
    expect(screen.getByTestId('spin-button')).toHaveAttribute('aria-disabled', 'false');
    expect(screen.queryByTestId('next-spin')).not.toBeInTheDocument();
  });

  it('does not reopen today’s «no» at midnight after a spin, and offers the new spin', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T20:29:40Z'), toFake: ['Date', 'setInterval', 'clearInterval'] });
    window.matchMedia = ((query: string) => ({
      ...baseMatchMedia(query),
      matches: !query.includes('reduced-motion') && baseMatchMedia(query).matches,
    })) as typeof window.matchMedia;
    const time = manualClock();
    const { user } = renderWithApp(
      <WheelGame
        wheel={fixtures.wheelPrizes}
        makeAnimator={(count, reducedMotion) => new WheelAnimator({ count, reducedMotion, clock: time.clock })}
      />,
      { route: paths.luckyWheel, persona: 'student', handlers: wheelHandlers.badLuck },
    );
    const button = screen.getByTestId('spin-button');
    await waitFor(() => expect(button).toHaveTextContent('چرخاندن گردونه'));
    // From now on the API says today's spin is used.
    mockApi.use(...wheelHandlers.limitation);
    await user.click(button);
    await waitFor(() => expect(screen.getByTestId('wheel-game').dataset.phase).toBe('landing'));
    act(() => {
      for (let i = 0; i < 300 && time.pendingFrames() > 0; i += 1) time.advance(100);
    });
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'بستن' }));
    await waitFor(() => expect(button).toHaveTextContent('فرصت امروز شما استفاده شد'));

    mockApi.use(respondWith('getSpinnable', { spinnable: true }));
    act(() => vi.advanceTimersByTime(21_000));
    await waitFor(() => expect(button).toHaveTextContent('چرخاندن گردونه'));
    expect(screen.getByTestId('wheel-game').dataset.phase).toBe('ready');
    expect(screen.queryByRole('heading', { name: 'فرصت امروز تمام شد' })).not.toBeInTheDocument();
  });
});
