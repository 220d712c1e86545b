import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as the page heading without a back arrow by default', () => {
    renderWithProviders(<PageHeader title="اطلاعات کاربری" />);
    expect(screen.getByRole('heading', { level: 1, name: 'اطلاعات کاربری' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'بازگشت' })).not.toBeInTheDocument();
  });

  it('goes back to the previous page', async () => {
    const { user, router } = renderWithProviders(<PageHeader title="جزئیات جایزه" showBack />, {
      route: '/rewards/7',
      routes: [{ path: '/rewards', element: <p>فهرست جایزه‌ها</p> }],
    });
    await router.navigate('/rewards');
    await router.navigate('/rewards/7');
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    expect(await screen.findByText('فهرست جایزه‌ها')).toBeInTheDocument();
  });

  it('calls a custom back handler instead of navigating', async () => {
    const onBack = vi.fn();
    const { user, router } = renderWithProviders(<PageHeader title="جزئیات" showBack onBack={onBack} />, {
      route: '/x',
    });
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    expect(onBack).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/x');
  });
});
