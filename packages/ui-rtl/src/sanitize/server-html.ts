import sanitizeHtml from 'sanitize-html';

const SAFE_LINK = /^(https:\/\/|mailto:)/i;
const SAFE_IMAGE = /^https:\/\//i;

/** The allowlist of SECURITY.md 20; anything else is dropped with its attributes. */
export const SERVER_HTML_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
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
    // Without alt a screen reader spells out the file name; an empty alt marks it decorative.
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, alt: attribs.alt ?? '' } }),
  },
  // An image whose source is not https would show nothing useful; drop the element.
  exclusiveFilter: (frame) => frame.tag === 'img' && !SAFE_IMAGE.test(frame.attribs.src?.trim() ?? ''),
};

/**
 * Sanitises HTML that came from the server (reward descriptions, content pages). The server
 * already cleans it; the browser cleans it again so one server bug is not an XSS.
 */
export function sanitizeServerHtml(html: string): string {
  return sanitizeHtml(html, SERVER_HTML_OPTIONS);
}
