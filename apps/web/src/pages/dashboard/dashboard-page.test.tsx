import {
  emptyResponse,
  errorResponse,
  fixtures,
  mockApi,
  pendingResponse,
  respondWith,
} from '@clorofil/api-client/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../app-under-test';
import { balanceHints } from './balance-card';
import { setupAppTests } from '@clorofil/auth/testing';
import { tokenColor } from '@clorofil/ui-rtl/testing';

setupAppTests();

const activity = () => screen.findByRole('region', { name: 'آخرین فعالیت‌ها' });

describe('/dashboard', () => {
  it('greets the member and shows the balance in Persian digits with the unit', async () => {
    renderApp('/dashboard', { persona: 'student' });
    expect(await screen.findByRole('heading', { name: 'سلام امیرحسین، خوش آمدید' })).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('۱٬۲۵۰ کلروفیل');
  });

  it('lists the latest activity newest first, with signed scores', async () => {
    renderApp('/dashboard', { persona: 'student' });
    const section = await activity();
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => within(row).getAllByText(/./)[0]!.textContent)).toEqual([
      'خرید سفارش ۱۰۴۵۲',
      'دریافت جایزه: دفتر مشق فنری',
      'تکمیل نظرسنجی پس از خرید',
    ]);
    expect(rows[0]).toHaveTextContent('+۴۸');
    expect(rows[0]).toHaveTextContent('پس از پایان مهلت مرجوعی');
    expect(rows[1]).toHaveTextContent('−۱۲۰');
    expect(within(section).getByRole('link', { name: /همهٔ کلروفیل‌ها/ })).toHaveAttribute('href', '/scores');
  });

  it('shows points still in the return window muted with their «در انتظار» status, green only once credited', async () => {
    const credited = { ...fixtures.scores[1]!, id: 'credited', score: 60, createdAt: '2025-03-11T05:30:00Z' };
    const pending = {
      ...credited,
      id: 'pending',
      score: 185,
      createdAt: '2025-03-12T05:30:00Z',
      status: 'pending' as const,
      statusText: 'در انتظار پایان مهلت مرجوعی',
    };
    mockApi.use(respondWith('getScores', [pending, credited]));
    renderApp('/dashboard', { persona: 'student' });
    const [pendingRow, creditedRow] = await within(await activity()).findAllByRole('listitem');
    const amount = (row: HTMLElement, text: string) => getComputedStyle(within(row).getByText(text)).color;
    expect(amount(pendingRow!, '+۱۸۵')).toBe(tokenColor('fg-muted'));
    expect(amount(creditedRow!, '+۶۰')).toBe(tokenColor('brand-fg'));
    expect(tokenColor('fg-muted')).not.toBe(tokenColor('brand-fg'));
    expect(pendingRow).toHaveTextContent('در انتظار پایان مهلت مرجوعی');
    expect(creditedRow).not.toHaveTextContent('در انتظار');
  });

  it('dates each line in the one Jalali format, month and day in two digits', async () => {
    renderApp('/dashboard', { persona: 'student' });
    const rows = await within(await activity()).findAllByRole('listitem');
    // 2025-02-28T14:30Z is 10 Esfand 1403, 18:00 in Tehran: never «۱۴۰۳/۱۲/۱۰ ساعت ۱۸:۰۰».
    expect(rows[2]!.querySelector('time')?.textContent).toBe('۱۴۰۳/۱۲/۱۰، ساعت ۱۸:۰۰');
    for (const row of rows) {
      expect(row.querySelector('time')?.textContent).toMatch(/^[۰-۹]{4}\/[۰-۹]{2}\/[۰-۹]{2}، ساعت [۰-۹]{2}:[۰-۹]{2}$/);
    }
  });

  it('shows at most five entries', async () => {
    const many = Array.from({ length: 8 }, (_, index) => ({
      ...fixtures.scores[1]!,
      id: `s-${index}`,
      activity: `فعالیت ${index}`,
      createdAt: `2025-03-0${index + 1}T10:00:00Z`,
    }));
    mockApi.use(respondWith('getScores', many));
    renderApp('/dashboard', { persona: 'student' });
    const rows = await within(await activity()).findAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('فعالیت 7');
  });

  it('shows a loading state while the history loads', async () => {
    mockApi.use(pendingResponse('getScores'));
    renderApp('/dashboard', { persona: 'student' });
    const section = await activity();
    expect(within(section).getByRole('status')).toHaveTextContent('در حال بارگذاری آخرین فعالیت‌ها…');
  });

  it('explains a failure and loads again on «تلاش دوباره»', async () => {
    mockApi.use(errorResponse('getScores', 500));
    const { user } = renderApp('/dashboard', { persona: 'student' });
    const section = await activity();
    expect(await within(section).findByRole('alert')).toHaveTextContent('هنگام دریافت کلروفیل‌های شما خطایی رخ داد.');
    mockApi.resetHandlers();
    await user.click(within(section).getByRole('button', { name: 'تلاش دوباره' }));
    expect(await within(section).findByText('خرید سفارش ۱۰۴۵۲')).toBeInTheDocument();
  });

  it('says so when there is no activity yet, and a new member reads a zero balance', async () => {
    mockApi.use(emptyResponse('getScores'), respondWith('getProfile', fixtures.newMemberProfile));
    renderApp('/dashboard', { persona: 'student' });
    expect(await within(await activity()).findByText('هنوز فعالیتی ثبت نشده است.')).toBeInTheDocument();
    expect(await screen.findByTestId('balance')).toHaveTextContent('۰ کلروفیل');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('به باشگاه مشتریان خوش آمدید');
    expect(screen.getByText(balanceHints.zero)).toBeInTheDocument();
  });

  it('puts a line under every balance, so the card keeps its height once the balance arrives', async () => {
    renderApp('/dashboard', { persona: 'student' });
    expect(await screen.findByTestId('balance')).toHaveTextContent('۱٬۲۵۰ کلروفیل');
    expect(screen.getByText(balanceHints.more)).toBeInTheDocument();
    expect(screen.queryByText(balanceHints.zero)).toBeNull();
  });

  it('keeps the loading balance and its line out of what a screen reader reads', async () => {
    mockApi.use(pendingResponse('getProfile'));
    renderApp('/dashboard', { persona: 'student' });
    const balance = await screen.findByRole('region', { name: 'موجودی شما' });
    expect(screen.queryByTestId('balance')).toBeNull();
    const placeholders = [within(balance).getByText('۰'), within(balance).getByText(balanceHints.zero)];
    for (const placeholder of placeholders) expect(placeholder).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the shortcuts above the latest activity, whose height is known only when it arrives', async () => {
    mockApi.use(pendingResponse('getScores'));
    renderApp('/dashboard', { persona: 'student' });
    const shortcuts = await screen.findByRole('region', { name: 'دسترسی سریع' });
    const latest = await activity();
    expect(shortcuts.compareDocumentPosition(latest) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('links to rewards, discount codes, scores and the wheel', async () => {
    renderApp('/dashboard', { persona: 'student' });
    const shortcuts = await screen.findByRole('region', { name: 'دسترسی سریع' });
    const links = within(shortcuts).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/rewards',
      '/discount-code',
      '/scores',
      '/games/lucky-wheel',
    ]);
  });
});
