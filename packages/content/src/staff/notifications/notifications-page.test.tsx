import { csvFileResponse, errorResponse, fixtures, handlerFor } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { NotificationsPage } from './notifications-page';

setupAppTests();

const rowLinks = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.getAttribute('href'))
    .filter(Boolean);

describe('the console’s notifications list', () => {
  it('lists every notification with its audience, window, reach and state, each linking to it', async () => {
    renderWithApp(<NotificationsPage />, { route: paths.operator.notifications, persona: 'reviewer' });
    const link = await screen.findByRole('link', { name: /ارسال سفارش‌های شما/ });
    expect(link).toHaveAttribute('href', paths.operator.notification(2));
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('فهرست شماره‌ها (۳ عضو)');
    expect(row).toHaveTextContent('پایان‌یافته');
    expect(rowLinks()).toHaveLength(fixtures.campaigns.length);
    expect(screen.getByRole('link', { name: 'اعلان تازه' })).toHaveAttribute('href', paths.operator.newNotification);
  });

  it('asks the API for one page at a time, the page in the address, and pages by the total it answers', async () => {
    const asked: URLSearchParams[] = [];
    const { user, router } = renderWithApp(<NotificationsPage />, {
      route: paths.operator.notifications,
      persona: 'reviewer',
      handlers: [
        handlerFor('listCampaigns', ({ request }) => {
          const query = new URL(request.url).searchParams;
          asked.push(query);
          const page = Number(query.get('page') ?? 1);
          const items = Array.from({ length: page < 3 ? 20 : 5 }, (_, index) => ({
            ...fixtures.campaigns[index % 4]!,
            id: page * 100 + index,
          }));
          return HttpResponse.json({ items, total: 45, page, pageSize: 20 });
        }),
      ],
    });
    expect(await screen.findByText('۴۵ مورد')).toBeInTheDocument();
    expect(rowLinks()).toHaveLength(20);
    expect(asked.at(-1)!.get('page')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'صفحه ۳' }));
    expect(router.state.location.search).toContain('page=3');
    await waitFor(() => expect(rowLinks()).toHaveLength(5));
    expect(asked.at(-1)!.get('page')).toBe('3');
    expect(rowLinks()[0]).toBe(paths.operator.notification(300));
  });

  it('sends its filters, search and order to the API, starting again at page 1', async () => {
    const asked: URLSearchParams[] = [];
    const { user } = renderWithApp(<NotificationsPage />, {
      route: `${paths.operator.notifications}?page=2`,
      persona: 'reviewer',
      handlers: [
        handlerFor('listCampaigns', ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return HttpResponse.json({ items: fixtures.campaigns, total: 24, page: 1, pageSize: 20 });
        }),
      ],
    });
    await screen.findByRole('link', { name: /جشنوارهٔ پاییزه/ });
    expect(asked.at(-1)!.get('page')).toBe('2');
    await user.selectOptions(screen.getByRole('combobox', { name: 'مخاطبان' }), 'teacher');
    await waitFor(() => expect(asked.at(-1)!.get('audience')).toBe('teacher'));
    expect(asked.at(-1)!.get('page')).toBeNull();
    await user.click(screen.getByRole('button', { name: /دیده‌شده/ }));
    await waitFor(() => expect(asked.at(-1)!.get('sort')).toBe('delivered'));
    await user.type(screen.getByRole('searchbox'), 'کارگاه');
    await waitFor(() => expect(asked.at(-1)!.get('q')).toBe('کارگاه'));
    expect(Object.fromEntries(asked.at(-1)!)).toEqual({ audience: 'teacher', sort: 'delivered', q: 'کارگاه' });
  });

  it('keeps the state filter in the address and shows only what it matches', async () => {
    const { user, router } = renderWithApp(<NotificationsPage />, {
      route: paths.operator.notifications,
      persona: 'reviewer',
    });
    await screen.findByRole('link', { name: /جشنوارهٔ پاییزه/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'withdrawn');
    expect(router.state.location.search).toContain('state=withdrawn');
    await waitFor(() => expect(rowLinks()).toEqual([paths.operator.notification(1)]));
  });

  it('opens with the audience filter its address names', async () => {
    renderWithApp(<NotificationsPage />, {
      route: `${paths.operator.notifications}?audience=teacher`,
      persona: 'reviewer',
    });
    await waitFor(() => expect(rowLinks()).toEqual([paths.operator.notification(3)]));
  });

  it('downloads every page of what its filters, search and order match as CSV', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportCampaigns', 'notifications-teacher.csv');
    const { user } = renderWithApp(<NotificationsPage />, {
      route: `${paths.operator.notifications}?audience=teacher&q=${encodeURIComponent('جشنواره')}&sort=delivered&page=2`,
      persona: 'reviewer',
      handlers: [
        handlerFor('listCampaigns', () =>
          HttpResponse.json({ items: fixtures.campaigns, total: 45, page: 2, pageSize: 20 }),
        ),
        file.handler,
      ],
    });
    await screen.findByText('۴۵ مورد');
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['notifications-teacher.csv']));
    expect([...new URLSearchParams(file.asked[0]).entries()]).toEqual([
      ['audience', 'teacher'],
      ['q', 'جشنواره'],
      ['sort', 'delivered'],
    ]);
  });

  it('offers no file when nothing matches', async () => {
    renderWithApp(<NotificationsPage />, {
      route: paths.operator.notifications,
      persona: 'reviewer',
      handlers: [handlerFor('listCampaigns', () => HttpResponse.json({ items: [], total: 0, page: 1, pageSize: 20 }))],
    });
    expect(await screen.findByText('اعلانی پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('says so when the list cannot be read, with a way to try again', async () => {
    renderWithApp(<NotificationsPage />, {
      route: paths.operator.notifications,
      persona: 'reviewer',
      handlers: [errorResponse('listCampaigns', 500, { Message: 'خطای سرور' })],
    });
    expect(await screen.findByText('فهرست اعلان‌ها دریافت نشد.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /تلاش دوباره/ })).toBeInTheDocument();
  });
});
