import { campaignMessages } from '@clorofil/api-client/contract';
import { fixtures, handlerFor } from '@clorofil/api-client/testing';
import { paths } from '@clorofil/app-kit';
import { renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CampaignPage, NewCampaignPage } from './campaign-editor-page';

setupAppTests();

const newPage = (
  handlers: Parameters<typeof renderWithApp>[1] extends infer O
    ? O extends { handlers?: infer H }
      ? H
      : never
    : never = [],
) => renderWithApp(<NewCampaignPage />, { route: paths.operator.newNotification, persona: 'reviewer', handlers });
const campaignPage = (id: number) =>
  renderWithApp(<CampaignPage />, {
    route: paths.operator.notification(id),
    path: paths.patterns.operatorNotification,
    persona: 'reviewer',
  });

describe('a new notification', () => {
  // The whole send (two selects, the paused count, the preview, the save and the move) runs past
  // the default 15 s when the machine is busy.
  it('sends a message to a pasted list now, showing how many members it reaches and the member’s toast', async () => {
    let sent: unknown;
    const { user, router } = newPage([
      handlerFor('createCampaign', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ ...fixtures.campaignDetails[2]!, id: 7, state: 'live' });
      }),
    ]);
    await user.selectOptions(await screen.findByRole('combobox', { name: /نوع اعلان/ }), 'reward');
    // Pasted, as an operator brings a prepared text and list (and typing each key is slow here).
    await user.click(screen.getByRole('textbox', { name: /متن اعلان/ }));
    await user.paste('کد هدیهٔ شما آماده است');
    await user.selectOptions(screen.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await user.click(screen.getByRole('textbox', { name: /شماره‌های موبایل/ }));
    await user.paste('۰۹۱۲۰۰۰۰۰۰۱\n09120000002');
    // Counted once the typing pauses.
    await waitFor(() =>
      expect(screen.getByTestId('audience-count')).toHaveTextContent('این اعلان به ۲ عضو (فهرست شماره‌ها) می‌رسد.'),
    );
    const preview = screen.getByTestId('campaign-preview');
    expect(within(preview).getAllByText('کد هدیهٔ شما آماده است')).toHaveLength(2);
    expect(preview.querySelector('[data-kind="reward"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText('اعلان ارسال شد.')).toBeInTheDocument();
    expect(sent).toEqual({
      type: 'reward',
      message: '<p>کد هدیهٔ شما آماده است</p>',
      audience: 'mobiles',
      mobiles: '۰۹۱۲۰۰۰۰۰۰۱\n09120000002',
      startsAt: null,
      endsAt: null,
    });
    expect(router.state.location.pathname).toBe(paths.operator.notification(7));
  }, 30_000);

  it('lists every malformed entry in Persian and sends nothing', async () => {
    let calls = 0;
    const { user } = newPage([
      handlerFor('createCampaign', () => {
        calls += 1;
        return HttpResponse.json(fixtures.campaignDetails[0]);
      }),
    ]);
    await user.click(await screen.findByRole('textbox', { name: /متن اعلان/ }));
    await user.paste('پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await user.click(screen.getByRole('textbox', { name: /شماره‌های موبایل/ }));
    await user.paste('09120000001,0912,abc');
    await user.click(screen.getByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText('۲ شمارهٔ فهرست درست نیست؛ فهرست زیر را ببینید')).toBeInTheDocument();
    const problems = await screen.findByTestId('mobile-problems');
    expect(problems).toHaveTextContent('سطر ۲: «۰۹۱۲» شمارهٔ موبایل درستی نیست.');
    expect(problems).toHaveTextContent('سطر ۳: «abc» شمارهٔ موبایل درستی نیست.');
    expect(calls).toBe(0);
  });

  it('shows the API’s refusal of a mobile that is no member’s, entry by entry', async () => {
    const { user } = newPage();
    await user.click(await screen.findByRole('textbox', { name: /متن اعلان/ }));
    await user.paste('پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await user.click(screen.getByRole('textbox', { name: /شماره‌های موبایل/ }));
    await user.paste('09120000001\n09350000000');
    await user.click(screen.getByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText(campaignMessages.badList(1))).toBeInTheDocument();
    expect(screen.getAllByTestId('mobile-problems')[0]).toHaveTextContent('سطر ۲: «۰۹۳۵۰۰۰۰۰۰۰» عضو باشگاه نیست.');
  });

  it('asks for the start’s date and time when it is not now, in Persian', async () => {
    const { user } = newPage();
    await user.click(await screen.findByRole('textbox', { name: /متن اعلان/ }));
    await user.paste('پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /زمان آغاز/ }), 'at');
    await user.click(screen.getByRole('button', { name: 'زمان‌بندی اعلان' }));
    expect(await screen.findByText('تاریخ آغاز را وارد کنید')).toBeInTheDocument();
    expect(screen.getByText('ساعت آغاز را وارد کنید')).toBeInTheDocument();
  });
});

describe('a notification’s rich text and its preview', () => {
  it('offers bold and links only, and previews a message members will see in bold with its link', async () => {
    const { user } = campaignPage(3);
    const message = await screen.findByRole('textbox', { name: /متن اعلان/ });
    const toolbar = screen.getByRole('toolbar', { name: 'قالب‌بندی متن' });
    expect(
      within(toolbar)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['پررنگ (Ctrl+B)', 'افزودن پیوند', 'برداشتن پیوند', 'واگرد (Ctrl+Z)', 'ازنو (Ctrl+Shift+Z)']);
    // A message stored as plain text opens as its paragraph, and previews as that text.
    expect(message).toHaveTextContent(fixtures.campaigns[1]!.message);
    const preview = screen.getByTestId('campaign-preview');
    expect(within(preview).getAllByText(fixtures.campaigns[1]!.message)).toHaveLength(2);
    await user.click(message);
    await user.keyboard('{Control>}a{/Control}');
    await user.paste('بلیت رایگان');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(within(toolbar).getByRole('button', { name: 'پررنگ (Ctrl+B)' }));
    await user.click(within(toolbar).getByRole('button', { name: 'افزودن پیوند' }));
    const address = screen.getByRole('textbox', { name: 'نشانی پیوند' });
    await user.clear(address);
    await user.paste('https://shop.example.ir/w');
    await user.click(screen.getByRole('button', { name: 'ثبت پیوند' }));
    await waitFor(() => expect(within(preview).getAllByRole('link', { name: 'بلیت رایگان' })).toHaveLength(2));
    for (const link of within(preview).getAllByRole('link', { name: 'بلیت رایگان' })) {
      expect(link).toHaveAttribute('href', 'https://shop.example.ir/w');
      expect(link.querySelector('strong') ?? link.closest('strong')).toHaveTextContent('بلیت رایگان');
    }
  }, 30_000);

  it('shows a sent rich notification as members saw it: bold, a line break and its link', async () => {
    campaignPage(4);
    const shown = await screen.findByTestId('campaign-message');
    expect(within(shown).getByText('دو برابر کلروفیل').tagName).toBe('STRONG');
    expect(within(shown).getByRole('link', { name: 'فهرست کتاب‌ها' })).toHaveAttribute(
      'rel',
      'noopener noreferrer nofollow',
    );
    expect(within(screen.getByTestId('campaign-preview')).getAllByRole('link', { name: 'فهرست کتاب‌ها' })).toHaveLength(
      2,
    );
  });

  it('refuses an empty message in Persian, and counts the text, not the formatting', async () => {
    const { user } = newPage();
    await user.click(await screen.findByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: /متن اعلان/ }));
    await user.paste('سلام');
    await user.keyboard('{Control>}a{/Control}');
    await user.click(screen.getByRole('button', { name: 'پررنگ (Ctrl+B)' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /متن اعلان/ }).querySelector('strong')).toHaveTextContent('سلام'),
    );
    expect(screen.getByText(/۴ از ۱٬۰۰۰ نویسه/)).toBeInTheDocument();
  }, 30_000);
});

describe('one notification', () => {
  it('edits a scheduled one with its start in Tehran time, and withdraws it only with a reason', async () => {
    const { user } = campaignPage(3);
    const start = await screen.findByRole('group', { name: /آغاز نمایش/ });
    // 2026-12-10T04:30Z is 08:00 on 19 Azar 1405 in Tehran.
    expect(within(start).getByRole('textbox', { name: /تاریخ/ })).toHaveValue('۱۴۰۵/۰۹/۱۹');
    expect(within(start).getByRole('textbox', { name: /ساعت/ })).toHaveValue('۰۸:۰۰');
    expect(screen.getByRole('button', { name: 'ذخیرهٔ تغییرات' })).toBeInTheDocument();
    const withdraw = screen.getByRole('button', { name: 'پس گرفتن اعلان' });
    await user.click(withdraw);
    expect(await screen.findByText(campaignMessages.reasonRequired)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /دلیل پس گرفتن/ }), 'کارگاه لغو شد');
    await user.click(withdraw);
    expect(await screen.findByText('اعلان پس گرفته شد؛ دیگر به کسی نشان داده نمی‌شود.')).toBeInTheDocument();
    expect(await screen.findByText('کارگاه لغو شد')).toBeInTheDocument();
  });

  it('shows an ended one as it was sent, with nothing to edit or withdraw', async () => {
    campaignPage(2);
    expect(await screen.findByTestId('campaign-message')).toHaveTextContent('ارسال سفارش‌های شما');
    expect(screen.getByText('۰۹۱۲۰۰۰۰۰۰۱، ۰۹۱۲۰۰۰۰۰۰۲، ۰۹۱۲۰۰۰۰۰۰۳')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'پس گرفتن اعلان' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'ذخیرهٔ تغییرات' })).toBeNull();
  });

  it('says so when the notification does not exist', async () => {
    campaignPage(999);
    expect(await screen.findByText('این اعلان پیدا نشد')).toBeInTheDocument();
  });
});
