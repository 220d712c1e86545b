import type { KoaContextWithOIDC } from 'oidc-provider';
import { html } from '../text/html.js';
import type { AssetUrls } from '../interaction/pages/layout.js';
import { messagePage, SIGN_IN_UNAVAILABLE } from '../interaction/pages/message-page.js';
import { isDatabaseUnavailable } from '../db/unavailable.js';

// Persian wording for the errors a member can actually meet; the rest fall back to a generic line.
const ERROR_MESSAGES: Record<string, string> = {
  invalid_request: 'درخواست ورود کامل یا درست نبود. لطفاً از صفحهٔ باشگاه دوباره وارد شوید.',
  invalid_client: 'برنامه‌ای که شما را به این صفحه فرستاد شناخته‌شده نیست.',
  invalid_redirect_uri: 'نشانی بازگشت این درخواست مجاز نیست، پس ورود ادامه پیدا نکرد.',
  access_denied: 'ورود انجام نشد.',
  login_required: 'لطفاً دوباره وارد شوید.',
  session_not_found: 'مهلت این صفحهٔ ورود به پایان رسیده است. لطفاً از صفحهٔ باشگاه دوباره وارد شوید.',
  server_error: 'خطایی پیش آمد. لطفاً چند لحظه بعد دوباره تلاش کنید.',
};

export interface ProviderPagesOptions {
  assets: AssetUrls;
  webOrigin: string;
}

export function providerPages({ assets, webOrigin }: ProviderPagesOptions) {
  const backToClub = { href: webOrigin, label: 'بازگشت به باشگاه' };
  return {
    async renderError(
      ctx: KoaContextWithOIDC,
      out: { error: string; error_description?: string | undefined },
      error?: unknown,
    ) {
      ctx.type = 'html';
      // The storage adapter's DatabaseUnavailableError already made the status 503; the
      // Retry-After header is set where the provider reports the error (create-provider.ts).
      if (isDatabaseUnavailable(error)) {
        ctx.body = messagePage({ assets, ...SIGN_IN_UNAVAILABLE, tone: 'error', action: backToClub });
        return;
      }
      ctx.body = messagePage({
        assets,
        title: 'ورود ممکن نشد',
        tone: 'error',
        message: ERROR_MESSAGES[out.error] ?? ERROR_MESSAGES.server_error ?? '',
        // The technical code helps support; it never contains personal data.
        extra: html`<p class="details" lang="en" dir="ltr">
          <code>${out.error}</code>${out.error_description ? html`: ${out.error_description}` : ''}
        </p>`,
        action: backToClub,
      });
    },

    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      const action = form.match(/action="([^"]+)"/)?.[1] ?? ctx.oidc.urlFor('end_session_confirm');
      const xsrf = form.match(/name="xsrf" value="([^"]+)"/)?.[1] ?? '';
      // The app itself asked (it proved so with the ID token hint): no second question, the tiny
      // script submits at once; without script the member presses the button.
      const fromApp = typeof ctx.oidc.params?.id_token_hint === 'string';
      ctx.type = 'html';
      ctx.body = messagePage({
        assets,
        title: 'خروج از حساب',
        message: 'آیا می‌خواهید از حساب خود در باشگاه کلروفیل خارج شوید؟',
        extra: html`<form method="post" action="${action}" ${fromApp ? html` data-auto-submit` : ''}>
          <input type="hidden" name="xsrf" value="${xsrf}" />
          <input type="hidden" name="logout" value="yes" />
          <button type="submit" class="button" autofocus>بله، خارج می‌شوم</button>
        </form>`,
        action: { href: webOrigin, label: 'انصراف' },
      });
    },

    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = messagePage({
        assets,
        title: 'خروج انجام شد',
        tone: 'success',
        message: 'شما از حساب خود خارج شدید. امیدواریم به‌زودی دوباره شما را ببینیم.',
        action: backToClub,
      });
    },
  };
}
