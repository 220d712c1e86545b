import { memberCareMessages } from '@clorofil/api-client/contract';
import {
  csvFileResponse,
  defaultResolvers,
  errorResponse,
  handlerFor,
  respondWith,
} from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberCarePaths } from '../paths';
import { ApprovalsPage } from './approvals-page';

setupAppTests();

const render = (
  handlers: NonNullable<Parameters<typeof renderWithApp>[1]>['handlers'] = [],
  route: string = memberCarePaths.approvals,
) => renderWithApp(<ApprovalsPage />, { route, persona: 'reviewer', handlers });

const finance = respondWith('getStaffMe', {
  mobile: '09120000013',
  roles: ['finance'],
  permissions: ['members', 'approvals', 'audit'],
});

describe('approving large adjustments', () => {
  it('lists what waits with the member linked, and approves one with an optional note', async () => {
    const approved: unknown[] = [];
    const { user } = render([
      finance,
      handlerFor('approveAdjustment', async (info) => {
        approved.push(await info.request.clone().json());
        return defaultResolvers.approveAdjustment(info);
      }),
    ]);
    const member = await screen.findByRole('link', { name: 'امیرحسین محمدی' });
    expect(member).toHaveAttribute('href', memberCarePaths.member(1));
    const row = member.closest('tr')!;
    expect(row).toHaveTextContent('+۸۰۰');
    expect(row).toHaveTextContent('امتیاز سفارش ۱۳۹۰ به دلیل خطای ثبت فروشگاه داده نشده بود.');
    await user.click(within(row).getByRole('button', { name: 'تأیید' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('۸۰۰ کلروفیل افزودن به حساب امیرحسین محمدی (اصلاح خطا)');
    await user.click(within(dialog).getByRole('button', { name: 'تأیید و اعمال' }));
    await waitFor(() => expect(approved).toEqual([{}]));
    expect(await screen.findByText('اصلاح تأیید و در دفتر امتیازها ثبت شد.')).toBeInTheDocument();
  });

  it('refuses with a required reason', async () => {
    const rejected: unknown[] = [];
    const { user } = render([
      finance,
      handlerFor('rejectAdjustment', async (info) => {
        rejected.push(await info.request.clone().json());
        return defaultResolvers.rejectAdjustment(info);
      }),
    ]);
    const row = (await screen.findByRole('link', { name: 'امیرحسین محمدی' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'رد' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'رد درخواست' }));
    expect(within(dialog).getByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /دلیل رد/ }), 'مدرکی پیوست نشده است');
    await user.click(within(dialog).getByRole('button', { name: 'رد درخواست' }));
    await waitFor(() => expect(rejected).toEqual([{ note: 'مدرکی پیوست نشده است' }]));
  });

  it('does not offer one’s own request for approval', async () => {
    render([
      respondWith('getStaffMe', { mobile: '09120000014', roles: ['finance'], permissions: ['members', 'approvals'] }),
    ]);
    const row = (await screen.findByRole('link', { name: 'امیرحسین محمدی' })).closest('tr')!;
    await waitFor(() => expect(within(row).getByRole('button', { name: 'تأیید' })).toBeDisabled());
    expect(within(row).getByRole('button', { name: 'رد' })).toBeDisabled();
  });

  it('shows the API’s refusal of a decision (someone decided first)', async () => {
    const { user } = render([
      finance,
      errorResponse('approveAdjustment', 409, { Message: memberCareMessages.notPending }),
    ]);
    const row = (await screen.findByRole('link', { name: 'امیرحسین محمدی' })).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'تأیید' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'تأیید و اعمال' }));
    expect(await screen.findByText(memberCareMessages.notPending)).toBeInTheDocument();
  });

  it('filters by state through the address', async () => {
    const { user, router } = render([finance]);
    await screen.findByRole('link', { name: 'امیرحسین محمدی' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'applied');
    expect(router.state.location.search).toBe('?status=applied');
    expect(await screen.findByText('دلجویی بابت تأخیر در ارسال سفارش')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'تأیید' })).not.toBeInTheDocument();
  });

  it('downloads every adjustment in the state on screen as CSV, the state from the address', async () => {
    const saved = captureDownloads().names;
    const file = csvFileResponse('exportAdjustments', 'adjustments-applied.csv');
    const { user } = render([finance, file.handler], `${memberCarePaths.approvals}?status=applied`);
    await screen.findByText('دلجویی بابت تأخیر در ارسال سفارش');
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['adjustments-applied.csv']));
    // The queue's default state, pending, is the endpoint's too.
    await user.selectOptions(screen.getByRole('combobox', { name: 'وضعیت' }), 'pending');
    await screen.findByRole('link', { name: 'امیرحسین محمدی' });
    await user.click(screen.getByRole('button', { name: 'دریافت فهرست (CSV)' }));
    await waitFor(() => expect(file.asked).toEqual(['?status=applied', '']));
  });

  it('says when nothing waits, and offers no file of nothing', async () => {
    render([finance, respondWith('listAdjustments', [])]);
    expect(await screen.findByText('درخواستی در انتظار تأیید نیست')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'دریافت فهرست (CSV)' })).not.toBeInTheDocument();
  });

  it('offers another try when the list cannot be read', async () => {
    render([finance, errorResponse('listAdjustments', 500)]);
    expect(await screen.findByText('فهرست درخواست‌ها دریافت نشد')).toBeInTheDocument();
  });
});
