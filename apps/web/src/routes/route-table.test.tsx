import { errorResponse, fixtures, mockApi, requestedPaths, respondWith } from '@clorofil/api-client/testing';
import type { StaffMe } from '@clorofil/api-client';
import { defineFeature, paths } from '@clorofil/app-kit';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Shield } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';
import { commissionsStandIn } from './commissions-stand-in.test-fixture';

setupAppTests();

const forbidden = /متأسفیم، شما به این صفحه دسترسی ندارید/;
const notFound = 'متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.';

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

  it.each(['/foo', '/accounts'])(
    'shows not-found at %s (no feature owns it yet) without asking the API for a content page',
    async (address) => {
      const { router } = renderApp(address);
      expect(await screen.findByText(notFound)).toBeInTheDocument();
      // The header and footer links did load, so the API was reachable and simply not asked.
      await waitFor(() => expect(requestedPaths()).toContain('/api/Pages'));
      expect(requestedPaths().filter((path) => path.startsWith('/api/Pages/'))).toEqual([]);
      expect(router.state.location.pathname).toBe(address);
    },
  );

  it('resolves the two fixed content pages by their own routes', async () => {
    const seeded = { ...fixtures.pageBodies[0]!, slug: 'باشگاه-مشتریان-چیست', title: 'باشگاه مشتریان چیست؟' };
    mockApi.use(respondWith('getPage', seeded));
    renderApp(paths.whatIsClub);
    expect(await screen.findByRole('heading', { level: 1, name: 'باشگاه مشتریان چیست؟' })).toBeInTheDocument();
    expect(requestedPaths()).toContain('/api/Pages/باشگاه-مشتریان-چیست');
  });

  it.each([
    [paths.commissions, 'گزارش کمیسیون'],
    [paths.commission(7), 'جزئیات کمیسیون'],
    [paths.bankInformation, 'فرم حساب بانکی'],
    [paths.commissionsShort, 'گزارش کمیسیون'],
    [paths.commissionShort(7), 'جزئیات کمیسیون'],
    [paths.bankInformationShort, 'فرم حساب بانکی'],
  ])('opens %s for a commission partner', async (address, text) => {
    renderApp(address, { persona: 'partner', features: [commissionsStandIn] });
    expect(await screen.findByRole('heading', { name: text })).toBeInTheDocument();
  });

  it.each([paths.commission(7), paths.bankInformationShort])(
    'sends a member who is not a partner from %s to /403',
    async (address) => {
      const { router } = renderApp(address, { persona: 'student', features: [commissionsStandIn] });
      expect(await screen.findByText(forbidden)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.forbidden);
      expect(screen.queryByRole('heading', { name: /کمیسیون|حساب بانکی/ })).not.toBeInTheDocument();
    },
  );

  it('guards the financial addresses of the commissions feature the app lists', async () => {
    const { router } = renderApp(paths.bankInformation, { persona: 'student' });
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.forbidden);
  });

  it('lets a commission partner into the commissions pages the app lists', async () => {
    const { router } = renderApp(paths.commissionsShort, { persona: 'partner' });
    // The profile layout (side menu) stays; neither /403 nor not-found.
    expect(await screen.findByRole('navigation', { name: 'منوی باشگاه' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.commissionsShort);
    expect(screen.queryByText(forbidden)).not.toBeInTheDocument();
    expect(screen.queryByText(notFound)).not.toBeInTheDocument();
  });

  it('sends /financial itself to the commissions report', async () => {
    const { router } = renderApp(paths.financial, { persona: 'partner', features: [commissionsStandIn] });
    expect(await screen.findByRole('heading', { name: 'گزارش کمیسیون' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(paths.commissions);
  });

  it('mounts a feature’s routes in the layout and behind the guard it declares', async () => {
    // Stand-ins take the real features' ids, so they replace them (app-under-test.tsx).
    const wheel = defineFeature({
      id: 'wheel',
      routes: [{ path: paths.luckyWheel, layout: 'public', guard: 'public', page: heading('گردونهٔ آزمایشی') }],
      menu: [],
      paths: {},
    });
    const rewards = defineFeature({
      id: 'rewards',
      routes: [{ path: paths.rewards, layout: 'profile', guard: 'signed-in', page: heading('فهرست جایزه‌ها') }],
      menu: [],
      paths: {},
    });
    const { router } = renderApp(paths.luckyWheel, { features: [wheel, rewards] });
    expect(await screen.findByRole('heading', { name: 'گردونهٔ آزمایشی' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await router.navigate(paths.rewards);
    // Not signed in: the member area asks to sign in first.
    await waitFor(() => expect(screen.getByText('لطفاً چند لحظه صبر کنید…')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'فهرست جایزه‌ها' })).not.toBeInTheDocument();
  });

  it('asks a visitor to sign in for a signed-in page of the public layout', async () => {
    const feature = defineFeature({
      id: 'wheel',
      routes: [{ path: paths.luckyWheel, layout: 'public', guard: 'signed-in', page: heading('گردونهٔ اعضا') }],
      menu: [],
      paths: {},
    });
    const { redirects } = renderApp(paths.luckyWheel, { features: [feature] });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'گردونهٔ اعضا' })).not.toBeInTheDocument();
  });

  describe('the operator console', () => {
    const reviewerMe: StaffMe = { mobile: '09129999999', roles: ['reviewer'], permissions: ['review'] };
    const adminMe: StaffMe = { mobile: '09120000012', roles: ['admin'], permissions: ['roles', 'vitals', 'audit'] };
    // Stands in for the staff feature (same id, so it replaces it): two screens, each behind its own permission.
    const consoleFeature = defineFeature({
      id: 'staff',
      routes: [],
      menu: [],
      paths: {},
      staff: {
        routes: [
          { path: paths.operator.roles, permission: 'roles', page: heading('نقش‌ها') },
          { path: paths.operator.audit, permission: 'audit', page: heading('گزارش تغییرات') },
        ],
        menu: [
          {
            key: 'audit',
            label: 'گزارش تغییرات',
            icon: Shield,
            path: paths.operator.audit,
            order: 5,
            permission: 'audit',
          },
          { key: 'roles', label: 'نقش‌ها', icon: Shield, path: paths.operator.roles, order: 1, permission: 'roles' },
        ],
      },
    });

    it('opens /operator on the first screen the staff member may open, in the console layout', async () => {
      mockApi.use(respondWith('getStaffMe', adminMe));
      const { router } = renderApp(paths.operator.home, { persona: 'reviewer', features: [consoleFeature] });
      expect(await screen.findByRole('heading', { name: 'نقش‌ها' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.operator.roles);
      const nav = screen.getByRole('navigation', { name: 'منوی کنسول' });
      // Ordered by `order` across features, only what the permissions open: the app's own features
      // (the catalogue, the wheel's odds) add screens the admin's permissions do not open.
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['نقش‌ها', 'گزارش تغییرات']);
      expect(screen.getByRole('banner')).toHaveTextContent('۰۹۱۲۰۰۰۰۰۱۲');
    });

    it('shows a reviewer only the review queue, and /403 for a screen of another permission', async () => {
      mockApi.use(respondWith('getStaffMe', reviewerMe));
      const { router } = renderApp(paths.operator.home, { persona: 'reviewer', features: [consoleFeature] });
      expect(await screen.findByRole('heading', { name: 'بررسی درخواست‌ها' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.operator.review);
      const nav = screen.getByRole('navigation', { name: 'منوی کنسول' });
      expect(
        within(nav)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['بررسی درخواست‌ها']);
      await act(() => router.navigate(paths.operator.roles));
      expect(await screen.findByText(forbidden)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.forbidden);
    });

    it('sends a member without a role to /403, asking the API once', async () => {
      mockApi.use(errorResponse('getStaffMe', 403));
      const { router } = renderApp(paths.operator.roles, { persona: 'student', features: [consoleFeature] });
      expect(await screen.findByText(forbidden)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.forbidden);
      await act(() => router.navigate(paths.operator.audit));
      expect(await screen.findByText(forbidden)).toBeInTheDocument();
      expect(requestedPaths().filter((path) => path === '/api/staff/Me')).toHaveLength(1);
    });

    it('sends a visitor to sign in, asking the API nothing', async () => {
      const { redirects } = renderApp(paths.operator.roles, { features: [consoleFeature] });
      await waitFor(() => expect(redirects).toHaveLength(1));
      expect(requestedPaths()).not.toContain('/api/staff/Me');
    });

    it('offers «تلاش دوباره» when the staff check cannot be read, instead of a wrong /403', async () => {
      mockApi.use(errorResponse('getStaffMe', 500));
      const { router } = renderApp(paths.operator.roles, { persona: 'reviewer', features: [consoleFeature] });
      expect(await screen.findByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.operator.roles);
    });

    it('forwards the old /review to the console’s review queue', async () => {
      mockApi.use(respondWith('getStaffMe', reviewerMe));
      const { router } = renderApp(paths.review, { persona: 'reviewer' });
      expect(await screen.findByRole('heading', { name: 'بررسی درخواست‌ها' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(paths.operator.review);
    });
  });
});
