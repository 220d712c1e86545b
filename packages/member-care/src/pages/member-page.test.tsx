import { fa, memberCareMessages } from '@clorofil/api-client/contract';
import { csvFileResponse, fixtures, handlerFor, defaultResolvers, requestedPaths } from '@clorofil/api-client/testing';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { captureDownloads } from '@clorofil/ui-rtl/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memberCareHandlers } from '../mocks/handlers';
import { memberCarePaths } from '../paths';
import { MemberPage } from './member-page';

setupAppTests();

const open = (handlers: NonNullable<Parameters<typeof renderWithApp>[1]>['handlers'] = [], id = 1) =>
  renderWithApp(<MemberPage />, {
    route: memberCarePaths.member(id),
    path: memberCarePaths.memberPattern,
    persona: 'reviewer',
    handlers,
  });

const section = (name: string) => screen.findByRole('region', { name });

describe('the member page', () => {
  it('shows who the member is, the national code masked, and the review history', async () => {
    open();
    expect(await screen.findByRole('heading', { name: 'امیرحسین محمدی', level: 1 })).toBeInTheDocument();
    const profile = await section('نمایهٔ عضو');
    expect(within(profile).getByText('۰۹۱۲۰۰۰۰۰۰۱')).toBeInTheDocument();
    expect(within(profile).getByText('*******۳۶۶')).toBeInTheDocument();
    expect(within(profile).getByText('تأییدشده')).toBeInTheDocument();
    expect(within(within(profile).getByTestId('reviews')).getAllByRole('listitem')).toHaveLength(2);
    expect(profile).toHaveTextContent('پایهٔ تحصیلی با نام مدرسه هم‌خوانی ندارد.');
  });

  it('shows the balance and the day each pending order’s points become spendable', async () => {
    open();
    const points = await section('امتیازها');
    expect(within(points).getByTestId('balance')).toHaveTextContent('۱٬۲۵۰ کلروفیل');
    expect(within(points).getByTestId('pending')).toHaveTextContent('۲۴۹ کلروفیل');
    const items = within(within(points).getByTestId('pending-items')).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('۶۴ کلروفیل سفارش ۱۴۷۳، قابل خرج از');
    expect(items[0]).toHaveTextContent('آذر');
  });

  it('explains an order from the list by the API’s rule, and any number typed, the order kept in the address', async () => {
    const { user, router } = open();
    const orders = await section('توضیح امتیاز سفارش');
    await user.click(within(orders).getByRole('button', { name: 'چرا؟ سفارش ۱۴۶۱' }));
    const explained = await within(orders).findByTestId('explanation');
    expect(await within(explained).findByText('مرجوع شد')).toBeInTheDocument();
    expect(explained).toHaveTextContent('پیش از پایان مهلت مرجوعی، مرجوع شد');
    expect(explained).toHaveTextContent('برای همین ۴۲ کلروفیل این سفارش داده نشد.');
    expect(router.state.location.search).toContain('order=1461');

    const box = within(orders).getByRole('textbox', { name: 'شمارهٔ سفارش' });
    await user.clear(box);
    await user.type(box, '۱۴۸۹');
    await user.click(within(orders).getByRole('button', { name: 'توضیح بده' }));
    expect(await within(explained).findByText('در مهلت مرجوعی')).toBeInTheDocument();
    expect(explained).toHaveTextContent('۱٬۸۵۰٬۰۰۰ تومان خرید، ۱۸۵ کلروفیل');
    expect(explained).toHaveTextContent('قابل خرج می‌شود');

    await user.clear(box);
    await user.type(box, '5000');
    await user.click(within(orders).getByRole('button', { name: 'توضیح بده' }));
    expect(await within(explained).findByText('گزارش نشده')).toBeInTheDocument();
    expect(explained).toHaveTextContent('فروشگاه تحویل سفارش ۵۰۰۰ را برای این عضو گزارش نکرده است');
  });

  it('adjusts points with a category and a reason; a large one says it waits for finance', async () => {
    const asked: unknown[] = [];
    const { user } = open([
      handlerFor('requestAdjustment', async (info) => {
        asked.push(await info.request.clone().json());
        return defaultResolvers.requestAdjustment(info);
      }),
    ]);
    const adjust = await section('اصلاح امتیاز');
    await user.click(within(adjust).getByRole('button', { name: 'ثبت اصلاح' }));
    expect(await within(adjust).findByText(memberCareMessages.amountRequired)).toBeInTheDocument();
    expect(within(adjust).getByText(memberCareMessages.categoryRequired)).toBeInTheDocument();
    expect(within(adjust).getByText(memberCareMessages.reasonRequired)).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.selectOptions(within(adjust).getByRole('combobox', { name: /نوع اصلاح/ }), 'deduct');
    await user.type(within(adjust).getByRole('textbox', { name: /مقدار/ }), '۳۰');
    await user.selectOptions(within(adjust).getByRole('combobox', { name: /دسته/ }), 'fraud_reversal');
    await user.type(within(adjust).getByRole('textbox', { name: /دلیل/ }), 'امتیاز سفارش مرجوعی');
    expect(within(adjust).getByTestId('approval-note')).toHaveTextContent('همین حالا در دفتر امتیازها ثبت می‌شود');
    await user.click(within(adjust).getByRole('button', { name: 'ثبت اصلاح' }));
    await waitFor(() =>
      expect(asked).toEqual([{ amount: -30, category: 'fraud_reversal', reason: 'امتیاز سفارش مرجوعی' }]),
    );
    expect(await screen.findByText('۳۰ کلروفیل از حساب عضو کسر شد.')).toBeInTheDocument();

    await user.type(within(adjust).getByRole('textbox', { name: /مقدار/ }), '800');
    expect(within(adjust).getByTestId('approval-note')).toHaveTextContent('پس از تأیید یک کارشناس مالی');
    await user.selectOptions(within(adjust).getByRole('combobox', { name: /دسته/ }), 'correction');
    await user.type(within(adjust).getByRole('textbox', { name: /دلیل/ }), 'سفارش ۱۳۹۰');
    await user.click(within(adjust).getByRole('button', { name: 'ثبت اصلاح' }));
    expect(await screen.findByText('درخواست اصلاح برای تأیید مالی فرستاده شد.')).toBeInTheDocument();
    expect(asked[1]).toEqual({ amount: 800, category: 'correction', reason: 'سفارش ۱۳۹۰' });
  });

  it('lists the member’s adjustments with their state and who asked', async () => {
    open();
    const adjust = await section('اصلاح امتیاز');
    const waiting = within(adjust).getByText('در انتظار تأیید مالی').closest('tr')!;
    expect(waiting).toHaveTextContent('اصلاح خطا');
    expect(waiting).toHaveTextContent('۰۹۱۲۰۰۰۰۰۱۴');
  });

  it('pages the ledger through the API with each line’s cause, the page in the address', async () => {
    const pages: string[] = [];
    const { user, router } = open([
      handlerFor('getMemberLedger', (info) => {
        pages.push(new URL(info.request.url).searchParams.get('page') ?? '1');
        return defaultResolvers.getMemberLedger(info);
      }),
    ]);
    const ledger = await section('دفتر امتیازها');
    expect(await within(ledger).findByText('اصلاح دستی')).toBeInTheDocument();
    expect(within(ledger).getAllByRole('row')).toHaveLength(fixtures.memberLedger.lines.length + 1);
    await user.click(within(ledger).getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(pages).toEqual(['1', '2']));
    expect(router.state.location.search).toContain('lpage=2');
  });

  it('exports the whole ledger as the file the API streams', async () => {
    const saved = captureDownloads().names;
    const { user } = open();
    const ledger = await section('دفتر امتیازها');
    // Offered once the ledger has lines.
    await user.click(await within(ledger).findByRole('button', { name: 'کل دفتر (CSV)' }));
    await waitFor(() => expect(saved).toEqual(['exportMemberLedger.csv']));
    expect(requestedPaths()).toContain('/api/staff/Members/1/Ledger.csv');
  });

  it('exports each of the member’s own lists whole, from the list’s section, as the file the API streams', async () => {
    const saved = captureDownloads().names;
    const files = [
      csvFileResponse('exportMemberOrders', 'member-1-orders.csv'),
      csvFileResponse('exportMemberCodes', 'member-1-codes.csv'),
      csvFileResponse('exportMemberSpins', 'member-1-spins.csv'),
      csvFileResponse('exportMemberNotifications', 'member-1-notifications.csv'),
    ];
    const { user } = open(files.map((file) => file.handler));
    for (const [name, button] of [
      ['توضیح امتیاز سفارش', 'همهٔ سفارش‌ها (CSV)'],
      ['کدهای تخفیف', 'همهٔ کدها (CSV)'],
      ['گردونهٔ شانس', 'همهٔ چرخش‌ها (CSV)'],
      ['اعلان‌های فرستاده‌شده', 'همهٔ اعلان‌ها (CSV)'],
    ] as const)
      await user.click(await within(await section(name)).findByRole('button', { name: button }));
    await waitFor(() =>
      expect(saved).toEqual([
        'member-1-orders.csv',
        'member-1-codes.csv',
        'member-1-spins.csv',
        'member-1-notifications.csv',
      ]),
    );
    for (const list of ['Orders', 'Codes', 'Spins', 'Notifications'])
      expect(requestedPaths()).toContain(`/api/staff/Members/1/${list}.csv`);
    expect(files.map((file) => file.asked)).toEqual([[''], [''], [''], ['']]);
  });

  it('offers no file of a list that is empty', async () => {
    open(memberCareHandlers.memberEmpty);
    for (const empty of [
      'فروشگاه هنوز سفارشی از این عضو گزارش نکرده است',
      'هنوز هیچ امتیازی برای این عضو ثبت نشده است',
      'این عضو کد تخفیفی ندارد',
      'این عضو هنوز گردونه را نچرخانده است',
      'اعلانی برای این عضو فرستاده نشده است',
    ])
      expect(await screen.findByText(empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /\(CSV\)$/ })).not.toBeInTheDocument();
  });

  it('lists the codes with their state and price', async () => {
    open();
    const codes = await section('کدهای تخفیف');
    const bought = within(codes).getByText('EBK30-7K2M9', { selector: 'bdi' }).closest('tr')!;
    expect(bought).toHaveTextContent('خرید با امتیاز (۸۰ کلروفیل)');
    expect(bought).toHaveTextContent('قابل استفاده');
    expect(within(codes).getByText('CLUB20-X3PL6', { selector: 'bdi' }).closest('tr')).toHaveTextContent('منقضی‌شده');
  });

  it('reads the wheel spins and the notifications sent a page at a time from the API, each page in the address', async () => {
    const asked: string[] = [];
    const paged = (name: 'getMemberSpins' | 'getMemberNotifications', items: readonly object[]) =>
      handlerFor(name, ({ request }) => {
        const page = new URL(request.url).searchParams.get('page') ?? '1';
        asked.push(`${name} ${page}`);
        return Response.json({ items, total: 12, page: Number(page), pageSize: 10 });
      });
    const { user, router } = open([
      paged('getMemberSpins', fixtures.memberSpins),
      paged('getMemberNotifications', fixtures.memberNotifications),
    ]);
    const spins = await section('گردونهٔ شانس');
    expect(await within(spins).findByText('پوچ')).toBeInTheDocument();
    const notifications = await section('اعلان‌های فرستاده‌شده');
    expect(await within(notifications).findByText('هنوز نه')).toBeInTheDocument();
    await user.click(within(spins).getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(asked).toContain('getMemberSpins 2'));
    expect(router.state.location.search).toContain('wpage=2');
    await user.click(within(notifications).getByRole('button', { name: 'صفحه ۲' }));
    await waitFor(() => expect(asked).toContain('getMemberNotifications 2'));
    expect(router.state.location.search).toContain('npage=2');
    expect(router.state.location.search).toContain('wpage=2');
  });

  it('shows support a partner’s bank details masked, with no way to read more', async () => {
    open(memberCareHandlers.partnerForSupport);
    const profile = await section('نمایهٔ عضو');
    const bank = await within(profile).findByTestId('bank-details');
    expect(bank).toHaveTextContent('IR۲۷ ۰۱۷۰ **** **** **** **۰۰ ۰۱');
    expect(bank).toHaveTextContent('۶۰۳۷ ۹۹** **** ۷۸۹۳');
    expect(bank).toHaveTextContent('اطلاعات کامل بانکی را فقط کارشناس مالی می‌بیند');
    expect(within(profile).queryByRole('button', { name: 'نمایش اطلاعات بانکی' })).not.toBeInTheDocument();
  });

  it('lets finance read the full bank details through an explicit request, and hide them again', async () => {
    let views = 0;
    const { user } = open([
      ...memberCareHandlers.partnerForFinance,
      handlerFor('viewBankInformation', (info) => {
        views += 1;
        return defaultResolvers.viewBankInformation(info);
      }),
    ]);
    const profile = await section('نمایهٔ عضو');
    const bank = await within(profile).findByTestId('bank-details');
    expect(bank).toHaveTextContent('IR۲۷ ۰۱۷۰ **** **** **** **۰۰ ۰۱');
    expect(views).toBe(0);
    await user.click(await within(bank).findByRole('button', { name: 'نمایش اطلاعات بانکی' }));
    expect(await within(bank).findByText('IR۲۷ ۰۱۷۰ ۰۰۰۰ ۰۰۱۰ ۰۳۲۴ ۲۰۰۰ ۰۱')).toBeInTheDocument();
    expect(bank).toHaveTextContent('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۳');
    expect(bank).toHaveTextContent('۰۱۰۰۳۲۴۲۰۰۰۰۱');
    expect(bank).toHaveTextContent('این نمایش به نام شما در فهرست تغییرات ثبت شد.');
    expect(views).toBe(1);
    await user.click(within(bank).getByRole('button', { name: 'پنهان کردن' }));
    expect(bank).toHaveTextContent('IR۲۷ ۰۱۷۰ **** **** **** **۰۰ ۰۱');
    expect(bank).not.toHaveTextContent('۶۰۳۷ ۹۹۱۲ ۳۴۵۶ ۷۸۹۳');
  });

  it('tells finance in Persian when the bank details could not be read, and shows them still masked', async () => {
    const { user } = open([...memberCareHandlers.partnerForFinance, ...memberCareHandlers.bankViewFailing]);
    const bank = await within(await section('نمایهٔ عضو')).findByTestId('bank-details');
    await user.click(await within(bank).findByRole('button', { name: 'نمایش اطلاعات بانکی' }));
    expect(await screen.findByText(fa.serverError)).toBeInTheDocument();
    expect(bank).toHaveTextContent('۶۰۳۷ ۹۹** **** ۷۸۹۳');
  });

  it('re-sends a usable code by SMS, and marks a bought one faulty with a reason, its points given back', async () => {
    const faulty: unknown[] = [];
    const { user } = open([
      handlerFor('markCodeFaulty', async (info) => {
        faulty.push(await info.request.clone().json());
        return defaultResolvers.markCodeFaulty(info);
      }),
    ]);
    const codes = await section('کدهای تخفیف');
    expect(within(codes).getByRole('button', { name: 'ارسال دوباره CLUB20-X3PL6' })).toBeDisabled();
    await user.click(within(codes).getByRole('button', { name: 'ارسال دوباره EBK30-7K2M9' }));
    expect(await screen.findByText('متن کد تخفیف دوباره برای عضو پیامک شد.')).toBeInTheDocument();

    await user.click(within(codes).getByRole('button', { name: 'معیوب EBK30-7K2M9' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('۸۰ کلروفیلی که بابت آن داده بود به حسابش برمی‌گردد');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت کد معیوب' }));
    expect(faulty).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /چه مشکلی دارد/ }), 'فروشگاه کد را نمی‌پذیرد');
    await user.click(within(dialog).getByRole('button', { name: 'ثبت کد معیوب' }));
    await waitFor(() => expect(faulty).toEqual([{ reason: 'فروشگاه کد را نمی‌پذیرد' }]));
    expect(await screen.findByText('کد معیوب ثبت شد و ۸۰ کلروفیل به حساب عضو برگشت.')).toBeInTheDocument();
  });

  it('ends every session only with a reason, then shows none', async () => {
    const ended: unknown[] = [];
    const { user } = open([
      handlerFor('endMemberSessions', async (info) => {
        ended.push(await info.request.clone().json());
        return defaultResolvers.endMemberSessions(info);
      }),
    ]);
    const sessions = await section('نشست‌های ورود');
    await waitFor(() => expect(within(sessions).getAllByRole('row')).toHaveLength(3));
    await user.click(within(sessions).getByRole('button', { name: 'پایان همه‌ی نشست‌ها' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'پایان همه‌ی نشست‌ها' }));
    expect(within(dialog).getByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(ended).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /دلیل/ }), 'گوشی عضو گم شده است');
    await user.click(within(dialog).getByRole('button', { name: 'پایان همه‌ی نشست‌ها' }));
    await waitFor(() => expect(ended).toEqual([{ reason: 'گوشی عضو گم شده است' }]));
  });

  it('says when the identity provider cannot list the sessions', async () => {
    open(memberCareHandlers.sessionsUnavailable);
    const sessions = await section('نشست‌های ورود');
    expect(await within(sessions).findByText(/فهرست نشست‌ها از سامانهٔ ورود دریافت نشد/)).toBeInTheDocument();
  });

  it('says when the member does not exist, or cannot be read', async () => {
    open(memberCareHandlers.memberMissing, 99);
    expect(await screen.findByText('این عضو پیدا نشد')).toBeInTheDocument();
  });

  it('offers another try when the page cannot be read', async () => {
    open(memberCareHandlers.memberFailing);
    expect(await screen.findByText('اطلاعات عضو دریافت نشد')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
