import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../router';

describe('unknown addresses', () => {
  it('shows the Persian not-found screen with the way back to the main page', async () => {
    renderWithProviders(<></>, { route: '/no/such/page', path: '/__ui-under-test', routes });
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toHaveAttribute('href', '/');
  });

  it('answers /404 with the same screen', async () => {
    renderWithProviders(<></>, { route: '/404', path: '/__ui-under-test', routes });
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
  });
});
