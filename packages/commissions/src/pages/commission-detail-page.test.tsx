import { mockApi, requestedPaths } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commissionsHandlers } from '../mocks/handlers';
import { CommissionDetailPage } from './commission-detail-page';

setupAppTests();

const open = (route: string, options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<CommissionDetailPage />, {
    persona: 'partner',
    route,
    path: route.startsWith(paths.commissionsShort) ? paths.patterns.commissionShort : paths.patterns.commission,
    routes: [{ path: paths.commissions, element: <p>فهرست کمیسیون‌ها</p> }],
    ...options,
  });

describe('CommissionDetailPage', () => {
  it('summarises the code: uses, discount, total sales and commission rate', async () => {
    open(paths.commission(11));
    await screen.findByRole('table', { name: 'سفارش‌های این کد تخفیف' });
    const facts = screen.getAllByRole('term').map((term) => `${term.textContent}: ${term.nextSibling?.textContent}`);
    expect(facts).toEqual([
      'کد تخفیف: SARA-MOH-15',
      'تعداد استفاده: ۳',
      'درصد تخفیف: ۱۵٪',
      'مبلغ کل فروش: ۲۵٬۲۰۰٬۰۰۰ ریال۲٬۵۲۰٬۰۰۰ تومان',
      'درصد کمیسیون: ۵٪',
      'کمیسیون شما: ۱٬۲۶۰٬۰۰۰ ریال۱۲۶٬۰۰۰ تومان',
    ]);
  });

  it("lists the orders with the buyer's first name and initial and products as 'title (N copies)'", async () => {
    open(paths.commission(11), { handlers: commissionsHandlers.detailMany });
    const table = await screen.findByRole('table', { name: 'سفارش‌های این کد تخفیف' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(first).toHaveTextContent('مریم ک.');
    expect(first).not.toHaveTextContent('کاظمی');
    expect(first).toHaveTextContent('ریاضی هفتم، کار (۱ نسخه)');
    expect(first).toHaveTextContent('فیزیک دهم، پرسمان (۱ نسخه)');
    expect(table.textContent).not.toMatch(/حسین نوری|زهرا امینی/);
  });

  it('pages through fourteen orders in the address and keeps the page on reload', async () => {
    const { user, router, unmount } = open(paths.commission(11), { handlers: commissionsHandlers.detailMany });
    const table = await screen.findByRole('table', { name: 'سفارش‌های این کد تخفیف' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'صفحه بعد' }));
    expect(router.state.location.search).toBe('?page=2');
    const rows = within(screen.getByRole('table', { name: 'سفارش‌های این کد تخفیف' })).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(rows[4]!).getAllByRole('cell')[0]).toHaveTextContent('۱۴');
    unmount();
    open(`${paths.commission(11)}?page=2`, { viewport: 'mobile', handlers: commissionsHandlers.detailMany });
    const cards = await screen.findByRole('list', { name: 'سفارش‌های این کد تخفیف' });
    // One card per order (each card lists its products in a list of its own).
    expect(Array.from(cards.children)).toHaveLength(6);
    expect(screen.getByRole('button', { name: 'صفحه ۲' })).toHaveAttribute('aria-current', 'page');
  });

  it("shows not-found for a code that is not the member's (the API's 404)", async () => {
    open(paths.commission(999), { handlers: commissionsHandlers.detailNotFound });
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به کمیسیون‌ها' })).toHaveAttribute('href', paths.commissions);
  });

  it('shows not-found for an address that is not an id, without asking the API', async () => {
    open(paths.commissionShort('abc'));
    expect(await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بازگشت به کمیسیون‌ها' })).toHaveAttribute('href', paths.commissionsShort);
    expect(requestedPaths().some((path) => path.includes('/Commission/'))).toBe(false);
  });

  it('says the details could not be fetched, then retries', async () => {
    const { user } = open(paths.commission(11), { handlers: commissionsHandlers.detailFailing });
    expect(await screen.findByText('هنگام دریافت جزئیات خطایی رخ داد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table', { name: 'سفارش‌های این کد تخفیف' })).toBeInTheDocument();
  });

  it('has an empty state for a code nobody has used yet, and a loader', async () => {
    const first = open(paths.commission(12));
    expect(await screen.findByText('هنوز سفارشی با این کد تخفیف ثبت نشده است.')).toBeInTheDocument();
    first.unmount();
    open(paths.commission(11), { handlers: commissionsHandlers.detailLoading });
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری');
  });

  it('goes back to the report with the back arrow', async () => {
    const { user, router } = open(paths.commission(11));
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'بازگشت' }));
    expect(router.state.location.pathname).toBe(paths.commissions);
  });
});
