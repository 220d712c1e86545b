import { apiQueries } from '@clorofil/api-client';
import {
  createTestQueryClient,
  emptyResponse,
  errorResponse,
  fixtures,
  mockApi,
  pendingResponse,
} from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests, withCommitLog } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RewardsPage } from './rewards-page';

setupAppTests();

const titles = () =>
  screen.getAllByTestId('reward-card').map((card) => within(card).getByRole('img').getAttribute('alt'));
const chip = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });
const titleOf = (id: number) => `تصویر ${fixtures.rewards.find((reward) => reward.id === id)!.title}`;

describe('RewardsPage', () => {
  it('shows five skeleton cards while the rewards load', async () => {
    renderWithApp(<RewardsPage />, {
      route: paths.rewards,
      persona: 'student',
      handlers: [pendingResponse('getRewards')],
    });
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('در حال بارگذاری جایزه‌ها…');
    expect(screen.getAllByTestId('skeleton-card')).toHaveLength(5);
  });

  it('renders the cards in a deferred render of their own, not in the update that brings them', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(<RewardsPage />, () => ({
      answered:
        queryClient.getQueryData(apiQueries.rewards().queryKey) !== undefined &&
        queryClient.getQueryData(apiQueries.profile().queryKey) !== undefined,
      cards: screen.queryAllByTestId('reward-card').length,
    }));
    renderWithApp(ui, { route: paths.rewards, persona: 'student', queryClient });
    expect(await screen.findAllByTestId('reward-card')).toHaveLength(fixtures.rewards.length);
    // The answers' update commits the skeleton once more; the cards follow in a transition, which
    // React renders in slices (one long task of every card before, bench/web/profile.mjs).
    expect(log).toContainEqual({ answered: true, cards: 0 });
    expect(log.at(-1)).toEqual({ answered: true, cards: fixtures.rewards.length });
  });

  it('filters with the chips and keeps the filter in the address', async () => {
    const { user, router } = renderWithApp(<RewardsPage />, { route: paths.rewards, persona: 'student' });
    expect(await screen.findAllByTestId('reward-card')).toHaveLength(fixtures.rewards.length);
    expect(chip('همه')).toHaveAttribute('aria-pressed', 'true');

    await user.click(chip('قابل دریافت'));
    expect(router.state.location.search).toBe('?filter=receivable');
    expect(chip('قابل دریافت')).toHaveAttribute('aria-pressed', 'true');
    // 1,250 clorofil: the four prizes up to the 1,200 calculator, not the used one or the sold-out one.
    expect(titles()).toEqual([1, 2, 3, 4].map(titleOf));

    await user.click(chip('دریافت‌شده'));
    expect(router.state.location.search).toBe('?filter=used');
    expect(titles()).toEqual([titleOf(6)]);

    await user.click(chip('همه'));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(fixtures.rewards.length);
  });

  it('loads the first row of pictures at once and first, the rest lazily', async () => {
    renderWithApp(<RewardsPage />, { route: paths.rewards, persona: 'student' });
    const images = (await screen.findAllByTestId('reward-card')).map((card) => within(card).getByRole('img'));
    expect(images.length).toBeGreaterThan(3);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(
      images.map((_, index) => (index < 3 ? 'eager' : 'lazy')),
    );
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(
      images.map((_, index) => (index < 3 ? 'high' : null)),
    );
  });

  it('opens with the filter the address names, and marks each card with its state', async () => {
    renderWithApp(<RewardsPage />, { route: `${paths.rewards}?filter=used`, persona: 'student' });
    const [card] = await screen.findAllByTestId('reward-card');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(1);
    expect(card).toHaveTextContent('دریافت‌شده');
    expect(card).toHaveAttribute('href', paths.reward(6));
    expect(chip('دریافت‌شده')).toHaveAttribute('aria-pressed', 'true');
  });

  it('tells a member short of points how many are missing, on the card', async () => {
    renderWithApp(<RewardsPage />, { route: paths.rewards, persona: 'student' });
    const cards = await screen.findAllByTestId('reward-card');
    expect(cards[4]).toHaveTextContent('۲۵۰ کلروفیل کم دارید');
    expect(cards[6]).toHaveTextContent('ناموجود');
  });

  it('says so when the club has no rewards at all', async () => {
    renderWithApp(<RewardsPage />, {
      route: paths.rewards,
      persona: 'student',
      handlers: [emptyResponse('getRewards')],
    });
    expect(await screen.findByText('در حال حاضر جایزه‌ای نداریم')).toBeInTheDocument();
  });

  it('explains an empty filter and offers the whole list', async () => {
    const { user, router } = renderWithApp(<RewardsPage />, {
      route: `${paths.rewards}?filter=receivable`,
      persona: 'newMember',
    });
    expect(await screen.findByText('فعلاً جایزه‌ای نیست که بتوانید دریافت کنید')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'نمایش همهٔ جایزه‌ها' }));
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId('reward-card')).toHaveLength(fixtures.rewards.length);
  });

  it('shows the error inline with «تلاش دوباره», which loads the list', async () => {
    const { user } = renderWithApp(<RewardsPage />, {
      route: paths.rewards,
      persona: 'student',
      handlers: [errorResponse('getRewards', 500)],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('خطایی در دریافت جایزه‌ها رخ داد');
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findAllByTestId('reward-card')).toHaveLength(fixtures.rewards.length);
  });
});
