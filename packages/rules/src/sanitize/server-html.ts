import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(https:\/\/|mailto:)/i;

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
  transformTags: {
    // Relative links would escape the https/mailto rule; a link without a safe href stays as text.
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? '';
      const safe: Record<string, string> = SAFE_LINK.test(href)
        ? { href, target: '_blank', rel: 'noopener noreferrer nofollow' }
        : { target: '_blank', rel: 'noopener noreferrer nofollow' };
      return { tagName, attribs: safe };
    },
  },
};

/**
 * Sanitises HTML before the API stores it (seed, editors' saves): the one place server HTML is
 * cleaned. Idempotent, so saving what was stored changes nothing.
 */
export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, SERVER_HTML_OPTIONS);
}
