import { fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { screen, within } from '@testing-library/react';
import { paths } from '@clorofil/app-kit';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

describe('the public footer', () => {
  it('opens links to other sites in a new tab without giving them this window', async () => {
    mockApi.use(
      respondWith('getPages', [
        ...fixtures.pages,
        { ...fixtures.pages[2]!, slug: 'link-1', title: 'فروشگاه کتاب', url: 'https://shop.example.ir/', order: 100 },
      ]),
    );
    renderApp(paths.forbidden);
    const footer = await screen.findByRole('contentinfo');
    const shop = await within(footer).findByRole('link', { name: 'فروشگاه کتاب' });
    expect(shop).toHaveAttribute('href', 'https://shop.example.ir/');
    expect(shop).toHaveAttribute('target', '_blank');
    expect(shop.getAttribute('rel')).toMatch(/noopener/);

    const about = within(footer).getByRole('link', { name: 'درباره ما' });
    expect(about).toHaveAttribute('href', paths.page('about-us'));
    expect(about).not.toHaveAttribute('target');
    // Header-menu pages stay in the header.
    expect(within(footer).queryByRole('link', { name: 'باشگاه چیست؟' })).not.toBeInTheDocument();
  });

  it('shows the copyright in both calendars with Persian digits, and the logo', async () => {
    renderApp(paths.forbidden);
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('© ۲۰۲۴ / ۱۴۰۳');
    expect(within(footer).getByTestId('logo')).toHaveTextContent('کلروفیل');
  });
});
