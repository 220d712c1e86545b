import { handlerFor, mockApi } from '@clorofil/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../app-under-test';
import { setupAppTests } from '@clorofil/auth/testing';

setupAppTests();

describe('every page change', () => {
  it('starts the new page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { router } = renderApp('/403');
    await screen.findByRole('banner');
    scrollTo.mockClear();
    await router.navigate('/404');
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 })));
  });

  it('leaves the first page where the visitor scrolled it while the app started', async () => {
    // A server-rendered page can be scrolled before React takes it over; a jump back to the top then
    // moved a footer link away between press and release (e2e public-pages at 1280 px).
    const scrollTo = vi.spyOn(window, 'scrollTo');
    scrollTo.mockClear();
    const { router } = renderApp('/403');
    await screen.findByRole('banner');
    expect(scrollTo).not.toHaveBeenCalled();
    // The same path again (a query change) is not a new page either.
    await router.navigate('/403?from=menu');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('asks for the member’s notifications once and shows each as a toast of its kind', async () => {
    const answers = [
      [
        { id: 1, type: 'reward' as const, message: '۱۲ کلروفیل به حساب شما اضافه شد.' },
        { id: 2, type: 'warning' as const, message: 'اطلاعات کاربری شما کامل نیست.' },
      ],
      [{ id: 3, type: 'info' as const, message: 'گردونهٔ شانس امروز منتظر شماست.' }],
    ];
    let calls = 0;
    mockApi.use(handlerFor('getNotifications', () => HttpResponse.json(answers[calls++] ?? [])));
    const { router } = renderApp('/403', { persona: 'student' });

    // The first API call loads the contract first (a dynamic import: slow on a busy CI machine).
    expect(await screen.findByText('۱۲ کلروفیل به حساب شما اضافه شد.', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('اطلاعات کاربری شما کامل نیست.')).toBeInTheDocument();
    expect(screen.getByText('۱۲ کلروفیل به حساب شما اضافه شد.').closest('[data-kind]')).toHaveAttribute(
      'data-kind',
      'reward',
    );
    expect(calls).toBe(1);

    await router.navigate('/404');
    expect(await screen.findByText('گردونهٔ شانس امروز منتظر شماست.')).toBeInTheDocument();
    expect(calls).toBe(2);
    // The same path again (a query change) is not a new page.
    await router.navigate('/404?tab=1');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toBe(2);
    // Never shown twice (on a slow machine the first toast may have timed out by now: at most one).
    expect(screen.queryAllByText('۱۲ کلروفیل به حساب شما اضافه شد.').length).toBeLessThanOrEqual(1);
  });

  it('shows an operator’s rich notification with its bold text and link, and a plain one as the text it is', async () => {
    mockApi.use(
      handlerFor('getNotifications', () =>
        HttpResponse.json([
          {
            id: 7,
            type: 'info',
            message: 'فروش ویژه تا جمعه\nفهرست کتاب‌ها',
            html: '<strong>فروش ویژه</strong> تا جمعه<br /><a href="https://shop.example.ir/sale" target="_blank" rel="noopener noreferrer nofollow">فهرست کتاب‌ها</a>',
          },
          { id: 8, type: 'warning', message: 'پیام ساده <b>بدون قالب</b>', html: null },
        ]),
      ),
    );
    renderApp('/403', { persona: 'student' });
    const bold = await screen.findByText('فروش ویژه', {}, { timeout: 10_000 });
    expect(bold.tagName).toBe('STRONG');
    const toast = bold.closest('[data-kind]')!;
    expect(toast).toHaveAttribute('data-kind', 'info');
    const link = within(toast as HTMLElement).getByRole('link', { name: 'فهرست کتاب‌ها' });
    expect(link).toHaveAttribute('href', 'https://shop.example.ir/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText('پیام ساده <b>بدون قالب</b>')).toBeInTheDocument();
  });

  it('does not ask for notifications when nobody is signed in', async () => {
    let calls = 0;
    mockApi.use(handlerFor('getNotifications', () => HttpResponse.json((calls++, []))));
    const { router } = renderApp('/403');
    await screen.findByRole('button', { name: 'ورود / ثبت‌نام' });
    await router.navigate('/404');
    await screen.findByText('متأسفیم، صفحه‌ای که دنبالش بودید پیدا نشد.');
    expect(calls).toBe(0);
  });
});
