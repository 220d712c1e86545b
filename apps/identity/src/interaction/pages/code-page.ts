import { html } from '../../text/html.js';
import { formatNumber, formatWait, toPersianDigits } from '../../text/persian.js';
import { layout, type AssetUrls } from './layout.js';

export interface CodePageProps {
  assets: AssetUrls;
  uid: string;
  mobile: string;
  codeTtlSeconds: number;
  /** Seconds until "send again" unlocks; 0 shows it enabled. */
  resendIn: number;
  error?: string | undefined;
  /** Something the member should know about this code, e.g. that its SMS may come late. */
  notice?: string | undefined;
}

/** Step 2: the six-digit code, with the countdown that unlocks "send again". */
export function codePage({ assets, uid, mobile, codeTtlSeconds, resendIn, error, notice }: CodePageProps): string {
  const described = error ? 'code-hint code-error' : 'code-hint';
  const waiting = resendIn > 0;
  return layout({
    title: 'کد تأیید',
    assets,
    body: html`<h1>کد تأیید را وارد کنید</h1>
      <p class="lead">
        کد ${formatNumber(6)} رقمی به شمارهٔ <bdi dir="ltr" class="mobile">${toPersianDigits(mobile)}</bdi> پیامک شد.
        <a href="/interaction/${uid}?change=1">ویرایش شماره</a>
      </p>
      ${notice ? html`<p class="message message-info" role="status">${notice}</p>` : ''}
      <form method="post" action="/interaction/${uid}/code" novalidate data-once>
        <label for="code">کد تأیید</label>
        <input
          id="code"
          name="code"
          type="text"
          inputmode="numeric"
          autocomplete="one-time-code"
          dir="ltr"
          required
          autofocus
          class="code-input"
          data-persian-digits
          aria-describedby="${described}"
          ${error ? html` aria-invalid="true"` : ''}
        />
        <p id="code-hint" class="hint">این کد تا ${formatWait(codeTtlSeconds)} پس از ارسال معتبر است.</p>
        ${error ? html`<p id="code-error" class="field-error" role="alert">${error}</p>` : ''}
        <button type="submit" class="button">ورود</button>
      </form>
      <form method="post" action="/interaction/${uid}/resend" class="secondary-action">
        ${
          waiting
            ? html`<p class="hint" id="resend-wait" data-countdown="${resendIn}" aria-live="polite">
                  ارسال دوبارهٔ کد تا <span data-countdown-value>${formatNumber(resendIn)}</span> ثانیهٔ دیگر
                </p>
                <noscript><p class="hint">پس از پایان این زمان، صفحه را دوباره باز کنید.</p></noscript>`
            : ''
        }
        <button
          type="submit"
          class="link-button"
          data-resend${waiting ? html` disabled aria-describedby="resend-wait"` : ''}
        >
          ارسال دوبارهٔ کد
        </button>
      </form>`,
  });
}
