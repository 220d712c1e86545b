import { csvFileResponse, defaultResolvers, handlerFor } from '@clorofil/api-client/mocks';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { staffHandlers } from '../mocks/handlers';
import { AuditPage } from './audit-page';

setupAppTests();

const route = paths.operator.audit;

describe('AuditPage (/operator/audit)', () => {
  it('sends the person and kind filters to the API and keeps them in the address', async () => {
    const queries: string[] = [];
    const record = handlerFor('getAuditTrail', (info) => {
      queries.push(new URL(info.request.url).search);
      return defaultResolvers.getAuditTrail(info);
    });
    const { user, router } = renderWithApp(<AuditPage />, { route, handlers: [record] });
    await screen.findByRole('table', { name: 'گزارش تغییرات' });
    await user.type(screen.getByRole('textbox', { name: 'موبایل انجام‌دهنده' }), '۰۹۱۲۰۰۰۰۰۱۲');
    await user.selectOptions(screen.getByRole('combobox', { name: 'نوع تغییر' }), 'role.grant');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    // formik validates before it submits, so the address changes a few ticks after the click.
    await waitFor(() => expect(router.state.location.search).toBe('?actor=09120000012&kind=role.grant'));
    await waitFor(() => expect(queries.at(-1)).toBe('?actor=09120000012&kind=role.grant'));
  });

  it('takes a Jalali date range, typed or picked, and asks the API for its calendar days', async () => {
    const queries: string[] = [];
    const record = handlerFor('getAuditTrail', (info) => {
      queries.push(new URL(info.request.url).search);
      return defaultResolvers.getAuditTrail(info);
    });
    const { user, router } = renderWithApp(<AuditPage />, { route, handlers: [record] });
    await screen.findByRole('table', { name: 'گزارش تغییرات' });
    await user.type(screen.getByRole('textbox', { name: 'از تاریخ' }), '۱۴۰۵/۰۹/۰۱');
    const [, toPicker] = screen.getAllByRole('button', { name: 'انتخاب از تقویم' });
    await user.click(toPicker!);
    await user.selectOptions(screen.getByRole('combobox', { name: 'سال پایان' }), '1405');
    await user.selectOptions(screen.getByRole('combobox', { name: 'ماه پایان' }), '9');
    await user.selectOptions(screen.getByRole('combobox', { name: 'روز پایان' }), '13');
    expect(screen.getByRole('textbox', { name: 'تا تاریخ' })).toHaveValue('۱۴۰۵/۰۹/۱۳');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=1405%2F09%2F01&to=1405%2F09%2F13'));
    await waitFor(() => expect(queries.at(-1)).toBe('?from=2026-11-22&to=2026-12-04'));
  });

  it('refuses a range that ends before it starts', async () => {
    const { user, router } = renderWithApp(<AuditPage />, { route });
    await screen.findByRole('table', { name: 'گزارش تغییرات' });
    await user.type(screen.getByRole('textbox', { name: 'از تاریخ' }), '1405/09/10');
    await user.type(screen.getByRole('textbox', { name: 'تا تاریخ' }), '1405/09/01');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(await screen.findByText('پایان بازه نباید پیش از آغاز آن باشد')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('refuses a wrong mobile in the filter with a Persian message, asking nothing', async () => {
    const { user, router } = renderWithApp(<AuditPage />, { route });
    await screen.findByRole('table', { name: 'گزارش تغییرات' });
    await user.type(screen.getByRole('textbox', { name: 'موبایل انجام‌دهنده' }), '123');
    await user.click(screen.getByRole('button', { name: 'اعمال فیلتر' }));
    expect(await screen.findByText('شمارهٔ موبایل درست نیست؛ مانند ۰۹۱۲۳۴۵۶۷۸۹')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('opens a change to its before/after diff and rolls it back only with a reason', async () => {
    const rollbacks: unknown[] = [];
    const record = handlerFor('rollbackAudit', async (info) => {
      rollbacks.push(await info.request.clone().json());
      return defaultResolvers.rollbackAudit(info);
    });
    const { user } = renderWithApp(<AuditPage />, {
      route,
      handlers: [record, ...staffHandlers.auditWithRollback],
    });
    await user.click(await screen.findByRole('button', { name: 'جزئیات تغییر ۳' }));
    const diff = screen.getByRole('table', { name: 'پیش و پس از تغییر' });
    const price = within(diff).getByText('price').closest('tr')!;
    expect(price).toHaveAttribute('data-changed');
    expect(price).toHaveTextContent('400');
    expect(price).toHaveTextContent('350');
    expect(within(diff).getByText('title').closest('tr')).not.toHaveAttribute('data-changed');
    await user.click(screen.getByRole('button', { name: 'بازگرداندن' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'بازگرداندن' }));
    expect(await within(dialog).findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(rollbacks).toEqual([]);
    await user.type(within(dialog).getByRole('textbox'), 'قیمت اشتباه بود');
    await user.click(within(dialog).getByRole('button', { name: 'بازگرداندن' }));
    expect(await screen.findByText('تغییر به نسخهٔ پیشین بازگردانده شد.')).toBeInTheDocument();
    expect(rollbacks).toEqual([{ reason: 'قیمت اشتباه بود' }]);
  });

  it('downloads every entry the filters on the address match as CSV, whichever page is on screen', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportAuditTrail', 'audit-trail-from-2026-11-22.csv');
    const { user } = renderWithApp(<AuditPage />, {
      route: `${route}?actor=09120000012&kind=role.grant&from=1405%2F09%2F01&page=2`,
      handlers: [file.handler],
    });
    await screen.findByRole('table', { name: 'گزارش تغییرات' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['audit-trail-from-2026-11-22.csv']));
    expect(file.asked).toEqual(['?actor=09120000012&kind=role.grant&from=2026-11-22']);
  });

  it('says when nothing matches, and offers no file of nothing', async () => {
    renderWithApp(<AuditPage />, { route, handlers: staffHandlers.auditEmpty });
    expect(await screen.findByText('تغییری با این فیلترها ثبت نشده است')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });
});
