import { csvFileResponse, errorResponse, fixtures, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { MissionsPage } from './missions-page';

setupAppTests();

const rowTitles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryByRole('link')?.textContent)
    .filter(Boolean);

describe('the console’s missions list', () => {
  it('lists every mission with its goal, reward, counts, state and a link to it', async () => {
    renderWithApp(<MissionsPage />, { route: scoresPaths.missions, persona: 'reviewer' });
    const link = await screen.findByRole('link', { name: 'چالش کتاب‌خوانی پاییز' });
    expect(link).toHaveAttribute('href', scoresPaths.mission(1));
    expect(rowTitles()).toHaveLength(fixtures.staffMissions.length);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('۳ کالا');
    expect(row).toHaveTextContent('۱۴');
    expect(row).toHaveTextContent('در جریان');
  });

  it('keeps the state filter in the address and shows only the missions it matches', async () => {
    const { user, router } = renderWithApp(<MissionsPage />, { route: scoresPaths.missions, persona: 'reviewer' });
    await screen.findByRole('link', { name: 'چالش کتاب‌خوانی پاییز' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'upcoming');
    expect(router.state.location.search).toContain('state=upcoming');
    await waitFor(() => expect(rowTitles()).toEqual(['جشنوارهٔ کتاب زمستان']));
  });

  it('opens with the state its address names', async () => {
    renderWithApp(<MissionsPage />, { route: `${scoresPaths.missions}?state=ended`, persona: 'reviewer' });
    await waitFor(() => expect(rowTitles()).toEqual(['دو نظرسنجی در آبان']));
  });

  it('downloads the missions the state filter leaves as CSV, whatever words are typed in the search box', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportStaffMissions', 'missions-upcoming.csv');
    const { user } = renderWithApp(<MissionsPage />, {
      route: `${scoresPaths.missions}?state=upcoming`,
      persona: 'reviewer',
      handlers: [file.handler],
    });
    await waitFor(() => expect(rowTitles()).toEqual(['جشنوارهٔ کتاب زمستان']));
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['missions-upcoming.csv']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), '');
    await waitFor(() => expect(rowTitles()).toHaveLength(fixtures.staffMissions.length));
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(file.asked).toEqual(['?state=upcoming', '']));
  });

  it('offers no file when no mission is listed', async () => {
    renderWithApp(<MissionsPage />, {
      route: scoresPaths.missions,
      persona: 'reviewer',
      handlers: [respondWith('listStaffMissions', [])],
    });
    expect(await screen.findByText('مأموریتی با این فیلترها پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('shows the earning rules the API reports, each with where it comes from', async () => {
    renderWithApp(<MissionsPage />, { route: scoresPaths.missions, persona: 'reviewer' });
    const section = await screen.findByRole('region', { name: 'قواعد کسب امتیاز' });
    expect(await within(section).findByText('۱ کلروفیل به ازای هر ۱۰٬۰۰۰ تومان')).toBeInTheDocument();
    expect(within(section).getByText(/۵ کلروفیل برای هر نظرسنجی/)).toBeInTheDocument();
    expect(within(section).getByText(/۷ روز تقویمی تهران/)).toBeInTheDocument();
    expect(within(section).getByText('apps/api/src/domain/earning.ts · SURVEY_POINTS')).toBeInTheDocument();
  });

  it('says so when the list cannot be read, with a way to try again', async () => {
    renderWithApp(<MissionsPage />, {
      route: scoresPaths.missions,
      persona: 'reviewer',
      handlers: [errorResponse('listStaffMissions', 500), errorResponse('getEarningSettings', 500)],
    });
    expect(await screen.findByText('فهرست مأموریت‌ها دریافت نشد.')).toBeInTheDocument();
    expect(await screen.findByText('قواعد کسب امتیاز دریافت نشد.')).toBeInTheDocument();
  });
});
