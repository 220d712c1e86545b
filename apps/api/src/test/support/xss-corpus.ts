import { readFileSync } from 'node:fs';

export type XssVector = { class: string; html: string };

/** The corpus: one data file in ui-rtl, read here as the e2e suite reads it. */
export const XSS_VECTORS: readonly XssVector[] = (
  JSON.parse(
    readFileSync(new URL('../../../../../packages/ui-rtl/src/sanitize/xss-corpus.json', import.meta.url), 'utf8'),
  ) as { vectors: XssVector[] }
).vectors;
