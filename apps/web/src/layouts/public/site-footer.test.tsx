import { fixtures, respondWith } from '@clorofil/api-client/mocks';
import { screen, within } from '@testing-library/react';
import { paths } from '@clorofil/ui-rtl';
import { describe, expect, it } from 'vitest';
import { server, startMockApi } from '../../test-support/mock-api';
import { renderApp } from '../../test-support/render-app';

startMockApi();

describe('the public footer', () => {
  it('opens links to other sites in a new tab without giving them this window', async () => {
    server.use(
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
