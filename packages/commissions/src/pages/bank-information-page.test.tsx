import { errorResponse } from '@clorofil/api-client/mocks';
import { mockApi, requestedPaths } from '@clorofil/api-client/testing';
import { FAKE_ISSUER, renderWithApp, setupAppTests } from '@clorofil/auth/testing';
import { paths } from '@clorofil/app-kit';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { commissionsHandlers, rememberingBank } from '../mocks/handlers';
import { BankInformationPage } from './bank-information-page';

setupAppTests();

const SAVED = {
  iban: 'IR050120000000004512389760',
  accountNumber: '4512389760',
  creditCardNumber: '6104337912458039',
};
// A valid Bank Melli card and Sheba, typed as a member would: Persian digits with spaces.
const CARD_TYPED = '۶۰۳۷ ۹۹۷۵ ۹۹۹۹ ۹۹۹۳';
const SHEBA_TYPED = '۸۲۰۵ ۴۰۱۰ ۲۶۸۰ ۰۲۰۸ ۱۷۹۰ ۹۰۰۲';

const open = (options: Parameters<typeof renderWithApp>[1] = {}) =>
  renderWithApp(<BankInformationPage />, { persona: 'partner', route: paths.bankInformation, ...options });

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(name) });
// GET is spelt /api/Profile/…, PUT /api/profile/… (SPEC §7), so the lower-case path is the save.
const savesSent = () => requestedPaths().filter((path) => path === '/api/profile/financial/BankInformation');

describe('BankInformationPage', () => {
  it('shows saved details masked, with the bank, and «ویرایش» opens an empty form', async () => {
    const bank = rememberingBank(SAVED);
    const { user } = open({ handlers: bank.handlers });
    const saved = await screen.findByTestId('saved-bank-details');
    expect(saved).toHaveTextContent('۶۱۰۴ ۳۳** **** ۸۰۳۹');
    expect(saved).toHaveTextContent('IR۰۵ ۰۱۲۰ **** **** **** **۹۷ ۶۰');
    expect(saved).toHaveTextContent('******۹۷۶۰');
    expect(
      within(saved)
        .getAllByTestId('bank-hint')
        .map((hint) => hint.textContent),
    ).toEqual(['بانک ملت', 'بانک ملت']);
    expect(document.body).not.toHaveTextContent('۶۱۰۴ ۳۳۷۹ ۱۲۴۵ ۸۰۳۹');
    await user.click(screen.getByRole('button', { name: 'ویرایش' }));
    // The API never sends the full numbers back, so nothing of them can prefill the form.
    expect(field('شماره کارت')).toHaveValue('');
    expect(field('شماره حساب')).toHaveValue('');
    expect(field('شماره شبا')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'انصراف' }));
    expect(screen.getByTestId('saved-bank-details')).toBeInTheDocument();
  });

  it('opens an empty form when nothing is saved yet', async () => {
    open({ handlers: commissionsHandlers.bankEmpty });
    expect(await screen.findByRole('textbox', { name: /شماره کارت/ })).toHaveValue('');
    expect(field('شماره حساب')).toHaveValue('');
    expect(field('شماره شبا')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'انصراف' })).not.toBeInTheDocument();
  });

  it('takes Persian digits and spaces, sends them normalised, then shows the saved details masked', async () => {
    const bank = rememberingBank();
    const { user } = open({ handlers: bank.handlers });
    await user.type(await screen.findByRole('textbox', { name: /شماره کارت/ }), CARD_TYPED);
    expect(field('شماره کارت')).toHaveValue('۶۰۳۷ ۹۹۷۵ ۹۹۹۹ ۹۹۹۳');
    expect(screen.getByText('بانک ملی ایران')).toBeInTheDocument();
    await user.click(field('شماره حساب'));
    await user.paste('۲۰۷۸۰۰۰۱۲۳۴۵۶۷۸۱');
    await user.type(field('شماره شبا'), SHEBA_TYPED);
    expect(screen.getByText('بانک پارسیان')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('اطلاعات با موفقیت تغییر کرد')).toBeInTheDocument();
    expect(bank.puts).toEqual([
      { iban: 'IR820540102680020817909002', accountNumber: '2078000123456781', creditCardNumber: '6037997599999993' },
    ]);
    const saved = await screen.findByTestId('saved-bank-details');
    expect(saved).toHaveTextContent('۶۰۳۷ ۹۹** **** ۹۹۹۳');
    expect(saved).toHaveTextContent('IR۸۲ ۰۵۴۰ **** **** **** **۹۰ ۰۲');
  }, 40_000); // typing forty digits key by key is slow on a busy machine

  it('accepts a pasted Sheba with its IR prefix', async () => {
    const { user } = open({ handlers: commissionsHandlers.bankEmpty });
    await user.click(await screen.findByRole('textbox', { name: /شماره شبا/ }));
    await user.paste('IR82 0540 1026 8002 0817 9090 02');
    expect(field('شماره شبا')).toHaveValue('۸۲۰۵ ۴۰۱۰ ۲۶۸۰ ۰۲۰۸ ۱۷۹۰ ۹۰۰۲');
  });

  it('refuses an invalid card, a short Sheba and empty fields without sending anything', async () => {
    const bank = rememberingBank();
    const { user } = open({ handlers: bank.handlers });
    await user.type(await screen.findByRole('textbox', { name: /شماره کارت/ }), '6104337912458038');
    await user.type(field('شماره شبا'), '0501200000');
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    expect(await screen.findByText('شماره کارت واردشده معتبر نیست؛ لطفاً آن را دوباره بررسی کنید')).toBeInTheDocument();
    expect(screen.getByText('شماره شبا باید با IR شروع شود و ۲۴ رقم داشته باشد')).toBeInTheDocument();
    expect(screen.getByText('پر کردن این فیلد الزامی است')).toBeInTheDocument();
    expect(field('شماره کارت')).toHaveAttribute('aria-invalid', 'true');
    expect(bank.puts).toEqual([]);
    expect(savesSent()).toEqual([]);
  });

  it('cuts the card at 16 digits and ignores letters typed into it', async () => {
    const { user } = open({ handlers: commissionsHandlers.bankEmpty });
    await user.type(await screen.findByRole('textbox', { name: /شماره کارت/ }), '6104abc33791245803999');
    expect(field('شماره کارت')).toHaveValue('۶۱۰۴ ۳۳۷۹ ۱۲۴۵ ۸۰۳۹');
  });

  async function submitValidForm(handlers: HttpHandler[]) {
    const view = open({ handlers: [...commissionsHandlers.bankEmpty, ...handlers] });
    await view.user.type(await screen.findByRole('textbox', { name: /شماره کارت/ }), SAVED.creditCardNumber);
    await view.user.type(field('شماره حساب'), SAVED.accountNumber);
    await view.user.type(field('شماره شبا'), SAVED.iban.slice(2));
    await view.user.click(screen.getByRole('button', { name: 'ذخیره' }));
    return view;
  }

  it('on 401 says the user information is not valid and hands the session to auth', async () => {
    // The provider refuses to renew the session, as when the member's refresh token has expired.
    const refused = http.post(`${FAKE_ISSUER}/token`, () =>
      HttpResponse.json({ error: 'invalid_grant' }, { status: 400 }),
    );
    const { testAuth } = await submitValidForm([refused, ...commissionsHandlers.bankSaveUnauthorized]);
    expect(await screen.findByText('اطلاعات کاربری شما معتبر نیست')).toBeInTheDocument();
    // auth's unauthorized handler tried to renew, could not, and started a new sign-in.
    await waitFor(() => expect(testAuth!.redirects.some((url) => url.pathname.endsWith('/auth'))).toBe(true));
  });

  it("on 500 shows the server's message, or «خطای سرور», and keeps what was typed", async () => {
    const first = await submitValidForm(commissionsHandlers.bankSaveServerMessage);
    expect(await screen.findByText('سامانهٔ بانک موقتاً در دسترس نیست')).toBeInTheDocument();
    expect(field('شماره کارت')).toHaveValue('۶۱۰۴ ۳۳۷۹ ۱۲۴۵ ۸۰۳۹');
    first.unmount();
    await submitValidForm(commissionsHandlers.bankSaveServerError);
    expect(await screen.findByText('خطای سرور')).toBeInTheDocument();
  });

  it('says the change failed when the connection is lost', async () => {
    await submitValidForm(commissionsHandlers.bankSaveOffline);
    expect(await screen.findByText('هنگام تغییر اطلاعات حساب بانکی خطایی رخ داد')).toBeInTheDocument();
  });

  it("shows the server's field message under the field it names", async () => {
    await submitValidForm([
      errorResponse('updateBankInformation', 400, { errors: { iban: 'این شبا به نام شما نیست' } }),
    ]);
    expect(await screen.findAllByText('این شبا به نام شما نیست')).not.toHaveLength(0);
  });

  it('asks for a fresh one-time code when the API wants one, and sends the member to it with their number', async () => {
    const bank = rememberingBank(SAVED, { stepUpFirst: true });
    const { user, testAuth } = open({ handlers: bank.handlers });
    await user.click(await screen.findByRole('button', { name: 'ویرایش' }));
    await user.type(field('شماره کارت'), CARD_TYPED);
    await user.type(field('شماره حساب'), '2078000123456781');
    await user.type(field('شماره شبا'), SHEBA_TYPED);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));

    const notice = await screen.findByTestId('bank-step-up');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('کد یک‌بارمصرف');
    const heading = within(notice).getByRole('heading', { name: 'تأیید با کد یک‌بارمصرف' });
    await waitFor(() => expect(heading).toHaveFocus());
    // Not a broken session: auth was not asked to renew or to sign in again, nothing was saved.
    expect(testAuth!.redirects).toEqual([]);
    expect(screen.queryByText('اطلاعات کاربری شما معتبر نیست')).not.toBeInTheDocument();
    expect(bank.puts).toEqual([]);

    await user.click(within(notice).getByRole('button', { name: 'دریافت کد تأیید' }));
    await waitFor(() => expect(testAuth!.redirects).toHaveLength(1));
    const [redirect] = testAuth!.redirects;
    expect(redirect?.pathname).toBe('/auth');
    expect(redirect?.searchParams.get('prompt')).toBe('login');
    expect(redirect?.searchParams.get('login_hint')).toBe('09120000002');
    expect(await testAuth!.signInTargets()).toEqual([`${paths.bankInformation}?edit=1`]);
  }, 40_000);

  it('comes back from the fresh code in the form, and saves', async () => {
    const bank = rememberingBank(SAVED);
    const { user } = open({ handlers: bank.handlers, route: `${paths.bankInformation}?edit=1` });
    expect(await screen.findByText(/هویت شما تأیید شد/)).toHaveAttribute('role', 'status');
    expect(screen.queryByTestId('saved-bank-details')).not.toBeInTheDocument();
    await user.type(field('شماره کارت'), CARD_TYPED);
    await user.type(field('شماره حساب'), '2078000123456781');
    await user.type(field('شماره شبا'), SHEBA_TYPED);
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    const saved = await screen.findByTestId('saved-bank-details');
    expect(saved).toHaveTextContent('۶۰۳۷ ۹۹** **** ۹۹۹۳');
    expect(bank.puts).toHaveLength(1);
  }, 40_000);

  it('says the details could not be fetched, and retries', async () => {
    const { user } = open({ handlers: commissionsHandlers.bankFailing });
    expect(await screen.findByText('هنگام دریافت اطلاعات حساب بانکی خطایی رخ داد')).toBeInTheDocument();
    mockApi.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'تلاش دوباره' }));
    expect(await screen.findByTestId('saved-bank-details')).toBeInTheDocument();
  });

  it('keeps nothing of the form in web storage', async () => {
    const bank = rememberingBank();
    const { user } = open({ handlers: bank.handlers });
    await user.type(await screen.findByRole('textbox', { name: /شماره کارت/ }), SAVED.creditCardNumber);
    await user.type(field('شماره حساب'), SAVED.accountNumber);
    await user.type(field('شماره شبا'), SAVED.iban.slice(2));
    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    await screen.findByTestId('saved-bank-details');
    const stored = [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    );
    for (const secret of ['6104337912458039', '4512389760', '0120000000004512389760'])
      expect(stored.join('\n')).not.toContain(secret);
  });
});
