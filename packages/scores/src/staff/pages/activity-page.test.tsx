import { errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { getSystem } from '@clorofil/ui-rtl';
import { activeColor, causeColors } from '../components/activity-charts';
import { ActivityPage } from './activity-page';

setupAppTests();

const open = (route: string = scoresPaths.activity) => renderWithApp(<ActivityPage />, { route, persona: 'reviewer' });

describe('the activity charts', () => {
  it('follows each chart with its figures as a table, newest day first, Jalali and Persian digits', async () => {
    open();
    const issued = await screen.findByRole('table', { name: 'امتیاز صادرشده و خرج‌شده در هر روز' });
    const first = within(issued).getAllByRole('row')[1]!;
    // 13 Azar 1405: orders 1,755 + missions 330 + wheel 242 issued, 1,230 spent.
    expect(first).toHaveTextContent('۱۴۰۵/۰۹/۱۳');
    expect(first).toHaveTextContent('۲٬۳۲۷');
    expect(first).toHaveTextContent('۱٬۲۳۰');
    // Only the causes that issued anything get a column.
    expect(within(issued).getByRole('columnheader', { name: /هدیه/ })).toBeInTheDocument();
    expect(within(issued).queryByRole('columnheader', { name: /برگشت کد معیوب/ })).not.toBeInTheDocument();
    const active = screen.getByRole('table', { name: 'اعضای فعال در هر روز' });
    expect(within(active).getAllByRole('row')[1]).toHaveTextContent('۲۱۲');
    expect(screen.getByRole('heading', { name: 'اعضای فعال در هر روز' })).toBeInTheDocument();
  });

  it('asks for the chosen span, kept in the address', async () => {
    const asked: (string | null)[] = [];
    mockApi.use(
      http.get('*/api/staff/Reports/Activity', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('days'));
        return HttpResponse.json(fixtures.activityReport);
      }),
    );
    const { user, router } = open();
    await screen.findByRole('table', { name: 'اعضای فعال در هر روز' });
    await user.click(screen.getByRole('button', { name: '۹۰ روز' }));
    expect(await screen.findByRole('button', { name: '۹۰ روز', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?days=90'));
    await waitFor(() => expect(asked.at(-1)).toBe('90'));
    expect(asked[0]).toBe('30');
  });

  it('says so when nothing happened in the span', async () => {
    mockApi.use(respondWith('getActivityReport', fixtures.emptyActivityReport));
    open();
    expect(await screen.findByText('در ۳۰ روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers to try again when the report cannot be read', async () => {
    mockApi.use(errorResponse('getActivityReport', 500));
    const { user } = open();
    expect(await screen.findByText('گزارش فعالیت دریافت نشد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table', { name: 'اعضای فعال در هر روز' })).toBeInTheDocument();
  });
});

describe('the charts’ colours', () => {
  it('names only colours our theme defines (an unknown one draws nothing)', () => {
    const system = getSystem();
    for (const color of [activeColor, ...Object.values(causeColors)]) {
      expect(system.token(`colors.${color}`, 'missing'), color).not.toBe('missing');
    }
    expect(new Set(Object.values(causeColors)).size).toBe(Object.keys(causeColors).length);
  });
});
