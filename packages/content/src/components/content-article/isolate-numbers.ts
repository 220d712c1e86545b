// Persian text around a hyphenated number («تلفن: ۰۲۱-۶۶۴۸۱۲۳۰», «صندوق پستی ۱۳۱۴۵-۵۶۸») makes
// the browser's bidi algorithm show the parts in reverse order. Such runs are wrapped in a
// left-to-right isolate (U+2066 … U+2069), the text form of `<bdi dir="ltr">` that PERSIAN-UX asks
// for, because the server-HTML allowlist has no `bdi`.
const LRI = '\u2066';
const PDI = '\u2069';
const NUMBER_RUN = /[0-9۰-۹٠-٩]+(?:[-‐‑–/][0-9۰-۹٠-٩]+)+/g;

/** Plain text with every hyphenated number run isolated left to right. */
export function isolateNumberRuns(text: string): string {
  return text.replace(NUMBER_RUN, (run, offset: number, whole: string) =>
    whole[offset - 1] === LRI ? run : `${LRI}${run}${PDI}`,
  );
}

/**
 * The same for HTML: only text between tags changes (never an attribute such as a link's address,
 * never a character reference). Plain string work, not DOMParser, so the server's render of a page
 * and the browser's are the same markup and hydrate as one. The HTML is the API's sanitised HTML,
 * where every `<` in text is written `&lt;`, so each `<` opens a tag or a comment.
 */
export function isolateNumberRunsInHtml(html: string): string {
  NUMBER_RUN.lastIndex = 0;
  if (!NUMBER_RUN.test(html)) return html;
  NUMBER_RUN.lastIndex = 0;
  return html.replace(/<!--[\s\S]*?-->|<[^>]*>|[^<]+/g, (part) =>
    part.startsWith('<')
      ? part
      : part
          .split(/(&#?\w+;)/)
          .map((piece, index) => (index % 2 ? piece : isolateNumberRuns(piece)))
          .join(''),
  );
}
