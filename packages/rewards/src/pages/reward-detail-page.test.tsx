import { buyReward } from '@clorofil/api-client';
import { errorResponse, fixtures, mockApi, mockPath, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RewardDetailPage } from './reward-detail-page';
import { RewardsPage } from './rewards-page';

setupAppTests();
// jsdom has no layout and no scrollIntoView: every test gets one that does nothing (the received
// panel is scrolled to after a buy); a test that watches it puts a spy in its place.
const noScroll = function () {} as Element['scrollIntoView'];
beforeEach(() => {
  Element.prototype.scrollIntoView = noScroll;
});

const openReward = (id: number, persona: 'student' | 'newMember' = 'student') =>
  renderWithApp(<RewardDetailPage />, { route: paths.reward(id), path: paths.patterns.reward, persona });

/** Every Idempotency-Key a buy request carried, in order. */
function recordBuys(answer: (call: number) => Response | undefined = () => undefined) {
  const keys: string[] = [];
  mockApi.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.startsWith('/api/Rewards/Buy/'))
      keys.push(request.headers.get('idempotency-key') ?? '');
  });
  let calls = 0;
  mockApi.use(
    http.post(mockPath('buyReward'), () => {
      calls += 1;
      return answer(calls);
    }),
  );
  return keys;
}

describe('RewardDetailPage', () => {
  it('shows the facts, the sanitised description and «دریافت جایزه» for an affordable prize', async () => {
    openReward(2);
    expect(await screen.findByRole('button', { name: 'دریافت جایزه' })).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'کتاب الکترونیکی دلخواه' })).toBeInTheDocument();
    const detail = screen.getByTestId('reward-detail');
    expect(detail).toHaveTextContent('نوع جایزهکتاب الکترونیکی');
    expect(detail).toHaveTextContent('امتیاز لازم۳۰۰ کلروفیل');
    expect(detail).toHaveTextContent('مهلت دریافتتا ');
    expect(within(detail).getByText('کدهای تخفیف من').tagName).toBe('STRONG');
    expect(screen.getByRole('img', { name: 'تصویر کتاب الکترونیکی دلخواه' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'دریافت جایزه' })).toBeEnabled();
  });

  it('replaces a picture that fails to load with the default picture', async () => {
    openReward(1);
    const image = await screen.findByRole('img', { name: 'تصویر دفتر مشق فنری' });
    expect(image.getAttribute('src')).toContain('/api/images/stationery-1.svg');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(image).toHaveAccessibleName('تصویر دفتر مشق فنری');
  });

  it('tells a member short of points how many are missing, with no button', async () => {
    openReward(5);
    expect(await screen.findByTestId('availability-notice')).toHaveTextContent(
      'برای دریافت این جایزه ۲۵۰ کلروفیل دیگر لازم دارید.',
    );
    expect(screen.queryByRole('button', { name: 'دریافت جایزه' })).not.toBeInTheDocument();
  });

  it('says a sold-out prize has run out, with no button', async () => {
    openReward(7);
    expect(await screen.findByTestId('availability-notice')).toHaveTextContent('موجودی این جایزه به پایان رسیده است');
    expect(screen.queryByRole('button', { name: 'دریافت جایزه' })).not.toBeInTheDocument();
  });

  it('asks for confirmation, buys once, and shows the toast, the code and the new balance', async () => {
    const keys = recordBuys();
    const { user } = openReward(2);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('۳۰۰ کلروفیل از امتیاز شما کم می‌شود');
    expect(dialog).toHaveTextContent('امتیاز خرج‌شده و جایزهٔ دریافت‌شده قابل بازگشت نیست.');
    expect(dialog).toHaveTextContent('موجودی پس از دریافت: ۹۵۰ کلروفیل');
    // The club's dialog order (ui-rtl README): dismissing first, the main action last.
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['انصراف', 'بله، دریافت می‌کنم']);

    await user.dblClick(within(dialog).getByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByText('جایزه با موفقیت دریافت شد.', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    const bought = await screen.findByTestId('bought-panel');
    expect(within(bought).getByRole('button', { name: 'کپی کد CL-MOCK-0002' })).toBeInTheDocument();
    expect(within(bought).getByRole('link', { name: 'دیدن همهٔ کدهای تخفیف من' })).toHaveAttribute(
      'href',
      paths.discountCodes,
    );
    await waitFor(() => expect(screen.getByTestId('balance-chip')).toHaveTextContent('۹۵۰'));
    await waitFor(() => expect(screen.getByTestId('reward-detail')).toHaveTextContent('۱ از ۱ بار مجاز'));
    expect(screen.getByTestId('availability-notice')).toHaveTextContent('پیش‌تر دریافت کرده‌اید');
  });

  it('brings the received panel into view and moves focus to it once the confirmation closes', async () => {
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    const { user } = openReward(2);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    const bought = await screen.findByTestId('bought-panel');
    await waitFor(() => expect(bought).toHaveFocus());
    await waitFor(() => expect(scrolled).toContain(bought));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ block: 'nearest' }));
  });

  it('shows the success sentence the server sends, not one of its own', async () => {
    const message = 'جایزهٔ شما ثبت شد؛ کد آن در «کدهای تخفیف من» است.';
    mockApi.use(respondWith('buyReward', { ...fixtures.buyRewardResult, message }));
    const { user } = openReward(2);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(fixtures.buyRewardResult.message)).not.toBeInTheDocument();
  });

  it('resends with the same key after a dropped connection, so the prize is paid once', async () => {
    const keys = recordBuys((call) => (call <= 3 ? HttpResponse.error() : undefined));
    // A prize one member may receive three times, so it can be bought again afterwards.
    mockApi.use(respondWith('getRewards', [{ ...fixtures.rewards[0]!, validCount: 3 }]));
    const { user } = openReward(1);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByText(/ارتباط با سرور برقرار نشد/, {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByText('جایزه با موفقیت دریافت شد.')).toBeInTheDocument();
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(new Set(keys).size).toBe(1);

    // The next purchase is a new intent with a key of its own.
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    await waitFor(() => expect(new Set(keys).size).toBe(2));
  });

  it.each([
    ['a 400 with `Message`', errorResponse('buyReward', 400, { Message: 'مهلت دریافت این جایزه به پایان رسیده است.' })],
    [
      'a 500 with `detail` (SPEC §8)',
      errorResponse('buyReward', 500, { detail: 'مهلت دریافت این جایزه به پایان رسیده است.' }),
    ],
  ])('shows the server’s own reason for %s and leaves the balance alone', async (_name, handler) => {
    const { user } = openReward(1);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    mockApi.use(handler);
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('مهلت دریافت این جایزه به پایان رسیده است.');
    await waitFor(() => expect(screen.getByTestId('confirm-buy')).toHaveAttribute('data-state', 'closed'));
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('۱٬۲۵۰');
  });

  it('reads the balance and the reward again after a refusal, so the page stops offering it', async () => {
    // 1 250 points, a 1 200-point prize opened in this tab…
    const { user } = openReward(4);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    expect(screen.getByTestId('balance-chip')).toHaveTextContent('۱٬۲۵۰');
    // …while another tab spends 300 of them behind this page's back.
    await buyReward(2);
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('۲۵۰ کلروفیل دیگر لازم دارید');
    await waitFor(() => expect(screen.getByTestId('balance-chip')).toHaveTextContent('۹۵۰'));
    expect(await screen.findByTestId('availability-notice')).toHaveAttribute('data-kind', 'short');
    expect(screen.getByTestId('availability-notice')).toHaveTextContent(
      'برای دریافت این جایزه ۲۵۰ کلروفیل دیگر لازم دارید.',
    );
    expect(screen.queryByRole('button', { name: 'دریافت جایزه' })).not.toBeInTheDocument();
  });

  it('shows a prize sold out elsewhere as sold out once the purchase is refused', async () => {
    const { user } = openReward(3);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    mockApi.use(
      errorResponse('buyReward', 400, { Message: 'متأسفانه موجودی این جایزه به پایان رسیده است.' }),
      respondWith(
        'getRewards',
        fixtures.rewards.map((reward) => (reward.id === 3 ? { ...reward, inStock: false } : reward)),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByTestId('availability-notice')).toHaveAttribute('data-kind', 'sold-out');
    expect(screen.queryByRole('button', { name: 'دریافت جایزه' })).not.toBeInTheDocument();
  });

  it('says how long to wait when the purchase is rate limited', async () => {
    const { user } = openReward(1);
    await user.click(await screen.findByRole('button', { name: 'دریافت جایزه' }));
    mockApi.use(errorResponse('buyReward', 429, {}, { 'Retry-After': '30' }));
    await user.click(await screen.findByRole('button', { name: 'بله، دریافت می‌کنم' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً ۳۰ ثانیهٔ دیگر دوباره تلاش کنید.');
  });

  it('returns to the list with its filter, or to the whole list when opened directly', async () => {
    const routes = [
      { path: paths.rewards, element: <RewardsPage /> },
      { path: paths.patterns.reward, element: <RewardDetailPage /> },
    ];
    const { user, router } = renderWithApp(null, { routes, route: `${paths.rewards}?filter=used`, persona: 'student' });
    await user.click(await screen.findByTestId('reward-card'));
    expect(await screen.findByTestId('reward-detail')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.reward(6));
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=used'));
    expect(router.state.location.pathname).toBe(paths.rewards);

    await router.navigate(paths.reward(3));
    await user.click(await screen.findByRole('button', { name: 'بازگشت' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.rewards));
  });

  it('says when the address names no reward', async () => {
    openReward(999);
    expect(await screen.findByText('این جایزه پیدا نشد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'همهٔ جایزه‌ها' })).toHaveAttribute('href', paths.rewards);
  });
});
