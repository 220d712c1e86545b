import { queryKeys } from '@clorofil/api-client';
import { fixtures, mockApi, requestedPaths } from '@clorofil/api-client/testing';
import { useMember } from '@clorofil/auth';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wheelHandlers } from '../../mocks/handlers';
import { manualClock } from '../../testing/manual-clock';
import { segmentUnderPointer } from '../../wheel/geometry';
import { WheelAnimator } from '../../wheel/wheel-animator';
import { WheelGame } from './wheel-game';

setupAppTests();

// The preset's matchMedia answers "true" to any query without a width, reduced motion included;
// each test says which the member prefers.
const baseMatchMedia = window.matchMedia;
function preferReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({
    ...baseMatchMedia(query),
    matches: query.includes('prefers-reduced-motion') ? reduce : baseMatchMedia(query).matches,
  })) as typeof window.matchMedia;
}
beforeEach(() => preferReducedMotion(false));
afterEach(() => {
  window.matchMedia = baseMatchMedia;
});

const wheel = fixtures.wheelPrizes;

/** The balance as the menus show it, to prove a score prize reaches them without a reload. */
function MenuBalance() {
  const { score } = useMember();
  return <output data-testid="menu-balance">{score ?? ''}</output>;
}

function renderGame(options: Parameters<typeof renderWithApp>[1] = {}) {
  const time = manualClock();
  let animator: WheelAnimator | undefined;
  const makeAnimator = (count: number, reducedMotion: boolean) => {
    animator = new WheelAnimator({ count, reducedMotion, clock: time.clock, random: () => 0.5 });
    return animator;
  };
  const rendered = renderWithApp(
    <>
      <WheelGame wheel={wheel} makeAnimator={makeAnimator} />
      <MenuBalance />
    </>,
    { route: paths.luckyWheel, persona: 'student', ...options },
  );
  const spinButton = () => screen.getByTestId('spin-button');
  /** Runs the animation until the wheel is still (or `limitMs` passes). */
  const runWheel = (limitMs = 20_000) =>
    act(() => {
      for (let spent = 0; spent < limitMs && (time.pendingFrames() > 0 || spent === 0); spent += 100) time.advance(100);
    });
  return { ...rendered, time, animator: () => animator!, spinButton, runWheel };
}

const phase = () => screen.getByTestId('wheel-game').dataset.phase;

async function waitForAnswer() {
  // The mocked spin answers after 600 ms; the wheel turns meanwhile.
  await waitFor(() => expect(phase()).toMatch(/landing|failing|revealing/));
}

describe('the wheel for a member', () => {
  it('spins at once, lands exactly on the server’s prize, then opens the result about 200 ms later', async () => {
    const { user, time, animator, spinButton, runWheel } = renderGame({ handlers: wheelHandlers.wonScore });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    expect(await screen.findByTestId('menu-balance')).toHaveTextContent('1250');
    await user.click(spinButton());
    expect(spinButton()).toHaveTextContent('گردونه در حال چرخش است…');
    expect(spinButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByTestId('wheel-announcer')).toHaveTextContent('گردونه در حال چرخش است…');
    // Still turning while the server thinks.
    act(() => time.advance(300));
    expect(time.pendingFrames()).toBe(1);
    await waitForAnswer();
    runWheel();
    // fixtures.spinResults.wonScore is prize id 1, the first segment.
    expect(segmentUnderPointer(animator().rotation, wheel.prizes.length)).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'تبریک، برنده شدید!' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('+۵۰ کلروفیل');
    // The points are already credited: the button shows them, it does not offer to «receive» them.
    expect(within(dialog).getByRole('link', { name: 'دیدن کلروفیل‌های من' })).toHaveAttribute('href', paths.scores);
    expect(within(dialog).queryByText('دریافت جایزه')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'صفحهٔ اصلی' })).toHaveAttribute('href', paths.home);
    expect(within(dialog).getByTestId('next-spin')).toHaveTextContent('ساعت ۰۰:۰۰ بامداد');
    expect(screen.getByTestId('wheel-announcer')).toHaveTextContent('تبریک، برنده شدید!');
    // The spin mutation refreshed the profile: the menus show the new balance.
    await waitFor(() => expect(screen.getByTestId('menu-balance')).toHaveTextContent('1300'));
  });

  it('refreshes the discount codes after a won code and says it will be sent', async () => {
    const { user, queryClient, spinButton, runWheel } = renderGame({ handlers: wheelHandlers.wonDiscountCode });
    queryClient.setQueryData(queryKeys.member.discountCodes(), fixtures.discountCodes);
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    await user.click(spinButton());
    await waitForAnswer();
    runWheel();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/کد تخفیف برای شما فرستاده می‌شود/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'کپی WHL-10-7KD3' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'کدهای تخفیف من' })).toHaveAttribute('href', paths.discountCodes);
    expect(queryClient.getQueryState(queryKeys.member.discountCodes())?.isInvalidated).toBe(true);
  });

  it('spins from the keyboard, moves focus into the result and back to the button on close', async () => {
    const { user, spinButton, runWheel } = renderGame({ handlers: wheelHandlers.badLuck });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    spinButton().focus();
    await user.keyboard('{Enter}');
    await waitForAnswer();
    runWheel();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'این دور پوچ بود' })).toBeInTheDocument();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    // jsdom never ends the exit animation, so the closed dialog lingers with data-state="closed".
    await waitFor(() => expect(dialog).toHaveAttribute('data-state', 'closed'));
    await waitFor(() => expect(spinButton()).toHaveFocus());
    expect(spinButton()).toHaveTextContent('فرصت امروز شما استفاده شد');
    expect(screen.getByTestId('next-spin')).toBeInTheDocument();
    // A second press does nothing: one spin a day.
    await user.keyboard(' ');
    expect(requestedPaths().filter((path) => path.startsWith('/api/wheel/Spin/'))).toHaveLength(1);
  });

  it('shows a used chance on the page on a later visit, without opening a dialog', async () => {
    for (let visit = 1; visit <= 2; visit += 1) {
      const { spinButton, unmount } = renderGame({ handlers: wheelHandlers.limitation });
      await waitFor(() => expect(spinButton()).toHaveTextContent('فرصت امروز شما استفاده شد'));
      expect(spinButton()).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByTestId('next-spin')).toHaveTextContent('فرصت بعدی شما: ساعت ۰۰:۰۰ بامداد');
      expect(phase()).toBe('done');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'فرصت امروز تمام شد' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('opens the «no spin left» dialog right after the member’s own spin is refused', async () => {
    // Spent in another tab meanwhile: the check said yes, the spin itself is refused.
    const { user, spinButton, runWheel } = renderGame({ handlers: wheelHandlers.spinLimitation });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    await user.click(spinButton());
    await waitForAnswer();
    runWheel();
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'فرصت امروز تمام شد' })).toBeInTheDocument();
    expect(within(dialog).getByText('امروز دیگر فرصت چرخاندن ندارید؛ فردا دوباره سر بزنید.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'کلروفیل‌های من' })).toHaveAttribute('href', paths.scores);
  });

  it('says an inactive wheel is off, on the page, without a countdown to a spin that will not come', async () => {
    const { spinButton } = renderGame({ handlers: wheelHandlers.deactiveCheck });
    await waitFor(() => expect(spinButton()).toHaveTextContent('گردونه غیرفعال است'));
    expect(screen.getByTestId('wheel-inactive')).toHaveTextContent(
      'گردونه در حال حاضر غیرفعال است؛ لطفاً بعداً تلاش کنید.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByTestId('next-spin')).not.toBeInTheDocument();
  });

  it('puts the dialog’s main action last, at the footer’s end, as the buy confirmation does', async () => {
    const { user, spinButton, runWheel } = renderGame({ handlers: wheelHandlers.wonDiscountCode });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    await user.click(spinButton());
    await waitForAnswer();
    runWheel();
    const dialog = await screen.findByRole('dialog');
    const footer = within(dialog).getByTestId('wheel-result-actions');
    const actions = [...footer.querySelectorAll('button, a')].map((action) => action.textContent);
    expect(actions).toEqual(['بستن', 'صفحهٔ اصلی', 'کلروفیل‌های من', 'کدهای تخفیف من']);
  });

  it('stops the wheel and says «spin again later» when the spin fails, then lets the member retry', async () => {
    const { user, time, spinButton } = renderGame({ handlers: wheelHandlers.spinFailing });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    await user.click(spinButton());
    expect(await screen.findByText('خطایی رخ داد؛ لطفاً بعداً دوباره گردونه را بچرخانید.')).toBeInTheDocument();
    act(() => time.advance(1000));
    expect(time.pendingFrames()).toBe(0);
    await waitFor(() => expect(spinButton()).toHaveAttribute('aria-disabled', 'false'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says «try again later» when the spinnable check fails, and recovers on retry', async () => {
    const { user, spinButton } = renderGame({ handlers: wheelHandlers.checkFailing });
    expect(await screen.findByText('خطایی رخ داد؛ لطفاً بعداً دوباره تلاش کنید.')).toBeInTheDocument();
    expect(spinButton()).toHaveAttribute('aria-disabled', 'true');
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    await waitFor(() => expect(spinButton()).toHaveAttribute('aria-disabled', 'false'));
  });
});

describe('the pace of a spin', () => {
  it('is at rest 3.4 s after the press and shows the result 200 ms later: within 5 s in all', async () => {
    const { user, time, spinButton } = renderGame({ handlers: wheelHandlers.wonScore });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    const pressedAt = time.clock.now();
    await user.click(spinButton());
    await waitForAnswer();
    let stillAt = pressedAt;
    act(() => {
      while (time.pendingFrames() > 0 && stillAt - pressedAt < 20_000) {
        time.advance(16);
        stillAt = time.clock.now();
      }
    });
    expect(stillAt - pressedAt).toBeLessThanOrEqual(3400 + 16);
    expect(await screen.findByRole('dialog', {}, { timeout: 1000 })).toBeInTheDocument();
  });
});

describe('with reduced motion', () => {
  it('never turns the wheel: the prize is outlined in place and the result opens at once', async () => {
    preferReducedMotion(true);
    const { user, time, animator, spinButton } = renderGame({ handlers: wheelHandlers.wonScore });
    await waitFor(() => expect(spinButton()).toHaveTextContent('چرخاندن گردونه'));
    const before = animator().rotation;
    await user.click(spinButton());
    expect(time.pendingFrames()).toBe(0);
    await waitForAnswer();
    expect(segmentUnderPointer(animator().rotation, wheel.prizes.length)).toBe(0);
    expect(animator().rotation - before).toBeLessThan(Math.PI * 2);
    // The animator's clock hands the result over on its next tick, with no wait of its own.
    act(() => time.advance(16));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(time.framesRun()).toBe(0);
  });
});

describe('the wheel for a visitor', () => {
  it('sends a press on spin to sign-in, returning to the wheel, without asking the API', async () => {
    const { user, spinButton } = renderGame({ persona: 'visitor' });
    await waitFor(() => expect(spinButton()).toHaveTextContent('ورود و چرخاندن گردونه'));
    await user.click(spinButton());
    expect(await screen.findByTestId('sign-in-target')).toHaveTextContent(paths.luckyWheel);
    expect(requestedPaths().some((path) => path.startsWith('/api/wheel/Spin'))).toBe(false);
    expect(requestedPaths().some((path) => path.startsWith('/api/wheel/Spinnable'))).toBe(false);
  });
});
