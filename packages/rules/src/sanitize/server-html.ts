import sanitizeHtml from 'sanitize-html';
import { paragraphsAsLines } from '../rich-text';

const SAFE_LINK = /^(https:\/\/|mailto:)/i;

/**
 * Links open in a new tab, without the page that opened them. Relative links would escape the
 * scheme rule, so a link whose href does not match `allowed` keeps no href and stays as text.
 */
function safeLinks(allowed: RegExp): sanitizeHtml.Transformer {
  return (tagName, attribs) => {
    const href = attribs.href?.trim() ?? '';
    const safe: Record<string, string> = allowed.test(href)
      ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
      : { target: '_blank', rel: 'noopener noreferrer nofollow' };
    return { tagName, attribs: safe };
  };
}

/**
 * The allowlist of SECURITY.md 20; anything else is dropped with its attributes. No images:
 * the pages' CSP loads images only from the app and the API (img-src), so an outside picture
 * would be blocked anyway, and loading it would tell its host which member read the page.
 */
export const SERVER_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['https', 'mailto'] },
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: { a: safeLinks(SAFE_LINK) },
};

/**
 * Sanitises HTML before the API stores it (seed, editors' saves): the one place server HTML is
 * cleaned. Idempotent, so saving what was stored changes nothing.
 */
export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, SERVER_HTML_OPTIONS);
}

/**
 * A notification's subset of the allowlist: a toast is a line or two of text, with no room for
 * headings, lists or quotes, so it keeps bold, line breaks and https links (no mailto: a toast is
 * not where a member writes an email). Everything else is dropped and its text kept.
 */
export const TOAST_HTML_OPTIONS: sanitizeHtml.IOptions = {
  ...SERVER_HTML_OPTIONS,
  allowedTags: ['strong', 'br', 'a'],
  allowedSchemesByTag: { a: ['https'] },
  transformTags: { a: safeLinks(/^https:\/\//i) },
};

/**
 * Sanitises a notification's HTML before the API stores it: the editor's paragraphs become lines
 * (`paragraphsAsLines`), then the toast subset; line breaks at either end go. Idempotent.
 */
export function sanitizeToastHtml(html: string): string {
  return sanitizeHtml(paragraphsAsLines(html), TOAST_HTML_OPTIONS)
    .replace(/^(\s*<br \/>)+|(<br \/>\s*)+$/g, '')
    .trim();
}
