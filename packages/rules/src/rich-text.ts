// Plain string work on the HTML the sanitiser writes (`@clorofil/rules/sanitize`), for the browser
// and the servers alike: no DOM, so the server's render and the browser's agree. The input is the
// sanitiser's output or the rich-text editor's, where every `<` in text is written `&lt;`, so each
// `<` opens a tag.

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
const NAMED: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Text written into HTML exactly as the sanitiser escapes text: `&`, `<` and `>`. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ESCAPES[character]!);
}

/**
 * Plain text (FAQ answers and notifications written before they were rich text) as the HTML that
 * shows it the same: a blank line starts a paragraph, a single line break stays a line break. The
 * result is what the sanitiser itself writes for it, so sanitising it changes nothing; migration
 * 014 does the same in SQL for the answers already stored.
 */
export function plainTextToHtml(text: string): string {
  const trimmed = text.replace(/\r\n?/g, '\n').trim();
  if (!trimmed) return '';
  return trimmed
    .split(/\n[ \t]*\n\s*/)
    .map((paragraph) => `<p>${escapeHtmlText(paragraph).replace(/\n/g, '<br />')}</p>`)
    .join('');
}

/** One character reference as the character it stands for; an unknown one stays as written. */
function decodeReference(reference: string): string {
  const body = reference.slice(1, -1);
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : reference;
  }
  return NAMED[body] ?? reference;
}

/** The pieces of HTML in order: tags as they are, text with its character references decoded. */
export function htmlPieces(html: string): { tag?: string; text?: string }[] {
  return Array.from(html.matchAll(/<[^>]*>|[^<]+/g), ([piece]) =>
    piece.startsWith('<') ? { tag: piece } : { text: piece.replace(/&#?\w+;/g, decodeReference) },
  );
}

/**
 * What a reader of the HTML sees, as text: tags dropped, a line break or a paragraph's end a new
 * line, character references decoded. A notification's plain-text form and the length an
 * editor's limit counts.
 */
export function htmlText(html: string): string {
  return htmlPieces(html)
    .map(({ tag, text }) => text ?? (/^<(br|\/p|\/li|\/h\d|\/blockquote)\b/i.test(tag!) ? '\n' : ''))
    .join('')
    .replace(/\n{2,}/g, '\n')
    .trim();
}

/**
 * A notification's HTML as one run of text: the editor writes paragraphs, a toast has room for
 * lines only, so each paragraph after the first starts on a new line (`<br />`) and the paragraph
 * tags go. The API does this before it sanitises a notification; the console's preview does the
 * same, so it draws what members will get.
 */
export function paragraphsAsLines(html: string): string {
  return html
    .replace(/<\/p\s*>\s*<p(?:\s[^>]*)?>/gi, '<br />')
    .replace(/<\/?p(?:\s[^>]*)?>/gi, '')
    .trim();
}
