import { errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

const header = () => screen.findByRole('banner');

describe('the public header', () => {
  it('offers a visitor «ورود / ثبت‌نام», which starts sign-in and comes back to this page', async () => {
    const { user, redirects, storage } = renderApp('/403?from=test');
    const signIn = await screen.findByRole('button', { name: 'ورود / ثبت‌نام' });
    expect(within(await header()).queryByRole('button', { name: /سارا/ })).not.toBeInTheDocument();
    await user.click(signIn);
    await waitFor(() => expect(redirects).toHaveLength(1));
    const authorize = new URL(redirects[0]!);
    expect(authorize.pathname).toBe('/auth');
    const saved = storage.getItem(`oidc.${authorize.searchParams.get('state')}`);
    // Signed in, back to this page; cancelled at the provider, back to this page too, signed out.
    expect(JSON.parse(saved!).data).toEqual({ returnTo: '/403?from=test', cancelTo: '/403?from=test' });
  });

  it('lists the visible header-menu pages, not footer or hidden ones', async () => {
    mockApi.use(
      respondWith('getPages', [
        ...fixtures.pages,
        { ...fixtures.pages[0]!, slug: 'hidden', title: 'صفحهٔ پنهان', visible: false },
      ]),
    );
    renderApp(paths.forbidden);
    const nav = await screen.findByRole('navigation', { name: 'منوی اصلی' });
    await within(nav).findByRole('link', { name: 'باشگاه چیست؟' });
    expect(within(nav).getByRole('link', { name: 'چگونه پروفایلم را تغییر دهم؟' })).toHaveAttribute(
      'href',
      paths.page('چگونه-پروفایلم-را-تغییر-دهم'),
    );
    expect(within(nav).queryByRole('link', { name: 'درباره ما' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'صفحهٔ پنهان' })).not.toBeInTheDocument();
    expect(within(await header()).getByRole('link', { name: 'کلروفیل، صفحهٔ اصلی' })).toHaveAttribute(
      'href',
      paths.home,
    );
  });

  it('falls back to the built-in header and footer links when the page list cannot be read', async () => {
    mockApi.use(errorResponse('getPages', 500));
    renderApp(paths.forbidden);
    const nav = await screen.findByRole('navigation', { name: 'منوی اصلی' });
    expect(await within(nav).findByRole('link', { name: 'باشگاه مشتریان چیست؟' })).toHaveAttribute(
      'href',
      paths.whatIsClub,
    );
    expect(within(nav).getByRole('link', { name: 'چگونه پروفایل خود را تغییر دهم؟' })).toHaveAttribute(
      'href',
      paths.profileHelp,
    );
    const footer = within(screen.getByRole('navigation', { name: 'پیوندهای پایین صفحه' }));
    expect(footer.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      paths.page('about-us'),
      paths.page('contact-us'),
      paths.page('faq'),
      paths.page('قوانین-و-مقررات'),
    ]);
  });

  it('shows a signed-in member a dropdown with their trimmed name, pages and «خروج»', async () => {
    mockApi.use(respondWith('getProfile', { ...fixtures.profile, fullName: '  سارا محمدی  ' }));
    const { user, redirects } = renderApp(paths.forbidden, { persona: 'student' });
    const trigger = await within(await header()).findByRole('button', { name: 'سارا محمدی' });
    expect(screen.queryByRole('button', { name: 'ورود / ثبت‌نام' })).not.toBeInTheDocument();
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'اطلاعات کاربری' })).toHaveAttribute('href', paths.account);
    expect(within(menu).getByRole('menuitem', { name: 'جایزه‌ها' })).toHaveAttribute('href', paths.rewards);
    expect(within(menu).getByRole('menuitem', { name: 'کدهای تخفیف من' })).toHaveAttribute('href', paths.discountCodes);
    expect(within(menu).getByRole('menuitem', { name: 'کلروفیل‌های من' })).toHaveAttribute('href', paths.scores);
    const signOut = within(menu).getByRole('menuitem', { name: 'خروج' });
    // From the keyboard: the last item, then Enter.
    await user.keyboard('{End}');
    await waitFor(() => expect(signOut).toHaveAttribute('data-highlighted'));
    await user.keyboard('{Enter}');
    // Sign-out loads the sign-in code, revokes the refresh token and reads the provider's metadata
    // (mocked requests) before it redirects: over a second when the whole suite shares two cores.
    await waitFor(() => expect(redirects.some((url) => new URL(url).pathname === '/session/end')).toBe(true), {
      timeout: 5_000,
    });
    // Until the provider's page loads, the header says the sign-out is under way: neither the
    // member's name nor a sign-in button to press.
    const busy = within(await header()).getByRole('button', { name: 'در حال خروج…' });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'سارا محمدی' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'ورود / ثبت‌نام' })).not.toBeInTheDocument();
  });

  it('signs out on a click that reaches «خروج» even when the menu has lost track of the highlighted item', async () => {
    // The pointer's highlight can be cleared between pointerdown and click (the menu repositions
    // under a busy page). The menu then closes on the click without calling its item `onSelect`:
    // CI saw exactly that once in a few runs. The click itself must sign out.
    mockApi.use(respondWith('getProfile', { ...fixtures.profile, fullName: 'سارا محمدی' }));
    const { user, redirects } = renderApp(paths.forbidden, { persona: 'student' });
    await user.click(await within(await header()).findByRole('button', { name: 'سارا محمدی' }));
    const signOut = within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'خروج' });
    expect(signOut).not.toHaveAttribute('data-highlighted');
    fireEvent.click(signOut);
    await waitFor(() => expect(redirects.some((url) => new URL(url).pathname === '/session/end')).toBe(true), {
      timeout: 5_000,
    });
  });

  it('labels the dropdown with the mobile number in Persian digits when the name is empty', async () => {
    mockApi.use(respondWith('getProfile', fixtures.newMemberProfile));
    renderApp(paths.forbidden, { persona: 'newMember' });
    expect(await within(await header()).findByRole('button', { name: '۰۹۱۲۰۰۰۰۰۰۳' })).toBeInTheDocument();
  });

  it('moves links and account into a drawer on phones, where a member reads «ورود به اطلاعات کاربری»', async () => {
    const { user } = renderApp(paths.forbidden, { persona: 'student', viewport: 'mobile' });
    expect(screen.queryByRole('navigation', { name: 'منوی اصلی' })).not.toBeInTheDocument();
    // The bar keeps a way to the account next to the menu button.
    expect(await within(await header()).findByRole('link', { name: 'ورود به اطلاعات کاربری' })).toHaveAttribute(
      'href',
      paths.account,
    );
    await user.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByRole('link', { name: 'باشگاه چیست؟' })).toBeInTheDocument();
    expect(await within(drawer).findByRole('link', { name: 'ورود به اطلاعات کاربری' })).toHaveAttribute(
      'href',
      paths.account,
    );
    expect(within(drawer).getByRole('link', { name: 'جایزه‌ها' })).toHaveAttribute('href', paths.rewards);
    const signOut = within(drawer).getByRole('button', { name: 'خروج' });
    await user.click(signOut);
    // Under way: «خروج» cannot start a second sign-out, and the account button says so.
    await waitFor(() => expect(signOut).toBeDisabled());
    expect(within(drawer).getByRole('button', { name: 'در حال خروج…' })).toBeDisabled();
    // The phone's bar too (the drawer is a dialog inside it): its account icon becomes the same
    // busy, disabled control.
    const bar = screen.getByRole('banner', { hidden: true });
    const busy = within(bar).getAllByRole('button', { name: 'در حال خروج…', hidden: true });
    expect(busy.filter((control) => !drawer.contains(control))).toHaveLength(1);
    for (const control of busy) expect(control).toBeDisabled();
    expect(within(bar).queryByRole('link', { name: 'ورود به اطلاعات کاربری', hidden: true })).not.toBeInTheDocument();
  });
});
