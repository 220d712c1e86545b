import { html } from '../../text/html.js';
import { toPersianDigits } from '../../text/persian.js';
import { layout, type AssetUrls } from './layout.js';

export interface MobilePageProps {
  assets: AssetUrls;
  uid: string;
  /** What the member typed last time (kept on errors and when they come back to change it). */
  value?: string | undefined;
  error?: string | undefined;
}

/** Step 1: the mobile number. Signing in and joining are the same step. */
export function mobilePage({ assets, uid, value = '', error }: MobilePageProps): string {
  const described = error ? 'mobile-hint mobile-error' : 'mobile-hint';
  return layout({
    title: 'ورود یا عضویت',
    assets,
    body: html`<h1>ورود یا عضویت</h1>
      <p class="lead">
        شمارهٔ همراه خود را وارد کنید تا کد تأیید برایتان پیامک شود. اگر هنوز عضو باشگاه نیستید، با همین ورود عضو
        می‌شوید.
      </p>
      <form method="post" action="/interaction/${uid}/mobile" novalidate data-once>
        <label for="mobile">شمارهٔ همراه</label>
        <input
          id="mobile"
          name="mobile"
          type="tel"
          inputmode="numeric"
          autocomplete="tel-national"
          dir="ltr"
          required
          autofocus
          data-persian-digits
          value="${toPersianDigits(value)}"
          aria-describedby="${described}"
          ${error ? html` aria-invalid="true"` : ''}
        />
        <p id="mobile-hint" class="hint">مثلاً <bdi dir="ltr">۰۹۱۲۳۴۵۶۷۸۹</bdi></p>
        ${error ? html`<p id="mobile-error" class="field-error" role="alert">${error}</p>` : ''}
        <button type="submit" class="button">دریافت کد تأیید</button>
      </form>
      <form method="post" action="/interaction/${uid}/abort" class="secondary-action">
        <button type="submit" class="link-button">انصراف و بازگشت</button>
      </form>`,
  });
}
