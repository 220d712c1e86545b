import { UserTypeStatus } from '@clorofil/api-client';
import {
  emptyResponse,
  errorResponse,
  fixtures,
  mockApi,
  personaProfiles,
  requestedPaths,
  respondWith,
} from '@clorofil/api-client/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithApp, setupAppTests, type RenderWithAppOptions } from '@clorofil/auth/testing';
import { featureRouteObjects, paths } from '@clorofil/app-kit';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contentFeature } from '../feature';

setupAppTests();

// The feature's real route table as the shell mounts it, with stand-ins for the pages it links
// or redirects to.
const elsewhere: RouteObject[] = [
  { path: paths.notFound, element: <p>صفحهٔ مورد نظر پیدا نشد</p> },
  { path: paths.account, element: <p>صفحهٔ اطلاعات کاربری</p> },
  { path: paths.rewards, element: <p>صفحهٔ جایزه‌ها</p> },
  { path: paths.luckyWheel, element: <p>صفحهٔ گردونه شانس</p> },
];

function renderContentRoute(route: string, options: Omit<RenderWithAppOptions, 'route' | 'routes'> = {}) {
  return renderWithApp(null, {
    route,
    routes: [...elsewhere, ...featureRouteObjects(contentFeature.routes)],
    ...options,
  });
}

const availableRewards = fixtures.rewards.filter((reward) => reward.inStock && !reward.isUsed);
const publicOnOffer = fixtures.publicRewards.filter((reward) => reward.inStock);

describe('home page for a visitor', () => {
  it('invites to join and shows the public catalogue, without asking for members’ rewards', async () => {
    renderContentRoute(paths.home);
    expect(await screen.findByRole('heading', { level: 1, name: 'به باشگاه مشتریان خوش آمدید' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'عضویت در باشگاه' })).toHaveAttribute('href', paths.account);
    const slides = await screen.findAllByTestId('reward-slide');
    expect(slides).toHaveLength(publicOnOffer.length);
    expect(within(slides[0]!).getByRole('img', { name: `تصویر ${publicOnOffer[0]!.title}` })).toBeInTheDocument();
    expect(screen.queryByText(fixtures.publicRewards.find((reward) => !reward.inStock)!.title)).not.toBeInTheDocument();
    // GET /api/Rewards is for members: a visitor's 401 would start a sign-in on the landing page.
    expect(requestedPaths()).toContain('/api/Rewards/Catalogue');
    expect(requestedPaths()).not.toContain('/api/Rewards');
  });

  it('shows the seven reward categories when the public catalogue is empty', async () => {
    mockApi.use(emptyResponse('getPublicRewards'));
    renderContentRoute(paths.home);
    expect(await screen.findAllByTestId('category-slide')).toHaveLength(7);
    for (const label of [
      'لوازم‌التحریر',
      'کتاب الکترونیکی',
      'شارژ موبایل',
      'فروشگاه',
      'اسباب‌بازی',
      'سفر',
      'سوپرمارکت',
    ]) {
      expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', paths.rewards);
    }
  });

  it('takes a visitor straight to the public wheel page from its start button (sign-in comes at the spin)', async () => {
    const { user, router } = renderContentRoute(paths.home);
    await screen.findAllByTestId('reward-slide');
    expect(screen.queryByText('به‌زودی')).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'شروع بازی' }));
    expect(await screen.findByText('صفحهٔ گردونه شانس')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.luckyWheel);
    expect(screen.queryByTestId('sign-in-target')).not.toBeInTheDocument();
  });

  it('sends «عضویت در باشگاه» to sign-in, returning to /account', async () => {
    const { user } = renderContentRoute(paths.home);
    await screen.findAllByTestId('reward-slide');
    await user.click(screen.getByRole('link', { name: 'عضویت در باشگاه' }));
    expect(await screen.findByTestId('sign-in-target')).toHaveTextContent(paths.account);
  });

  it('sends a click on a reward to sign-in, returning to /rewards', async () => {
    const { user } = renderContentRoute(paths.home);
    await user.click((await screen.findAllByTestId('reward-slide'))[2]!);
    expect(await screen.findByTestId('sign-in-target')).toHaveTextContent(paths.rewards);
  });

  it('explains how coins are collected, in Persian digits', async () => {
    renderContentRoute(paths.home);
    expect(await screen.findByRole('heading', { name: 'هر ۱۰٬۰۰۰ تومان خرید، ۱ کلروفیل' })).toBeInTheDocument();
    expect(screen.getByText(/پایان مهلت ۷ روزهٔ مرجوعی/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '۵ کلروفیل برای هر نظرسنجی' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'سه قدم تا جایزه' })).toBeInTheDocument();
  });
});

describe('home page for a member', () => {
  it('asks only a member who has not sent a profile to complete it', async () => {
    renderContentRoute(paths.home, { persona: 'newMember' });
    expect(await screen.findByRole('link', { name: 'تکمیل اطلاعات کاربری' })).toHaveAttribute('href', paths.account);
  });

  it.each([
    ['approved', UserTypeStatus.Accepted],
    ['under review', UserTypeStatus.Pending],
  ] as const)('shows an %s member the rewards, not «تکمیل اطلاعات کاربری»', async (_name, userTypeStatus) => {
    mockApi.use(respondWith('getProfile', { ...personaProfiles.student, userTypeStatus }));
    renderContentRoute(paths.home, { persona: 'student' });
    expect(await screen.findByRole('link', { name: 'مشاهدهٔ جایزه‌ها' })).toHaveAttribute('href', paths.rewards);
    expect(screen.queryByRole('link', { name: 'تکمیل اطلاعات کاربری' })).not.toBeInTheDocument();
  });

  it('asks a member whose profile was refused to correct it', async () => {
    mockApi.use(
      respondWith('getProfile', {
        ...personaProfiles.student,
        userTypeStatus: UserTypeStatus.Rejected,
        reviewNote: 'پایه با مقطع نمی‌خواند.',
      }),
    );
    renderContentRoute(paths.home, { persona: 'student' });
    expect(await screen.findByRole('link', { name: 'اصلاح اطلاعات کاربری' })).toHaveAttribute('href', paths.account);
  });

  it('shows the rewards still on offer', async () => {
    renderContentRoute(paths.home, { persona: 'student' });
    expect(await screen.findByRole('link', { name: 'مشاهدهٔ جایزه‌ها' })).toHaveAttribute('href', paths.rewards);
    const slides = await screen.findAllByTestId('reward-slide');
    expect(slides).toHaveLength(availableRewards.length);
    expect(within(slides[0]!).getByRole('img', { name: `تصویر ${availableRewards[0]!.title}` })).toBeInTheDocument();
    expect(slides[0]).toHaveTextContent(`${new Intl.NumberFormat('fa-IR').format(availableRewards[0]!.score)} کلروفیل`);
    expect(screen.queryByText(fixtures.rewards.find((reward) => reward.isUsed)!.title)).not.toBeInTheDocument();
  });

  it('follows the wheel’s start button straight to /games/lucky-wheel', async () => {
    const { user, router } = renderContentRoute(paths.home, { persona: 'student' });
    await screen.findByRole('link', { name: 'مشاهدهٔ جایزه‌ها' });
    await user.click(screen.getByRole('link', { name: 'شروع بازی' }));
    expect(await screen.findByText('صفحهٔ گردونه شانس')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.luckyWheel);
    expect(screen.queryByTestId('sign-in-target')).not.toBeInTheDocument();
  });

  it('falls back to the reward categories when the rewards cannot be loaded', async () => {
    mockApi.use(errorResponse('getRewards', 500));
    renderContentRoute(paths.home, { persona: 'student' });
    expect(await screen.findAllByTestId('category-slide')).toHaveLength(7);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('replaces a reward picture that fails to load with the default picture', async () => {
    renderContentRoute(paths.home, { persona: 'student' });
    const image = within((await screen.findAllByTestId('reward-slide'))[0]!).getByRole('img');
    expect(image.getAttribute('src')).toContain(availableRewards[0]!.image);
    fireEvent.error(image);
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(image).toHaveAccessibleName(`تصویر ${availableRewards[0]!.title}`);
  });
});

describe('rewards carousel arrows', () => {
  it('shows previous/next arrows on a desktop, the previous one disabled at the start', async () => {
    renderContentRoute(paths.home, { viewport: 'desktop' });
    await screen.findAllByTestId('reward-slide');
    expect(screen.getByRole('button', { name: 'جایزه‌های قبلی' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'جایزه‌های بعدی' })).toBeInTheDocument();
  });

  it('hides the arrows on a phone, where the row is swiped', async () => {
    renderContentRoute(paths.home, { viewport: 'mobile' });
    await screen.findAllByTestId('reward-slide');
    expect(screen.queryByRole('button', { name: 'جایزه‌های قبلی' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'جایزه‌های بعدی' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('carousel-arrows')).not.toBeInTheDocument();
  });
});
