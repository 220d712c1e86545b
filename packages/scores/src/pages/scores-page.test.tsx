import { apiMutations, apiQueries } from '@clorofil/api-client';
import { createTestQueryClient, errorResponse, fixtures, mockApi } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests, withCommitLog } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { MutationObserver } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MissionsList } from '../components/missions/missions-list';
import { ScoreHistory } from '../components/score-history/score-history';
import { ScoreSummary } from '../components/score-summary/score-summary';
import { scoresHandlers } from '../mocks/handlers';
import { ScoresPage } from './scores-page';

setupAppTests();

const rowsOf = () =>
  within(screen.getByRole('table', { name: 'ریز کلروفیل‌های من' }))
    .getAllByRole('row')
    .slice(1);
const cardsOf = () => within(screen.getByRole('list', { name: 'ریز کلروفیل‌های من' })).getAllByRole('listitem');
const open = (route: string, viewport: 'desktop' | 'mobile' = 'desktop') =>
  renderWithApp(<ScoresPage />, {
    route,
    path: paths.scores,
    persona: 'student',
    viewport,
    handlers: scoresHandlers.longHistory,
  });

describe('ScoresPage: sections appear top to bottom', () => {
  const render = (handlers: NonNullable<Parameters<typeof renderWithApp>[1]>['handlers']) =>
    renderWithApp(<ScoresPage />, { route: paths.scores, path: paths.scores, persona: 'student', handlers });

  it('renders the history in a deferred render of its own, not in the update that brings the answers', async () => {
    const queryClient = createTestQueryClient();
    const answered = () =>
      [apiQueries.scores(), apiQueries.scoreSummary(), apiQueries.missions()].every(
        (query) => queryClient.getQueryData(query.queryKey) !== undefined,
      );
    const { ui, log } = withCommitLog(<ScoresPage />, () => ({
      answered: answered(),
      history: screen.queryByRole('heading', { name: 'ریز کلروفیل‌ها' }) !== null,
    }));
    renderWithApp(ui, { route: paths.scores, path: paths.scores, persona: 'student', queryClient });
    expect(await screen.findByRole('table', { name: 'ریز کلروفیل‌های من' })).toBeInTheDocument();
    // React renders a transition in slices; the answers' own update is synchronous, one long task.
    expect(log).toContainEqual({ answered: true, history: false });
  });

  it('renders the history rows in a deferred render of their own, the skeleton until then', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(<ScoreHistory />, () => ({
      answered: queryClient.getQueryData(apiQueries.scores().queryKey) !== undefined,
      rows: screen.queryAllByRole('row').length > 0,
    }));
    renderWithApp(ui, { route: paths.scores, path: paths.scores, persona: 'student', queryClient });
    expect(await screen.findByRole('table', { name: 'ریز کلروفیل‌های من' })).toBeInTheDocument();
    expect(log).toContainEqual({ answered: true, rows: false });
    expect(log.at(-1)).toEqual({ answered: true, rows: true });
  });

  it('shows the summary’s figures in a deferred render of their own, the placeholders until then', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(<ScoreSummary />, () => ({
      answered: queryClient.getQueryData(apiQueries.scoreSummary().queryKey) !== undefined,
      figures: screen.queryByRole('list', { name: 'خلاصهٔ کلروفیل‌ها' }) !== null,
    }));
    renderWithApp(ui, { route: paths.scores, path: paths.scores, persona: 'student', queryClient });
    expect(await screen.findByRole('list', { name: 'خلاصهٔ کلروفیل‌ها' })).toBeInTheDocument();
    expect(log).toContainEqual({ answered: true, figures: false });
  });

  it('shows the member’s missions in a deferred render of their own, the placeholders until then', async () => {
    const queryClient = createTestQueryClient();
    const { ui, log } = withCommitLog(<MissionsList />, () => ({
      answered: queryClient.getQueryData(apiQueries.missions().queryKey) !== undefined,
      cards: screen.queryAllByTestId('mission-card').length > 0,
    }));
    renderWithApp(ui, { route: paths.scores, path: paths.scores, persona: 'student', queryClient });
    expect((await screen.findAllByTestId('mission-card')).length).toBeGreaterThan(0);
    expect(log).toContainEqual({ answered: true, cards: false });
  });

  it('shows nothing under the summary while it loads, yet asks for all three at once', async () => {
    const asked: string[] = [];
    mockApi.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    render(scoresHandlers.loading);
    expect(await screen.findByText('در حال بارگذاری خلاصهٔ کلروفیل‌ها…')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'مأموریت‌های فعال' })).toBeNull();
    await vi.waitFor(() =>
      expect([...new Set(asked)].sort()).toEqual(['/api/Missions', '/api/Scores', '/api/Scores/Summary']),
    );
  });

  it('shows the history only once the missions above it have answered', async () => {
    render(scoresHandlers.missionsLoading);
    expect(await screen.findByText('در حال بارگذاری مأموریت‌ها…')).toBeInTheDocument();
    expect(await screen.findAllByTestId('summary-tile')).toHaveLength(4);
    expect(screen.queryByRole('heading', { name: 'ریز کلروفیل‌ها' })).toBeNull();
  });

  it('shows the missions and the history under a summary that failed', async () => {
    render([errorResponse('getScoreSummary', 500)]);
    expect(await screen.findByText('در دریافت خلاصهٔ کلروفیل‌ها خطایی رخ داد')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'مأموریت‌های فعال' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'ریز کلروفیل‌ها' })).toBeInTheDocument();
  });
});

describe('ScoresPage: the history, paged in the address', () => {
  it('shows 10 lines a page on desktop and puts the page in the address', async () => {
    const { user, router } = open(paths.scores);
    await screen.findByRole('table', { name: 'ریز کلروفیل‌های من' });
    expect(rowsOf()).toHaveLength(10);
    expect(rowsOf()[0]).toHaveTextContent('خرید سفارش ۱۴۸۹');
    expect(within(rowsOf()[0]!).getAllByRole('cell')[0]).toHaveTextContent('۱');

    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
    expect(within(rowsOf()[0]!).getAllByRole('cell')[0]).toHaveTextContent('۱۱');

    await user.click(screen.getByRole('button', { name: 'صفحه قبل' }));
    expect(router.state.location.search).toBe('');
    expect(rowsOf()[0]).toHaveTextContent('خرید سفارش ۱۴۸۹');
  });

  it('opens at the page the address names', async () => {
    open(`${paths.scores}?page=3`);
    await screen.findByRole('table');
    expect(rowsOf()).toHaveLength(3);
    expect(within(rowsOf()[0]!).getAllByRole('cell')[0]).toHaveTextContent('۲۱');
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toHaveAttribute('aria-current', 'page');
  });

  it('clamps a page past the end to the last one', async () => {
    open(`${paths.scores}?page=99`);
    await screen.findByRole('table');
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toHaveAttribute('aria-current', 'page');
    expect(rowsOf()).toHaveLength(3);
  });

  it('shows cards of 6 on a phone, with signed scores and status words', async () => {
    const { user, router } = open(`${paths.scores}?page=4`, 'mobile');
    await screen.findByRole('list', { name: 'ریز کلروفیل‌های من' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cardsOf()).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'صفحه ۱' }));
    expect(router.state.location.search).toBe('');
    const cards = cardsOf();
    expect(cards).toHaveLength(6);
    expect(cards[0]).toHaveTextContent('+۱۸۵');
    expect(cards[0]).toHaveTextContent('در انتظار پایان مهلت مرجوعی');
    expect(cards[4]).toHaveTextContent('−۸۰');
    expect(cards[4]).toHaveTextContent('خرج‌شده');
  });

  it('says the list is empty', async () => {
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student', handlers: scoresHandlers.empty });
    expect(await screen.findByText('فهرست شما خالی است')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'صفحه‌بندی ریز کلروفیل‌ها' })).not.toBeInTheDocument();
    expect(await screen.findByText(/مأموریت فعالی نیست/)).toBeInTheDocument();
  });

  it('says the history could not be fetched and loads it on «تلاش دوباره»', async () => {
    const { user } = renderWithApp(<ScoresPage />, {
      route: paths.scores,
      persona: 'student',
      handlers: scoresHandlers.historyFailing,
    });
    expect(await screen.findByText('در دریافت کلروفیل‌های شما خطایی رخ داد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table', { name: 'ریز کلروفیل‌های من' })).toBeInTheDocument();
  });
});

describe('ScoresPage: the summary and the pending points', () => {
  it('shows balance, received, spent and pending, and each pending order with its Jalali day', async () => {
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student' });
    const tiles = await screen.findAllByTestId('summary-tile');
    expect(tiles.map((tile) => tile.textContent)).toEqual([
      'موجودی قابل استفاده۱٬۲۵۰ کلروفیل',
      'دریافت‌شده۱٬۷۸۰ کلروفیل',
      'خرج‌شده۵۳۰ کلروفیل',
      'در انتظار۲۴۹ کلروفیل',
    ]);
    const pending = within(await screen.findByRole('region', { name: 'کلروفیل‌های در راه' }));
    const items = pending.getAllByTestId('pending-item');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('۶۴ کلروفیل سفارش ۱۴۷۳');
    expect(items[0]).toHaveTextContent('قابل استفاده از ۴ آذر ۱۴۰۵');
    expect(items[1]).toHaveTextContent('۱۸۵ کلروفیل سفارش ۱۴۸۹');
    expect(within(items[1]!).getByText('۸ آذر ۱۴۰۵')).toHaveAttribute('datetime', '2026-11-28T20:30:00Z');
  });

  it('has no pending box when nothing is waiting', async () => {
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student', handlers: scoresHandlers.noPending });
    expect(await screen.findAllByTestId('summary-tile')).toHaveLength(4);
    expect(screen.getAllByTestId('summary-tile')[3]).toHaveTextContent('در انتظار۰ کلروفیل');
    expect(screen.queryByRole('region', { name: 'کلروفیل‌های در راه' })).not.toBeInTheDocument();
  });

  it('drops the balance after a purchase elsewhere without a reload', async () => {
    const { queryClient } = renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student' });
    await screen.findAllByTestId('summary-tile');
    await new MutationObserver(queryClient, apiMutations.buyReward()).mutate({ id: 1 });
    expect(await screen.findByText('۱٬۱۳۰')).toBeInTheDocument();
    expect(screen.getAllByTestId('summary-tile')[2]).toHaveTextContent('۶۵۰');
  });

  it('keeps the rest of the page when only the summary fails', async () => {
    mockApi.use(errorResponse('getScoreSummary', 500));
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student' });
    expect(await screen.findByText('در دریافت خلاصهٔ کلروفیل‌ها خطایی رخ داد')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'ریز کلروفیل‌های من' })).toBeInTheDocument();
  });
});

describe('ScoresPage: missions', () => {
  it('lists the open missions with their windows and the member’s progress', async () => {
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student', handlers: scoresHandlers.missionDone });
    const cards = await screen.findAllByTestId('mission-card');
    expect(cards).toHaveLength(3);
    const reading = within(cards[1]!);
    expect(reading.getByRole('heading', { level: 3 })).toHaveTextContent('چالش کتاب‌خوانی پاییز');
    expect(cards[1]).toHaveTextContent('+۱۰۰ کلروفیل');
    expect(cards[1]).toHaveTextContent('۲۸ آبان ۱۴۰۵ تا ۲۷ آذر ۱۴۰۵');
    expect(cards[1]).toHaveTextContent('۲ از ۳ کالا');
    expect(reading.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(reading.queryByTestId('mission-done')).not.toBeInTheDocument();
    expect(reading.getByTestId('mission-left')).toHaveTextContent('۱ کالای دیگر تا ۱۰۰ کلروفیل');
    expect(cards[0]).toHaveTextContent('۰ از ۱ نظرسنجی');
    expect(within(cards[0]!).getByTestId('mission-left')).toHaveTextContent('۱ نظرسنجی دیگر تا ۲۰ کلروفیل');
    expect(within(cards[2]!).getByTestId('mission-done')).toHaveTextContent('انجام شد؛ ۳۰ کلروفیل گرفتید.');
    expect(within(cards[2]!).queryByTestId('mission-left')).not.toBeInTheDocument();
  });

  it('lists the missions above the points on their way and the history, which arrive with the member', async () => {
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student' });
    const pending = await screen.findByRole('region', { name: 'کلروفیل‌های در راه' });
    const missions = screen.getByRole('heading', { name: 'مأموریت‌های فعال' });
    const history = await screen.findByRole('heading', { name: 'ریز کلروفیل‌ها' });
    expect(missions.compareDocumentPosition(pending) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(pending.compareDocumentPosition(history) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('never asks for the open missions on a page the browser rendered', async () => {
    const asked: string[] = [];
    mockApi.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname));
    renderWithApp(<ScoresPage />, { route: paths.scores, persona: 'student' });
    expect(await screen.findAllByTestId('mission-card')).toHaveLength(fixtures.missions.length);
    expect(asked).not.toContain('/api/Missions/Open');
  });

  it('offers «تلاش دوباره» when the missions cannot be fetched', async () => {
    renderWithApp(<ScoresPage />, {
      route: paths.scores,
      persona: 'student',
      handlers: scoresHandlers.missionsFailing,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('در دریافت مأموریت‌ها خطایی رخ داد.');
  });
});
