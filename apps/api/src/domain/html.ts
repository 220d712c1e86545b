import sanitizeHtml from 'sanitize-html';

// SECURITY 20: the one allowlist for server HTML (reward descriptions, content pages).
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote', 'a', 'img'],
  allowedAttributes: { a: ['href', 'rel'], img: ['src', 'alt'] },
  allowedSchemes: [],
  allowedSchemesByTag: { a: ['https', 'mailto'], img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Relative and scheme-less URLs are dropped too: every surviving URL is https or mailto.
    a: (tagName, attribs) => {
      const { href } = attribs;
      const out: sanitizeHtml.Attributes = {};
      if (href && /^(https:\/\/|mailto:)/i.test(href.trim())) out.href = href;
      out.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: out };
    },
    img: (tagName, attribs) => {
      const { src, alt } = attribs;
      const out: sanitizeHtml.Attributes = {};
      if (src && /^https:\/\//i.test(src.trim())) out.src = src;
      if (alt) out.alt = alt;
      return { tagName, attribs: out };
    },
  },
  // An <img> without a usable source is worthless markup.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

// Sanitising is pure and costly (every reward list sanitises every description), so results are
// memoised by their input: a changed row is a different key and is sanitised afresh.
const MEMO_LIMIT = 1000;
const memo = new Map<string, string>();

export function sanitizeServerHtml(html: string): string {
  const known = memo.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, OPTIONS);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}
