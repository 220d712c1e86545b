import { escapeHtmlText, htmlPieces } from '@clorofil/rules';

/** SPEC §2/§9: answers are cut at 200 characters on phones and 700 on wider screens. */
export const ANSWER_LIMIT = { mobile: 200, desktop: 700 } as const;

/** SPEC §9: the FAQ opens with five questions. */
export const FAQ_INITIAL_COUNT = 5;

export type Truncated = { text: string; truncated: boolean };

// A cut is moved back to the last space when one is near, so no word is split in half; the
// ellipsis then counts toward the limit.
const WORD_BACKTRACK = 30;

/**
 * `text` cut to at most `limit` characters (code points, so no character is split), ending in
 * «…» when anything was removed.
 */
export function truncateAnswer(text: string, limit: number): Truncated {
  const characters = Array.from(text.trim());
  if (characters.length <= limit) return { text: text.trim(), truncated: false };
  const hard = characters.slice(0, limit - 1).join('');
  const space = hard.lastIndexOf(' ');
  const cut = space >= hard.length - WORD_BACKTRACK && space > 0 ? hard.slice(0, space) : hard;
  return { text: `${cut.replace(/[\s،,.؛:]+$/u, '')}…`, truncated: true };
}

/** Tags that end a line a reader sees: counted as one character, like the space between words. */
const LINE_END = /^<(\/(p|li|h[1-6]|blockquote)|br)\b/i;
const TAG_NAME = /^<\/?([a-z][a-z0-9]*)/i;

/**
 * An answer's HTML (the API's, sanitised) cut as SPEC §2 cuts an answer: its text, as a reader
 * sees it, at most `limit` characters, ending in «…». A count of characters, not a visual clamp
 * of lines, because SPEC gives the limits in characters and asks for the ellipsis. The cut is made
 * once, here, on the text between tags and by `truncateAnswer`'s rule (a whole last word), never
 * inside a tag or a character reference; every element still open at the cut is closed after the
 * ellipsis, so the result is well-formed HTML of the same allowlist (nothing is added but «…» and
 * closing tags). An answer stored as plain text has no tags and is cut as text.
 */
export function truncateAnswerHtml(html: string, limit: number): Truncated {
  const pieces = htmlPieces(html.trim());
  const visible = pieces.map(({ tag, text }) => text ?? (LINE_END.test(tag!) ? ' ' : '')).join('');
  const cut = truncateAnswer(visible, limit);
  if (!cut.truncated) return { text: html.trim(), truncated: false };
  let left = Array.from(cut.text).length - 1; // the characters kept, «…» aside
  let kept = '';
  const open: string[] = [];
  for (const { tag, text } of pieces) {
    if (left <= 0) break;
    if (text !== undefined) {
      const characters = Array.from(text);
      kept += escapeHtmlText(characters.slice(0, left).join(''));
      left -= characters.length;
      continue;
    }
    if (LINE_END.test(tag!)) {
      // A line's end as the last character kept would leave «…» outside every paragraph.
      if (left <= 1) break;
      left -= 1;
    }
    const name = TAG_NAME.exec(tag!)?.[1]?.toLowerCase();
    if (tag!.startsWith('</')) open.pop();
    else if (name && name !== 'br') open.push(name);
    kept += tag;
  }
  const closing = open
    .reverse()
    .map((name) => `</${name}>`)
    .join('');
  return { text: `${kept}…${closing}`, truncated: true };
}
