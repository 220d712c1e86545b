import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';
import { BOTTOM_NAV_HEIGHT } from './bottom-nav';
import { setupAppTests } from '@clorofil/auth/testing';
import { BOTTOM_BAR_HEIGHT_VAR } from '@clorofil/ui-rtl';

setupAppTests();

describe('the profile layout', () => {
  it('puts the side menu beside the page on desktop, without a bottom bar', async () => {
    renderApp(paths.dashboard, { persona: 'student' });
    expect(await screen.findByRole('navigation', { name: 'منوی باشگاه' })).toBeInTheDocument();
    expect(screen.getByText('باشگاه مشتریان')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'دسترسی سریع' })).not.toBeInTheDocument();
    expect(document.documentElement.style.scrollPaddingBlockEnd).toBe('');
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_VAR)).toBe('');
  });

  it('gives phones the fixed bottom bar (rewards, discount codes, scores) and the menu in a drawer', async () => {
    const { user, router } = renderApp(paths.dashboard, { persona: 'student', viewport: 'mobile' });
    const bar = await screen.findByRole('navigation', { name: 'دسترسی سریع' });
    const links = within(bar).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['جایزه‌ها', paths.rewards],
      ['کد تخفیف', paths.discountCodes],
      ['کلروفیل‌های من', paths.scores],
    ]);
    expect(screen.queryByRole('navigation', { name: 'منوی باشگاه' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'اطلاعات کاربری' })).toHaveAttribute('href', paths.account);
    // A control reached with Tab is scrolled into view above the bar, not under it.
    await waitFor(() => expect(document.documentElement.style.scrollPaddingBlockEnd).toBe(BOTTOM_NAV_HEIGHT));
    // Toasts rise above it too.
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_VAR)).toBe(BOTTOM_NAV_HEIGHT);

    await user.click(screen.getByRole('button', { name: 'باز کردن منو' }));
    const drawer = await screen.findByRole('dialog', { name: 'باشگاه مشتریان' });
    await user.click(within(drawer).getByRole('link', { name: 'کلروفیل‌های من' }));
    // Following a link closes the drawer; the page stays in this layout.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.scores), { timeout: 20_000 });
  });

  it('sends a visitor to sign in, saying «please wait» instead of showing the member area', async () => {
    const { redirects } = renderApp(paths.dashboard);
    // The lazy layout and sign-in code load first: well over findBy's second on a busy CI machine.
    // Found and checked in one go: CI once found the text and then failed on the next line, 53 ms in,
    // with «element could not be found in the document» (the loader it found had been replaced).
    await waitFor(() => expect(screen.getByText('لطفاً چند لحظه صبر کنید…')).toBeInTheDocument(), { timeout: 10_000 });
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(screen.queryByRole('navigation', { name: 'منوی باشگاه' })).not.toBeInTheDocument();
  });
});
