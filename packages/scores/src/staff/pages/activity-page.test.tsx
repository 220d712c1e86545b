import { csvFileResponse, errorResponse, fixtures, mockApi, respondWith } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { scoresPaths } from '../../paths';
import { getSystem } from '@clorofil/ui-rtl';
import { activeColor, causeColors } from '../components/activity-charts';
import { breakdownColors } from '../components/activity-breakdowns';
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

  it("sets each prize of the wheel's table against its odds and daily budget", async () => {
    open();
    const prizes = await screen.findByRole('table', { name: 'جایزه‌های گردونه شانس: احتمال، چرخش‌ها و سقف روزانه' });
    const rows = within(prizes).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    // The fallback is named so; no budget, no days of it running out.
    expect(rows[0]).toHaveTextContent('پوچ (جایگزین)');
    expect(rows[0]).toHaveTextContent('۴۰٪');
    expect(rows[0]).toHaveTextContent('۱٬۲۹۰');
    expect(rows[0]).toHaveTextContent('۴۳٪');
    expect(rows[0]).toHaveTextContent('بدون سقف');
    // 50 points: 20 a day, spent on 6 days of the span.
    expect(rows[2]).toHaveTextContent('۲۰ در روز');
    expect(rows[2]).toHaveTextContent('۱۷٪');
    expect(within(rows[2]!).getAllByRole('cell').at(-1)?.textContent).toBe('۶');
    expect(rows[4]).toHaveTextContent('۰٫۵٪');
    expect(screen.getByText(/جدول شانس نسخهٔ ۳؛ ۳٬۰۰۰ چرخش در ۳۰ روز اخیر/)).toBeInTheDocument();
  });

  it('lists rewards bought in the span with the stock left', async () => {
    open();
    const rewards = await screen.findByRole('table', { name: 'خرید و موجودی هر جایزه' });
    const rows = within(rewards).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('کد تخفیف ۲۰٪ کتاب');
    expect(rows[0]).toHaveTextContent('۱۸۴');
    expect(rows[0]).toHaveTextContent('نامحدود');
    expect(rows[1]).toHaveTextContent('۹۷');
    expect(rows[1]).toHaveTextContent('۲۳');
  });

  it('counts the profiles waiting for review by how long they have waited', async () => {
    open();
    const queue = await screen.findByRole('table', { name: 'پرونده‌های در انتظار بررسی به تفکیک مدت انتظار' });
    const rows = within(queue).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'کمتر از ۱ روز۶۲۸',
      '۱ تا ۳ روز۵۱۶',
      '۳ تا ۷ روز۳۲۵',
      'بیش از ۷ روز۳۱۴',
    ]);
    expect(screen.getByText(/۲۳ پرونده در انتظار بررسی؛ قدیمی‌ترین از ۱۴۰۵\/۰۹\/۰۱/)).toBeInTheDocument();
  });

  it('downloads the chosen span as CSV', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportActivityReport', 'activity.csv');
    const { asked } = file;
    mockApi.use(file.handler);
    const { user } = open(`${scoresPaths.activity}?days=90`);
    await screen.findByRole('table', { name: 'اعضای فعال در هر روز' });
    await user.click(screen.getByRole('button', { name: 'دریافت روزها (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['activity.csv']));
    expect(asked).toEqual(['?days=90']);
    // Each list below the days downloads from its own heading.
    const queue = screen.getByRole('region', { name: 'صف بررسی نوع کاربری' });
    await user.click(within(queue).getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(asked[1]).toBe('?days=90&kind=queue');
  });

  it('says so when nothing happened in the span', async () => {
    mockApi.use(respondWith('getActivityReport', fixtures.emptyActivityReport));
    open();
    expect(await screen.findByText('در ۳۰ روز اخیر امتیازی جابه‌جا نشده و عضوی فعال نبوده است.')).toBeInTheDocument();
    expect(screen.getByText('هیچ گردونه‌ای جدول شانسِ در حال اجرا ندارد.')).toBeInTheDocument();
    expect(screen.getByText('جایزه‌ای در فروشگاه نیست.')).toBeInTheDocument();
    expect(screen.getByText('پرونده‌ای در انتظار بررسی نیست.')).toBeInTheDocument();
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
    for (const color of [activeColor, ...Object.values(causeColors), ...Object.values(breakdownColors)]) {
      expect(system.token(`colors.${color}`, 'missing'), color).not.toBe('missing');
    }
    expect(new Set(Object.values(causeColors)).size).toBe(Object.keys(causeColors).length);
  });
});
