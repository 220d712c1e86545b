import { errorResponse, fixtures } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
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
