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
 * The same for HTML: only text nodes change (never an attribute such as a link's address). The
 * result still goes through SafeHtml, which sanitises it; DOMParser documents run no scripts and
 * load no images.
 */
export function isolateNumberRunsInHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || !NUMBER_RUN.test(html)) return html;
  NUMBER_RUN.lastIndex = 0;
  const body = new DOMParser().parseFromString(`<!doctype html><body>${html}</body>`, 'text/html').body;
  const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node as Text;
    text.data = isolateNumberRuns(text.data);
  }
  return body.innerHTML;
}
