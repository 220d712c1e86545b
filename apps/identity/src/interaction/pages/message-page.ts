import { html, type SafeHtml } from '../../text/html.js';
import { layout, type AssetUrls } from './layout.js';

export interface MessagePageProps {
  assets: AssetUrls;
  title: string;
  message: string;
  tone?: 'error' | 'info' | 'success';
  /** An optional way forward, e.g. back to the club. */
  action?: { href: string; label: string } | undefined;
  /** Extra markup below the message (forms of the logout page, technical details). */
  extra?: SafeHtml | undefined;
}

/** Any page that only says something: errors, limits, the logout confirmation and its result. */
export function messagePage({ assets, title, message, tone = 'info', action, extra }: MessagePageProps): string {
  const role = tone === 'error' ? 'alert' : 'status';
  return layout({
    title,
    assets,
    body: html`<h1>${title}</h1>
      <p class="message message-${tone}" role="${role}">${message}</p>
      ${extra}
      ${action ? html`<p><a class="button button-secondary" href="${action.href}">${action.label}</a></p>` : ''}`,
  });
}

/** The words for a 503 while the database is away: brief, and what to do about it. */
export const SIGN_IN_UNAVAILABLE = {
  title: 'ورود موقتاً در دسترس نیست',
  message: 'ورود به باشگاه برای چند لحظه در دسترس نیست. لطفاً چند ثانیهٔ دیگر دوباره تلاش کنید.',
} as const;
