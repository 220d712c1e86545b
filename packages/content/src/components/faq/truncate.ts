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
