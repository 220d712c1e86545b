import type { ServerResponse } from 'node:http';

/**
 * Headers for every response of the provider. Pages may load only this origin's stylesheet and
 * script (no inline code, no eval); forms may post here and land on the web app, because browsers
 * apply `form-action` to the redirects that follow a form submission.
 */
export function applySecurityHeaders(res: ServerResponse, formTargets: readonly string[]): void {
  res.setHeader(
    'content-security-policy',
    [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "font-src 'self'",
      "img-src 'self' data:",
      "connect-src 'self'",
      `form-action 'self' ${formTargets.join(' ')}`.trim(),
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
  );
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('cross-origin-opener-policy', 'same-origin');
}
