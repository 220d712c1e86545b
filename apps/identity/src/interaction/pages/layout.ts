import { html, type SafeHtml } from '../../text/html.js';

export interface AssetUrls {
  css: string;
  js: string;
}

export interface LayoutProps {
  title: string;
  assets: AssetUrls;
  body: SafeHtml;
}

/**
 * The one page frame of the provider: Persian, right-to-left, mobile first, one stylesheet and one
 * small script from this origin (the CSP forbids anything inline).
 */
export function layout({ title, assets, body }: LayoutProps): string {
  return html`<!doctype html>
    <html lang="fa" dir="rtl">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="robots" content="noindex" />
        <title>${title} | باشگاه مشتریان کلروفیل</title>
        <link rel="icon" href="/assets/favicon.png" type="image/png" sizes="64x64" />
        <link rel="stylesheet" href="${assets.css}" />
        <script src="${assets.js}" defer></script>
      </head>
      <body>
        <header class="brand">
          <span class="brand-mark" aria-hidden="true"></span>
          <span class="brand-name">باشگاه مشتریان کلروفیل</span>
        </header>
        <main class="card" id="main">${body}</main>
        <footer class="foot">ورود امن با کد یک‌بارمصرف پیامکی</footer>
      </body>
    </html>`.value;
}
