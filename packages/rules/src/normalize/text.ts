// Text typed on Arabic keyboards or pasted from documents carries look-alike letters and invisible
// characters that make equal names compare unequal; this brings them to one Persian form.

// Arabic yeh, alef maksura and kaf look like their Persian letters but are different code points.
const ARABIC_LOOKALIKES: Record<string, string> = {
  '\u064A': '\u06CC', // ي → ی
  '\u0649': '\u06CC', // ى → ی
  '\u0643': '\u06A9', // ك → ک
};

// Zero-width and direction-control characters: ZWSP, ZWJ, LRM/RLM, embeddings/overrides,
// word joiner, isolates and BOM. ZWNJ (U+200C) is handled separately because Persian needs it.
// (ZWJ sits outside the class: inside one, lint reads it as joining its neighbours.)
const INVISIBLE = /\u200D|[\u200B\u200E\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/g;

// A ZWNJ is kept only between two letters (a letter may carry diacritics), once.
const ZWNJ_RUN = /\u200C+/g;
const LETTER_BEFORE = /[\p{L}]\p{M}*$/u;
const LETTER_AFTER = /^\p{L}/u;

/**
 * Normalises free text: Arabic ي/ى/ك become Persian ی/ک, zero-width and direction marks are removed,
 * ZWNJ survives only inside words (collapsed to one), and the ends are trimmed.
 */
export function normalizeText(input: string): string {
  const letters = input.replace(/[\u064A\u0649\u0643]/g, (ch) => ARABIC_LOOKALIKES[ch] ?? ch);
  const visible = letters.replace(INVISIBLE, '');
  const withZwnj = visible.replace(ZWNJ_RUN, (run: string, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const after = whole.slice(offset + run.length);
    return LETTER_BEFORE.test(before) && LETTER_AFTER.test(after) ? '\u200C' : '';
  });
  return withZwnj.trim();
}
