import { fixtures, respondWith } from '@clorofil/api-client/mocks';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server, startMockApi } from '../test-support/mock-api';
import { renderApp } from '../test-support/render-app';

startMockApi();

const forbidden = /متأسفیم، شما به این صفحه دسترسی ندارید/;
// What the commissions feature will hand the shell: pages relative to /financial.
const financial = [
  { path: 'commission', element: <h1>گزارش کمیسیون</h1> },
  { path: 'commission/:id', element: <h1>جزئیات کمیسیون</h1> },
  { path: 'bank-information', element: <h1>فرم حساب بانکی</h1> },
];

describe('the route table', () => {
  it('answers /403 with the no-access message and the way home, inside the public layout', async () => {
    renderApp('/403');
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toHaveAttribute('href', '/');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('answers an unknown address with the not-found screen inside the public layout', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it.each([
    ['/financial/commission', 'گزارش کمیسیون'],
    ['/financial/commission/7', 'جزئیات کمیسیون'],
    ['/financial/bank-information', 'فرم حساب بانکی'],
    ['/commission', 'گزارش کمیسیون'],
    ['/commission/7', 'جزئیات کمیسیون'],
    ['/bank-information', 'فرم حساب بانکی'],
  ])('opens %s for a commission partner', async (address, heading) => {
    renderApp(address, { signedIn: true, mounts: { financial } });
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each(['/financial/commission/7', '/bank-information'])('sends a member who is not a partner from %s to /403', async (address) => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    const { router } = renderApp(address, { signedIn: true, mounts: { financial } });
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
    expect(screen.queryByRole('heading', { name: /کمیسیون|حساب بانکی/ })).not.toBeInTheDocument();
  });

  it('guards the financial addresses even before the commissions feature mounts its pages', async () => {
    server.use(respondWith('getProfile', fixtures.studentProfile));
    const { router } = renderApp('/financial/bank-information', { signedIn: true });
    expect(await screen.findByText(forbidden)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/403');
  });

  it('lets a commission partner through the guard before the commissions pages exist', async () => {
    const { router } = renderApp('/commission', { signedIn: true });
    // The profile layout (side menu) stays; neither /403 nor not-found.
    expect(await screen.findByRole('navigation', { name: 'منوی باشگاه' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/commission');
    expect(screen.queryByText(forbidden)).not.toBeInTheDocument();
    expect(screen.queryByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).not.toBeInTheDocument();
  });

  it('sends /financial itself to the commissions report', async () => {
    const { router } = renderApp('/financial', { signedIn: true, mounts: { financial } });
    expect(await screen.findByRole('heading', { name: 'گزارش کمیسیون' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/financial/commission');
  });

  it('mounts public and profile feature routes in their layouts', async () => {
    const mounts = {
      public: [{ index: true, element: <h1>صفحهٔ اصلی باشگاه</h1> }],
      profile: [{ path: 'rewards', element: <h1>فهرست جایزه‌ها</h1> }],
    };
    const { router } = renderApp('/', { mounts });
    expect(await screen.findByRole('heading', { name: 'صفحهٔ اصلی باشگاه' })).toBeInTheDocument();
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
    await router.navigate('/rewards');
    // Not signed in: the member area asks to sign in first.
    await waitFor(() => expect(screen.getByText('لطفاً چند لحظه صبر کنید…')).toBeInTheDocument());
    expect(screen.queryByRole('heading', { name: 'فهرست جایزه‌ها' })).not.toBeInTheDocument();
  });
});
