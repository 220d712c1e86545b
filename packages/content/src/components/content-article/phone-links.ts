// A phone number in a content page («تلفن: ۰۲۱-۶۶۴۸۱۲۳۰») becomes a link that dials it. The API's
// sanitiser keeps only https and mailto links (SECURITY.md 20; its corpus counts `tel:` as an
// unsafe scheme), so the page, not the stored HTML, makes the link — from the digits alone, so
// nothing of the text reaches the address.
const DIGIT_RUN = /[0-9۰-۹٠-٩]+(?:[-‐‑–][0-9۰-۹٠-٩]+)*/g;

/** Latin digits of a run written in Persian, Arabic or Latin digits, separators dropped. */
function latinDigits(run: string): string {
  return [...run]
    .map((char) => {
      const code = char.charCodeAt(0);
      if (code >= 0x06f0 && code <= 0x06f9) return String(code - 0x06f0);
      if (code >= 0x0660 && code <= 0x0669) return String(code - 0x0660);
      return /[0-9]/.test(char) ? char : '';
    })
    .join('');
}

/**
 * `tel:+982166481230` for an Iranian phone number as people write it — eleven digits starting
 * with 0, a landline with its area code or a mobile — else `undefined` (a postal box, a year, an
 * order number).
 */
function telHref(run: string): string | undefined {
  const digits = latinDigits(run);
  return /^0\d{10}$/.test(digits) ? `tel:+98${digits.slice(1)}` : undefined;
}

/**
 * Content HTML with every phone number in its text wrapped in `<a href="tel:…">`, shown as written.
 * Only text between tags changes, never an attribute, and never the text of a link already there
 * (links do not nest). Plain string work, as `isolateNumberRunsInHtml`, so the server's render and
 * the browser's are the same markup. The HTML is the API's sanitised HTML, where every `<` in text
 * is written `&lt;`, so each `<` opens a tag.
 */
export function linkPhoneNumbersInHtml(html: string): string {
  let insideLink = 0;
  return html.replace(/<!--[\s\S]*?-->|<[^>]*>|[^<]+/g, (part) => {
    if (part.startsWith('<')) {
      if (/^<a[\s>]/i.test(part)) insideLink += 1;
      else if (/^<\/a\s*>/i.test(part)) insideLink = Math.max(0, insideLink - 1);
      return part;
    }
    if (insideLink) return part;
    return part.replace(DIGIT_RUN, (run) => {
      const href = telHref(run);
      return href ? `<a href="${href}">${run}</a>` : run;
    });
  });
}
