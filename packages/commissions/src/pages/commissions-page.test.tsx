import { apiQueries } from '@clorofil/api-client';
import { createTestQueryClient, fixtures, mockApi, requestedPaths, respondWith } from '@clorofil/api-client/testing';
import { formatJalaliDate } from '@clorofil/ui-rtl';
import { renderWithApp, setupAppTests, withCommitLog } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CommissionCodesReport } from '../components/commission-codes/commission-codes-report';
import { PaymentsReport } from '../components/payments/payments-report';
import { commissionsHandlers } from '../mocks/handlers';
import { CommissionsPage } from './commissions-page';

setupAppTests();

const open = (route: string, options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<CommissionsPage />, {
    persona: 'partner',
    route,
    path: route.startsWith(paths.commissionsShort) ? paths.commissionsShort : paths.commissions,
    routes: [paths.patterns.commission, paths.patterns.commissionShort].map((path) => ({
      path,
      element: <p>جزئیات</p>,
    })),
    ...options,
  });

describe('CommissionsPage, discount codes tab', () => {
  it('shows every code on desktop with a total row of uses and commission in rial and toman', async () => {
    open(paths.commissions);
    const table = await screen.findByRole('table', { name: 'کمیسیون کدهای تخفیف' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4); // header, two codes, total
    // A discount code is shown as issued (the buyer types it into the shop), not in Persian digits.
    expect(rows[1]).toHaveTextContent('SARA-MOH-15');
    expect(rows[1]).toHaveTextContent('۱۵٪');
    expect(rows[1]).toHaveTextContent('۱٬۲۶۰٬۰۰۰ ریال');
    expect(rows[1]).toHaveTextContent('۱۲۶٬۰۰۰ تومان');
    expect(rows[2]).toHaveTextContent('بدون تاریخ انقضا');
    const total = rows[3]!;
    expect(total).toHaveTextContent('جمع کل');
    expect(within(total).getAllByRole('cell')[4]).toHaveTextContent('۳');
    expect(total).toHaveTextContent('۱٬۲۶۰٬۰۰۰ ریال');
  });

  it.each([
    ['codes', <CommissionCodesReport />, apiQueries.commissions().queryKey, 'کمیسیون کدهای تخفیف'],
    ['payments', <PaymentsReport />, apiQueries.payments().queryKey, 'پرداخت‌های کمیسیون'],
  ] as const)(
    'renders the %s table in a deferred render of its own, not in the update that brings the answer',
    async (_name, report, queryKey, tableName) => {
      const queryClient = createTestQueryClient();
      const { ui, log } = withCommitLog(report, () => ({
        answered: queryClient.getQueryData(queryKey) !== undefined,
        table: screen.queryByRole('table', { name: tableName }) !== null,
      }));
      renderWithApp(ui, { persona: 'partner', route: paths.commissions, path: paths.commissions, queryClient });
      expect(await screen.findByRole('table', { name: tableName })).toBeInTheDocument();
      // React renders a transition in slices; the answer's own update is synchronous, one long task.
      expect(log).toContainEqual({ answered: true, table: false });
    },
  );

  it('opens a code’s detail from its row', async () => {
    const { user, router } = open(paths.commissions);
    const link = await screen.findByRole('link', { name: 'مشاهدهٔ جزئیات کد SARA-MOH-15' });
    expect(link).toHaveAttribute('href', paths.commission(11));
    await user.click(screen.getAllByRole('row')[2]!);
    expect(router.state.location.pathname).toBe(paths.commission(12));
  });

  it.each(['desktop', 'mobile'] as const)(
    'marks codes past their validity «منقضی شده» (%s), as a member’s own expired codes are',
    async (viewport) => {
      const day = 86_400_000;
      const row = fixtures.commissions[0]!;
      const codes = [
        { ...row, id: 21, code: 'KETAB20', validityDate: new Date(Date.now() - 55 * day).toISOString() },
        { ...row, id: 22, code: 'MADRESE12', validityDate: new Date(Date.now() - 195 * day).toISOString() },
        { ...row, id: 23, code: 'SARA-MOH-15', validityDate: new Date(Date.now() + 20 * day).toISOString() },
        { ...row, id: 24, code: 'SARA-KONKUR', validityDate: null },
      ];
      mockApi.use(respondWith('getCommissions', codes));
      open(paths.commissions, { viewport });
      const report = await screen.findByRole(viewport === 'desktop' ? 'table' : 'list', {
        name: 'کمیسیون کدهای تخفیف',
      });
      const rows = within(report)
        .getAllByRole(viewport === 'desktop' ? 'row' : 'listitem')
        .filter((item) => /KETAB20|MADRESE12|SARA-MOH-15|SARA-KONKUR/.test(item.textContent ?? ''));
      expect(rows).toHaveLength(4);
      const marked = rows.map((item) => within(item).queryByText('منقضی شده') !== null);
      expect(marked).toEqual([true, true, false, false]);
      // The same marker as on «کدهای تخفیف من»: the design system's badge.
      expect(within(rows[0]!).getByText('منقضی شده')).toHaveAttribute('data-expired-badge');
      expect(rows[0]).toHaveTextContent(formatJalaliDate(codes[0]!.validityDate!));
    },
  );

  it('shows cards with «مشاهدهٔ جزئیات» on a phone, in the reading the member came by', async () => {
    open(paths.commissionsShort, { viewport: 'mobile' });
    const list = await screen.findByRole('list', { name: 'کمیسیون کدهای تخفیف' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const links = within(list).getAllByRole('link', { name: 'مشاهدهٔ جزئیات' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      paths.commissionShort(11),
      paths.commissionShort(12),
    ]);
    expect(list).toHaveTextContent('جمع کل');
  });

  it('says so when there is no report, and offers a retry after a failure', async () => {
    const empty = open(paths.commissions, { handlers: commissionsHandlers.commissionsEmpty });
    expect(await screen.findByText('گزارشی برای نمایش وجود ندارد')).toBeInTheDocument();
    empty.unmount();
    const { user } = open(paths.commissions, { handlers: commissionsHandlers.commissionsFailing });
    expect(await screen.findByText('هنگام دریافت کمیسیون‌ها خطایی رخ داد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByRole('table')).toHaveTextContent('SARA-MOH-15');
  });

  it('shows a loader while the report is on its way', async () => {
    open(paths.commissions, { handlers: commissionsHandlers.commissionsLoading });
    expect(await screen.findByRole('status')).toHaveTextContent('در حال بارگذاری');
  });
});

describe('CommissionsPage, payments tab', () => {
  it('keeps the tab in the address, so reload and back return to it', async () => {
    const { user, router } = open(paths.commissions);
    await screen.findByRole('table', { name: 'کمیسیون کدهای تخفیف' });
    await user.click(screen.getByRole('tab', { name: 'پرداخت‌ها' }));
    expect(router.state.location.search).toBe('?tab=payments');
    expect(await screen.findByRole('table', { name: 'پرداخت‌های کمیسیون' })).toHaveTextContent('۱۴۰۳۱۰۱۶۰۰۰۱');
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'کدهای تخفیف', selected: true })).toBeInTheDocument();
  });

  it('pages through payments in the address: ten rows on desktop, numbering carried on', async () => {
    const { user, router } = open(`${paths.commissions}?tab=payments`, { handlers: commissionsHandlers.paymentsMany });
    const table = await screen.findByRole('table', { name: 'پرداخت‌های کمیسیون' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    await user.click(screen.getByRole('button', { name: 'صفحه ۲' }));
    expect(router.state.location.search).toBe('?tab=payments&page=2');
    const second = within(screen.getByRole('table')).getAllByRole('row');
    expect(second).toHaveLength(5);
    expect(within(second[1]!).getAllByRole('cell')[0]).toHaveTextContent('۱۱');
  });

  it('opens at the page the address names, six cards to a page on a phone', async () => {
    open(`${paths.commissions}?tab=payments&page=۳`, {
      viewport: 'mobile',
      handlers: commissionsHandlers.paymentsMany,
    });
    const list = await screen.findByRole('list', { name: 'پرداخت‌های کمیسیون' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'صفحه ۳' })).toHaveAttribute('aria-current', 'page');
  });

  it('has its own empty and failure states', async () => {
    const empty = open(`${paths.commissions}?tab=payments`, { handlers: commissionsHandlers.paymentsEmpty });
    expect(await screen.findByText('هنوز پرداختی به حساب شما انجام نشده است.')).toBeInTheDocument();
    empty.unmount();
    open(`${paths.commissions}?tab=payments`, { handlers: commissionsHandlers.paymentsFailing });
    expect(await screen.findByText('هنگام دریافت فهرست پرداخت‌ها خطایی رخ داد')).toBeInTheDocument();
    expect(requestedPaths()).not.toContain('/api/profile/Commission');
  });
});
