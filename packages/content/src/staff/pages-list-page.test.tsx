import { csvFileResponse, errorResponse, respondWith, staffPageFixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
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

  it('downloads the pages the state filter leaves as CSV', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportStaffPages', 'pages-draft.csv');
    const { user } = renderWithApp(<PagesListPage />, {
      route: `${paths.operator.pages}?state=draft`,
      persona: 'reviewer',
      handlers: [file.handler],
    });
    await screen.findByRole('link', { name: 'درباره‌ی ما' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['pages-draft.csv']));
    expect(file.asked).toEqual(['?state=draft']);
  });

  it('has its empty and error states, and offers no file of nothing', async () => {
    const empty = renderWithApp(<PagesListPage />, {
      route: paths.operator.pages,
      persona: 'reviewer',
      handlers: [respondWith('listStaffPages', [])],
    });
    expect(await screen.findByText('صفحه‌ای پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
    empty.unmount();
    renderWithApp(<PagesListPage />, {
      route: paths.operator.pages,
      persona: 'reviewer',
      handlers: [errorResponse('listStaffPages', 500)],
    });
    expect(await screen.findByText('فهرست صفحه‌ها دریافت نشد.')).toBeInTheDocument();
  });
});
