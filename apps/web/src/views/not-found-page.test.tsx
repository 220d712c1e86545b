import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

describe('unknown addresses', () => {
  it('shows the Persian not-found screen with the way back to the main page', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toHaveAttribute('href', '/');
  });

  it('answers /404 with the same screen', async () => {
    renderApp('/404');
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
  });
});
