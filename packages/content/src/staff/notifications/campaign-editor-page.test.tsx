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
      message: 'کد هدیهٔ شما آماده است',
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
    await user.type(await screen.findByRole('textbox', { name: /متن اعلان/ }), 'پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await user.type(screen.getByRole('textbox', { name: /شماره‌های موبایل/ }), '09120000001,0912,abc');
    await user.click(screen.getByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText('۲ شمارهٔ فهرست درست نیست؛ فهرست زیر را ببینید')).toBeInTheDocument();
    const problems = await screen.findByTestId('mobile-problems');
    expect(problems).toHaveTextContent('سطر ۲: «۰۹۱۲» شمارهٔ موبایل درستی نیست.');
    expect(problems).toHaveTextContent('سطر ۳: «abc» شمارهٔ موبایل درستی نیست.');
    expect(calls).toBe(0);
  });

  it('shows the API’s refusal of a mobile that is no member’s, entry by entry', async () => {
    const { user } = newPage();
    await user.type(await screen.findByRole('textbox', { name: /متن اعلان/ }), 'پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /مخاطبان/ }), 'mobiles');
    await user.type(screen.getByRole('textbox', { name: /شماره‌های موبایل/ }), '09120000001{Enter}09350000000');
    await user.click(screen.getByRole('button', { name: 'ارسال اعلان' }));
    expect(await screen.findByText(campaignMessages.badList(1))).toBeInTheDocument();
    expect(screen.getAllByTestId('mobile-problems')[0]).toHaveTextContent('سطر ۲: «۰۹۳۵۰۰۰۰۰۰۰» عضو باشگاه نیست.');
  });

  it('asks for the start’s date and time when it is not now, in Persian', async () => {
    const { user } = newPage();
    await user.type(await screen.findByRole('textbox', { name: /متن اعلان/ }), 'پیام');
    await user.selectOptions(screen.getByRole('combobox', { name: /زمان آغاز/ }), 'at');
    await user.click(screen.getByRole('button', { name: 'زمان‌بندی اعلان' }));
    expect(await screen.findByText('تاریخ آغاز را وارد کنید')).toBeInTheDocument();
    expect(screen.getByText('ساعت آغاز را وارد کنید')).toBeInTheDocument();
  });
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
