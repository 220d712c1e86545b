import { errorResponse, respondWith, staffPageFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PagesListPage } from './pages-list-page';

setupAppTests();

describe('the pages list', () => {
  it('shows each page’s state, last publish and publisher, linking to its editor', async () => {
    renderWithApp(<PagesListPage />, { route: paths.operator.pages, persona: 'reviewer' });
    const link = await screen.findByRole('link', { name: 'درباره‌ی ما' });
    expect(link).toHaveAttribute('href', paths.operator.page('about-us'));
    const row = link.closest('tr')!;
    expect(within(row).getByText('پیش‌نویس در انتظار انتشار')).toBeInTheDocument();
    expect(row).toHaveTextContent('۰۹۱۲۰۰۰۰۰۱۰');
    const seedRow = screen.getByRole('link', { name: 'تماس با ما' }).closest('tr')!;
    expect(seedRow).toHaveTextContent('متن اولیه');
    expect(screen.getAllByRole('row')).toHaveLength(staffPageFixtures.list.length + 1);
  });

  it('filters by state from the address', async () => {
    renderWithApp(<PagesListPage />, { route: `${paths.operator.pages}?state=draft`, persona: 'reviewer' });
    await screen.findByRole('link', { name: 'درباره‌ی ما' });
    expect(screen.getAllByRole('row')).toHaveLength(2);
  });

  it('has its empty and error states', async () => {
    const empty = renderWithApp(<PagesListPage />, {
      route: paths.operator.pages,
      persona: 'reviewer',
      handlers: [respondWith('listStaffPages', [])],
    });
    expect(await screen.findByText('صفحه‌ای پیدا نشد.')).toBeInTheDocument();
    empty.unmount();
    renderWithApp(<PagesListPage />, {
      route: paths.operator.pages,
      persona: 'reviewer',
      handlers: [errorResponse('listStaffPages', 500)],
    });
    expect(await screen.findByText('فهرست صفحه‌ها دریافت نشد.')).toBeInTheDocument();
  });
});
