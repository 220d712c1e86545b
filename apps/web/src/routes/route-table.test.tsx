import { errorResponse, fixtures, respondWith } from '@clorofil/api-client/mocks';
import { defineFeature, paths } from '@clorofil/ui-rtl';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server, startMockApi } from '../test-support/mock-api';
import { renderApp } from '../test-support/render-app';
import { commissionsStandIn } from './commissions-stand-in';

startMockApi();

const forbidden = /متأسفیم، شما به این صفحه دسترسی ندارید/;
const notFound = 'متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.';

// Every API path asked for during a test, to prove what was never asked.
const requested: string[] = [];
const record = ({ request }: { request: Request }) => {
  requested.push(decodeURIComponent(new URL(request.url).pathname));
};
beforeEach(() => server.events.on('request:start', record));
afterEach(() => {
  server.events.removeListener('request:start', record);
  requested.length = 0;
});

const heading = (text: string) => async () =>
  function TestPage() {
    return <h1>{text}</h1>;
  };

describe('the route table', () => {
  it('answers /403 with the no-access message and the way home, inside the public layout', async () => {
    renderApp(paths.forbidden);
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toHaveAttribute('href', paths.home);
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('answers an unknown address with the not-found screen inside the public layout', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/foo', paths.account, paths.rewards])(
    'shows not-found at %s (no feature owns it yet) without asking the API for a content page',
    async (address) => {
      const { router } = renderApp(address);
      expect(await screen.findByText(notFound)).toBeInTheDocument();
      // The header and footer links did load, so the API was reachable and simply not asked.
      await waitFor(() => expect(requested).toContain('/api/Pages'));
      expect(requested.filter((path) => path.startsWith('/api/Pages/'))).toEqual([]);
      expect(router.state.location.pathname).toBe(address);
    },
  );

  it('resolves the two fixed content pages by their own routes', async () => {
    const seeded = { ...fixtures.pageBodies[0]!, slug: 'باشگاه-مشتریان-چیست', title: 'باشگاه مشتریان چیست؟' };
    server.use(respondWith('getPage', seeded));
    renderApp(paths.whatIsClub);
    expect(await screen.findByRole('heading', { level: 1, name: 'باشگاه مشتریان چیست؟' })).toBeInTheDocument();
    expect(requested).toContain('/api/Pages/باشگاه-مشتریان-چیست');
  });

  it.each([
    [paths.commissions, 'گزارش کمیسیون'],
    [paths.commission(7), 'جزئیات کمیسیون'],
    [paths.bankInformation, 'فرم حساب بانکی'],
    [paths.commissionsShort, 'گزارش کمیسیون'],
    [paths.commissionShort(7), 'جزئیات کمیسیون'],
    [paths.bankInformationShort, 'فرم حساب بانکی'],
  ])('opens %s for a commission partner', async (address, text) => {
    renderApp(address, { signedIn: true, features: [commissionsStandIn] });
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it.each([paths.commission(7), paths.bankInformationShort])('sends a member who is not a partner from %s to /403', async (address) => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    const { router } = renderApp(address, { signedIn: true, features: [commissionsStandIn] });
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forbidden);
    expect(screen.queryByRole('heading', { name: /کمیسیون|حساب بانکی/ })).not.toBeInTheDocument();
  });

  it('guards the financial addresses even before the commissions feature mounts its pages', async () => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    const { router } = renderApp(paths.bankInformation, { signedIn: true });
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forbidden);
  });

  it('lets a commission partner through the guard before the commissions pages exist', async () => {
    const { router } = renderApp(paths.commissionsShort, { signedIn: true });
    // The profile layout (side menu) stays; neither /403 nor not-found.
    expect(await screen.findByRole('navigation', { name: 'منوی باشگاه' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.commissionsShort);
    expect(screen.queryByText(forbidden)).not.toBeInTheDocument();
    expect(screen.queryByText(notFound)).not.toBeInTheDocument();
  });

  it('sends /financial itself to the commissions report', async () => {
    const { router } = renderApp(paths.financial, { signedIn: true, features: [commissionsStandIn] });
    expect(await screen.findByRole('heading', { name: 'گزارش کمیسیون' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.commissions);
  });

  it('mounts a feature’s routes in the layout and behind the guard it declares', async () => {
    const feature = defineFeature({
      id: 'mount-test',
      routes: [
        { path: paths.luckyWheel, layout: 'public', guard: 'public', page: heading('گردونهٔ آزمایشی') },
        { path: paths.rewards, layout: 'profile', guard: 'signed-in', page: heading('فهرست جایزه‌ها') },
      ],
      menu: [],
      paths: {},
    });
    const { router } = renderApp(paths.luckyWheel, { features: [feature] });
    expect(await screen.findByRole('heading', { name: 'گردونهٔ آزمایشی' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await router.navigate(paths.rewards);
    // Not signed in: the member area asks to sign in first.
    await waitFor(() => expect(screen.getByText('لطفاً چند لحظه صبر کنید…')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'فهرست جایزه‌ها' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in for a signed-in page of the public layout', async () => {
    const feature = defineFeature({
      id: 'public-member-test',
      routes: [{ path: paths.luckyWheel, layout: 'public', guard: 'signed-in', page: heading('گردونهٔ اعضا') }],
      menu: [],
      paths: {},
    });
    const { redirects } = renderApp(paths.luckyWheel, { features: [feature] });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'گردونهٔ اعضا' })).not.toBeInTheDocument();
  });

  describe('the reviewer guard', () => {
    const review = defineFeature({
      id: 'review-test',
      routes: [{ path: paths.review, layout: 'profile', guard: 'reviewer', page: heading('درخواست‌های بررسی') }],
      menu: [],
      paths: { review: paths.review },
    });

    it('opens a reviewer page for a reviewer', async () => {
      server.use(respondWith('getProfile', { ...fixtures.profile, isReviewer: true }));
      renderApp(paths.review, { signedIn: true, features: [review] });
      expect(await screen.findByRole('heading', { name: 'درخواست‌های بررسی' })).toBeInTheDocument();
    });

    it('sends any other member to /403', async () => {
      const { router } = renderApp(paths.review, { signedIn: true, features: [review] });
      expect(await screen.findByText(forbidden)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.forbidden);
    });

    it('offers «تلاش دوباره» when the profile cannot be read, instead of a wrong /403', async () => {
      server.use(errorResponse('getProfile', 500));
      const { router } = renderApp(paths.review, { signedIn: true, features: [review] });
      expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.review);
    });
  });
});
