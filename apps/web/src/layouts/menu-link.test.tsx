import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { screen } from '@testing-library/react';
import { Gift } from 'lucide-react';
import { describe, expect, it, vi } from 'vitest';
import { MenuLink } from './menu-link';

const rewards = { path: '/rewards', icon: Gift, label: 'جایزه‌ها' };

describe('a menu link', () => {
  it('leads to its page and is named by its label alone, its icon hidden from assistive technology', () => {
    renderWithProviders(<MenuLink entry={rewards} />);
    const link = screen.getByRole('link', { name: 'جایزه‌ها' });
    expect(link).toHaveAttribute('href', '/rewards');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks itself as the page on show where the router is at its address, and only there', () => {
    renderWithProviders(<MenuLink entry={rewards} />, { route: '/rewards' });
    expect(screen.getByRole('link', { name: 'جایزه‌ها' })).toHaveAttribute('aria-current', 'page');
  });

  it('is not marked on another page', () => {
    renderWithProviders(<MenuLink entry={rewards} />, { route: '/scores' });
    expect(screen.getByRole('link', { name: 'جایزه‌ها' })).not.toHaveAttribute('aria-current');
  });

  it('follows an explicit `current` over its address, for an entry whose page has other addresses too', () => {
    const { unmount } = renderWithProviders(<MenuLink entry={rewards} current />, {
      route: '/rewards/12',
      path: '/rewards/:id',
    });
    expect(screen.getByRole('link', { name: 'جایزه‌ها' })).toHaveAttribute('aria-current', 'page');
    unmount();
    renderWithProviders(<MenuLink entry={rewards} current={false} />, { route: '/rewards' });
    expect(screen.getByRole('link', { name: 'جایزه‌ها' })).not.toHaveAttribute('aria-current');
  });

  it('tells its menu when it navigates, so a menu in a drawer closes', async () => {
    const onNavigate = vi.fn();
    const { user, router } = renderWithProviders(<MenuLink entry={rewards} onNavigate={onNavigate} />, {
      routes: [{ path: '/rewards', element: <p>جایزه‌ها</p> }],
    });
    await user.click(screen.getByRole('link', { name: 'جایزه‌ها' }));
    expect(onNavigate).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/rewards');
  });
});
