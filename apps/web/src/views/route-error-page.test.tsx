import { renderWithProviders } from '@clorofil/ui-rtl/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorPage } from './route-error-page';

function Boom(): never {
  throw new Error('kaboom');
}

describe('the router error view', () => {
  it('replaces a crashed screen with a Persian message, a reload button and the way home', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(<></>, {
      path: '/__ui-under-test',
      route: '/',
      routes: [{ path: '/', element: <Boom />, errorElement: <RouteErrorPage /> }],
    });
    expect(await screen.findByText('خطای غیرمنتظره‌ای در برنامه رخ داد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'بارگذاری دوباره' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /بازگشت به صفحه اصلی/ })).toBeInTheDocument();
  });
});
