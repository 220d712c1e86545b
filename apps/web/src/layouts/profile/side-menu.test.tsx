import { fa } from '@clorofil/api-client/contract';
import { fixtures, mockApi, requestedPaths, respondWith } from '@clorofil/api-client/testing';
import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@clorofil/app-kit';
import { commissionsStandIn } from '../../routes/commissions-stand-in.test-fixture';
import { renderApp } from '../../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

const sideMenu = () => screen.findByRole('navigation', { name: 'منوی باشگاه' });

describe('the side menu', () => {
  it('offers staff one way into the console, «کنسول مدیریت», and no staff screen itself', async () => {
    renderApp(paths.dashboard, { persona: 'reviewer' });
    const nav = await sideMenu();
    expect(await within(nav).findByRole('link', { name: 'کنسول مدیریت' })).toHaveAttribute('href', paths.operator.home);
    expect(within(nav).queryByRole('link', { name: 'بررسی درخواست‌ها' })).not.toBeInTheDocument();
  });

  it('shows a member who is not staff no console entry, without asking the staff endpoint', async () => {
    const { router } = renderApp(paths.dashboard, { persona: 'student' });
    const nav = await sideMenu();
    await within(nav).findByRole('link', { name: 'جایزه‌ها' });
    await act(() => router.navigate(paths.account));
    await act(() => router.navigate(paths.dashboard));
    await within(await sideMenu()).findByRole('link', { name: 'جایزه‌ها' });
    expect(within(nav).queryByRole('link', { name: 'کنسول مدیریت' })).not.toBeInTheDocument();
    expect(requestedPaths()).not.toContain('/api/staff/Me');
    expect(screen.queryByText(fa.forbidden)).not.toBeInTheDocument();
  });

  it('lists the member pages from the one menu, the dashboard itself hidden', async () => {
    renderApp(paths.dashboard, { persona: 'student' });
    const nav = await sideMenu();
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['اطلاعات کاربری', 'جایزه‌ها', 'کدهای تخفیف من', 'کلروفیل‌های من', 'گردونهٔ شانس']);
    expect(within(nav).getByRole('link', { name: 'گردونهٔ شانس' })).toHaveAttribute('href', paths.luckyWheel);
  });

  it('hides the financial pages from a member who is not a commission partner', async () => {
    mockApi.use(respondWith('getProfile', fixtures.studentProfile));
    renderApp(paths.dashboard, { persona: 'student' });
    const nav = await sideMenu();
    await within(nav).findByRole('link', { name: 'جایزه‌ها' });
    await screen.findByText('شما ۴۰ کلروفیل دارید');
    expect(within(nav).queryByRole('button', { name: /امور مالی/ })).not.toBeInTheDocument();
  });

  it('shows a partner «امور مالی» closed elsewhere, and opened on one of its pages', async () => {
    const elsewhere = renderApp(paths.dashboard, { persona: 'partner', features: [commissionsStandIn] });
    const closed = await within(await sideMenu()).findByRole('button', { name: /امور مالی/ });
    expect(closed).toHaveAttribute('aria-expanded', 'false');
    expect(within(await sideMenu()).queryByRole('link', { name: 'کمیسیون‌ها' })).not.toBeInTheDocument();
    elsewhere.unmount();

    renderApp(paths.bankInformation, { persona: 'partner', features: [commissionsStandIn] });
    await screen.findByRole('heading', { name: 'فرم حساب بانکی' });
    const nav = await sideMenu();
    expect(within(nav).getByRole('button', { name: /امور مالی/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'کمیسیون‌ها' })).toHaveAttribute('href', paths.commissions);
    expect(within(nav).getByRole('link', { name: 'اطلاعات حساب بانکی' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the group for the short reading of the address too (/commission)', async () => {
    renderApp(paths.commissionsShort, { persona: 'partner', features: [commissionsStandIn] });
    await screen.findByRole('heading', { name: 'گزارش کمیسیون' });
    const nav = await sideMenu();
    expect(within(nav).getByRole('button', { name: /امور مالی/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'کمیسیون‌ها' })).toHaveAttribute('aria-current', 'page');
  });
});
